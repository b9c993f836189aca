// Share links of projects (docs/reference.md#workspace, docs/reference.md#api, PUT/POST/GET project/share/v2). A share id is
// 192 random bits in base64url; the optional password is stored as a scrypt hash (lib/password). A
// project has at most one live share: revoking sets revoked_at, and `version` grows whenever the password
// changes, so share sessions signed for an older version stop working at once.
export default /* sql */ `
create table project_shares (
  id text primary key,
  project_id uuid not null references projects(id) on delete cascade,
  group_id uuid not null references groups(id) on delete cascade,
  share_type integer not null default 10000,
  password_hash text,
  expires_at timestamptz,
  version integer not null default 1,
  revoked_at timestamptz,
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index project_shares_live on project_shares(project_id) where revoked_at is null;
create index project_shares_group on project_shares(group_id);
`;
