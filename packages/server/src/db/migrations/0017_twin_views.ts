// Case and share views use their own stored tenant and space ids (docs/deployment.md#digital-twin-platform-mode): a share or case keeps
// the twin tenant and space its group had when it was published (null: the group was no twin tenant).
export default /* sql */ `
alter table project_shares add column twin_tenant_id text;
alter table project_shares add column twin_space_id text;
alter table cases add column twin_tenant_id text;
alter table cases add column twin_space_id text;
`;
