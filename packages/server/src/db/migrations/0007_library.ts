// Library: uploaded files, resource groups (group-management), the resource library (charts, collected
// components, fonts, images and other sources, 3D resources), themes / heat themes, and the case galleries.
// A file's row is written only after the file itself is durable on storage (see storage/local.ts).
export default /* sql */ `
create table uploads (
  id uuid primary key default gen_random_uuid(),
  group_id uuid references groups(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  storage_key text not null unique,
  file_name text not null,
  mime text not null,
  size bigint not null,
  kind text not null,
  created_at timestamptz not null default now()
);
create index uploads_group on uploads(group_id, created_at);

create table resource_groups (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  group_type integer not null,
  name text not null,
  position double precision not null default 0,
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index resource_groups_group on resource_groups(group_id, group_type, position);

create table resource_group_ships (
  group_management_id uuid not null references resource_groups(id) on delete cascade,
  resource_id text not null,
  group_type integer not null,
  created_at timestamptz not null default now(),
  primary key (group_management_id, resource_id)
);

create table library_resources (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  type text not null,
  group_management_id uuid references resource_groups(id) on delete set null,
  name text not null,
  file_url text not null default '',
  thumbnail_url text not null default '',
  upload_id uuid references uploads(id) on delete set null,
  body jsonb not null default '{}'::jsonb,
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index library_resources_group on library_resources(group_id, type, updated_at);
create index library_resources_gm on library_resources(group_management_id);

create table themes (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  kind text not null,
  name text not null,
  body jsonb not null default '{}'::jsonb,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index themes_group on themes(group_id, kind, updated_at);

create table cases (
  id uuid primary key default gen_random_uuid(),
  case_flag text not null unique,
  gallery text not null,
  group_id uuid references groups(id) on delete cascade,
  seed_key text unique,
  category text not null default '',
  name text not null,
  description text not null default '',
  thumbnail_url text not null default '',
  body jsonb not null,
  source_project_id uuid references projects(id) on delete set null,
  copy_count integer not null default 0,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index cases_gallery on cases(gallery, group_id, created_at);
`;
