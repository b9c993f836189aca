// Thumbnails of a project's scenes (the editor's scene list); the project's own cover stays in projects.
export default /* sql */ `
create table scene_thumbnails (
  project_id uuid not null references projects(id) on delete cascade,
  scene_id text not null,
  thumbnail_url text not null,
  updated_at timestamptz not null default now(),
  primary key (project_id, scene_id)
);
`;
