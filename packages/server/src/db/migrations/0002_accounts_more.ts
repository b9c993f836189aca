// Accounts, part two: verification codes and their outbox, captchas, single-sign-on codes, per-group
// resource totals, invitations, user groups (named sets of members inside a company), plus a few columns.
export default /* sql */ `
alter table users add column is_system_admin boolean not null default false;
alter table groups add column description text not null default '';
alter table groups add column personal boolean not null default false;
alter table roles add column description text not null default '';

create table verification_codes (
  id uuid primary key default gen_random_uuid(),
  target text not null,
  purpose text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index verification_codes_target on verification_codes(target, purpose);

create table outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  target text not null,
  subject text not null,
  text text not null,
  created_at timestamptz not null default now()
);
create index outbox_created on outbox(created_at);

create table captchas (
  id uuid primary key default gen_random_uuid(),
  answer_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table sso_codes (
  id uuid primary key default gen_random_uuid(),
  code_hash text not null unique,
  user_id uuid not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table group_resources (
  group_id uuid not null references groups(id) on delete cascade,
  category text not null,
  total integer not null check (total >= 0),
  primary key (group_id, category)
);

create table invitations (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  inviter_id uuid references users(id) on delete set null,
  invitee_id uuid not null references users(id) on delete cascade,
  role_id uuid references roles(id) on delete set null,
  state text not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index invitations_invitee on invitations(invitee_id);

create table user_groups (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  name text not null,
  description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (group_id, name)
);

create table user_group_members (
  user_group_id uuid not null references user_groups(id) on delete cascade,
  group_id uuid not null,
  user_id uuid not null,
  primary key (user_group_id, user_id),
  foreign key (group_id, user_id) references group_members(group_id, user_id) on delete cascade
);
`;
