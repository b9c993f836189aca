// Named and automatic versions of a project (docs/versions.md): a version is a full copy of the assembled
// document at one revision, so it survives any later edit and can be compared and restored on its own.
// Deleting the project deletes its versions; a version keeps its author's name even if the author goes.
export default /* sql */ `
create table project_versions (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects(id) on delete cascade,
  group_id uuid not null references groups(id) on delete cascade,
  name text not null default '',
  kind text not null default 'named',
  revision bigint not null,
  document jsonb not null,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index project_versions_project on project_versions(project_id, created_at);

create table project_version_settings (
  project_id uuid primary key references projects(id) on delete cascade,
  auto_interval_minutes integer not null default 30,
  auto_keep integer not null default 20
);
`;
