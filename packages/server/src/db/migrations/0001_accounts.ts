// Accounts: users, groups (companies) with seats, roles with permission codes, refresh-token families.
export default /* sql */ `
create table users (
  id uuid primary key default gen_random_uuid(),
  account text not null unique,
  email text unique,
  phone text unique,
  user_name text not null,
  nick_name text not null,
  head_img text not null default '',
  sex smallint not null default -1,
  password_hash text not null,
  token_version integer not null default 0,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table groups (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  seats integer not null default 10 check (seats > 0),
  owner_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table group_members (
  group_id uuid not null references groups(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  account_state text not null default 'success',
  group_nick_name text,
  joined_at timestamptz not null default now(),
  primary key (group_id, user_id)
);
create index group_members_user on group_members(user_id);

create table roles (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  name text not null,
  is_default boolean not null default false,
  is_super boolean not null default false,
  created_at timestamptz not null default now(),
  unique (group_id, name)
);

create table role_permissions (
  role_id uuid not null references roles(id) on delete cascade,
  code text not null,
  primary key (role_id, code)
);

create table member_roles (
  group_id uuid not null,
  user_id uuid not null,
  role_id uuid not null references roles(id) on delete cascade,
  primary key (group_id, user_id, role_id),
  foreign key (group_id, user_id) references group_members(group_id, user_id) on delete cascade
);

create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  family_id uuid not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family on refresh_tokens(family_id);
`;
