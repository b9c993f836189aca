// Per-resource grants (permission/*, resource/operate/check), trials (trial-user/*, trial/apply) and the
// registered video streams of the media proxy (media-proxy/add-stream). Web logs need no table: they are
// operation-log records of type 'web' (modules/logs).
export default /* sql */ `
create table resource_permissions (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  resource_type text not null,
  resource_id uuid not null,
  subject_type text not null,
  subject_id uuid not null,
  level smallint not null,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (group_id, resource_type, resource_id, subject_type, subject_id)
);
create index resource_permissions_subject on resource_permissions(group_id, subject_type, subject_id);

create table trials (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  kind text not null,
  status text not null,
  product text not null default '',
  company text not null default '',
  contact_name text not null default '',
  contact text not null default '',
  remark text not null default '',
  starts_at timestamptz,
  expires_at timestamptz,
  extended_times integer not null default 0,
  reminded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index trials_one_per_member on trials(group_id, user_id) where kind = 'user';
create index trials_group_user on trials(group_id, user_id);
create index trials_due on trials(expires_at) where reminded_at is null;

create table media_streams (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references groups(id) on delete cascade,
  token text not null unique,
  url text not null,
  kind text not null,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  unique (group_id, url)
);
`;
