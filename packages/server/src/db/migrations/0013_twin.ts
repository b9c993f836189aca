// Digital-twin platform mode: a group that is a twin tenant, with its tenant and space ids (modules/twin).
export default /* sql */ `
create table twin_tenants (
  group_id uuid primary key references groups(id) on delete cascade,
  tenant_id text not null,
  space_id text not null default '',
  updated_at timestamptz not null default now()
);
`;
