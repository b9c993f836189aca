// Data binding: variables (project and global), data routers (global and project) with the relations that
// record which component uses which router, and project filters (docs/reference.md#data-binding).
// A row with project_id null is group-wide ("global"): global variables, and global routers (type 1).
// Names are unique per project (or per group for global rows) so bulk adds and pastes can match by name.
export default /* sql */ `
create table data_variables (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  project_id uuid references projects(id) on delete cascade,
  name text not null,
  default_value text not null default '',
  variable_describe text not null default '',
  status integer not null default 10001,
  router_id uuid,
  router_field text not null default '',
  router_type smallint not null default 0,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index data_variables_project_name on data_variables(project_id, name) where project_id is not null;
create unique index data_variables_global_name on data_variables(group_id, name) where project_id is null;

create table data_routers (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  project_id uuid references projects(id) on delete cascade,
  name text not null,
  group_management_id text,
  router_config jsonb not null default '{}'::jsonb,
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index data_routers_group on data_routers(group_id, project_id, created_at);

create table router_relations (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects(id) on delete cascade,
  router_id uuid not null references data_routers(id) on delete cascade,
  router_type smallint not null,
  component_id text not null,
  inner_component_id text not null default '',
  scene_id text not null default '',
  page_id text not null default '',
  node_group_id text not null default '',
  dynamic_panel_id text not null default '',
  inner_group_id text not null default '',
  dynamic_panel_page_id text not null default '',
  map_child_id text not null default '',
  created_at timestamptz not null default now()
);
create unique index router_relations_unique
  on router_relations(project_id, router_id, component_id, inner_component_id, map_child_id);
create index router_relations_router on router_relations(router_id);

create table project_filters (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects(id) on delete cascade,
  name text not null,
  code text not null,
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index project_filters_project on project_filters(project_id, created_at);
`;
