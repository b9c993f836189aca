// Workspace: folders, projects stored per node (project_nodes + the append-only project_ops log), the
// operation log, per-user push messages and feedback. Deleting a folder or project is a soft delete
// (deleted_at / deleted_by): that is the recycle bin. ARCHITECTURE section 3 explains the node storage.
export default /* sql */ `
create table folders (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  name text not null,
  position double precision not null default 0,
  created_by uuid references users(id) on delete set null,
  deleted_at timestamptz,
  deleted_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index folders_group on folders(group_id, position);

create table projects (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  folder_id uuid references folders(id) on delete set null,
  project_flag text not null unique,
  name text not null,
  thumbnail_url text not null default '',
  body jsonb not null,
  revision bigint not null default 0,
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  deleted_at timestamptz,
  deleted_by uuid references users(id) on delete set null,
  deleted_with_folder boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index projects_group_folder on projects(group_id, folder_id);

create table project_nodes (
  project_id uuid not null references projects(id) on delete cascade,
  node_id text not null,
  parent_id text not null,
  kind text not null,
  list_field text not null,
  position double precision not null,
  body jsonb not null,
  revision bigint not null,
  primary key (project_id, node_id)
);
create index project_nodes_children on project_nodes(project_id, parent_id, list_field, position);

create table project_ops (
  project_id uuid not null references projects(id) on delete cascade,
  revision bigint not null,
  user_id uuid references users(id) on delete set null,
  ops jsonb not null,
  created_at timestamptz not null default now(),
  primary key (project_id, revision)
);

create table log_records (
  id uuid primary key default gen_random_uuid(),
  group_id uuid references groups(id) on delete cascade,
  operator_id uuid references users(id) on delete set null,
  operator_name text not null default '',
  project_id uuid,
  project_name text not null default '',
  type text not null,
  content text not null default '',
  created_at timestamptz not null default now()
);
create index log_records_group on log_records(group_id, created_at);
create index log_records_operator on log_records(operator_id, created_at);

create table user_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  group_id uuid references groups(id) on delete cascade,
  title text not null,
  content text not null default '',
  read_status smallint not null default 0,
  created_at timestamptz not null default now()
);
create index user_messages_user on user_messages(user_id, created_at);

create table feedback_msgs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  group_id uuid references groups(id) on delete cascade,
  content text not null,
  contact text not null default '',
  reply text not null default '',
  read_status smallint not null default 0,
  created_at timestamptz not null default now()
);
create index feedback_msgs_user on feedback_msgs(user_id, created_at);
`;
