// Private deployment and licensing (modules/licence, modules/deployment) and the system settings
// (modules/settings); docs/deployment.md.
export default /* sql */ `
create table licence_installation (
  id smallint primary key default 1 check (id = 1),
  installation_id uuid not null default gen_random_uuid(),
  vendor_key text,
  created_at timestamptz not null default now()
);

create table licence_installed (
  slot text primary key,
  licence_key text not null,
  key_id text not null,
  customer text not null default '',
  version text not null default '',
  machine_code text not null,
  expires_at timestamptz not null,
  seats integer not null,
  projects integer not null,
  installed_by uuid references users(id) on delete set null,
  installed_at timestamptz not null default now()
);

create table deploy_partners (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null unique references groups(id) on delete cascade,
  name text not null default '',
  created_at timestamptz not null default now()
);

create table deploy_versions (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  kind text not null,
  name text not null,
  version text not null,
  remark text not null default '',
  activation_total integer not null,
  project_total integer not null,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index deploy_versions_group on deploy_versions(group_id, kind, created_at);

create table deploy_activations (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  version_id uuid not null references deploy_versions(id) on delete cascade,
  customer text not null,
  machine_code text not null default '',
  seats integer not null,
  projects integer not null,
  expires_at timestamptz not null,
  status text not null default 'pending',
  licence_key text,
  activated_at timestamptz,
  prolonged_times integer not null default 0,
  remark text not null default '',
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index deploy_activations_version on deploy_activations(group_id, version_id, created_at);

create table sys_base_config (
  config_key text primary key,
  value jsonb not null,
  updated_by uuid references users(id) on delete set null,
  updated_at timestamptz not null default now()
);

create table group_logo_config (
  group_id uuid primary key references groups(id) on delete cascade,
  logo_url text not null default '',
  title text not null default '',
  updated_at timestamptz not null default now()
);
`;
