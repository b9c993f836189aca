// Data sources (docs/reference.md#api, /remote/source/*): one row per source of a group. Settings that
// are not secret live in `config` (jsonb); passwords, app secrets and credential headers live only in
// `secret`, AES-256-GCM ciphertext keyed from SECRET and bound to the group and source id
// (modules/datasources/crypto.ts). `group_management_id` names a resource group of group type 7 (the
// library's resource_groups table, created by a later migration, hence no foreign key). A file source's
// parsed rows are kept in data_source_files.
export default /* sql */ `
create table data_sources (
  id uuid primary key,
  group_id uuid not null references groups(id) on delete cascade,
  group_management_id uuid,
  name text not null,
  kind text not null,
  config jsonb not null default '{}'::jsonb,
  secret text,
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index data_sources_group on data_sources(group_id, updated_at);
create index data_sources_group_kind on data_sources(group_id, kind);

create table data_source_files (
  source_id uuid primary key references data_sources(id) on delete cascade,
  file_name text not null,
  format text not null,
  size integer not null,
  columns jsonb not null,
  rows jsonb not null,
  created_at timestamptz not null default now()
);
`;
