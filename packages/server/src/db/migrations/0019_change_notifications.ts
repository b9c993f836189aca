// Reads made on every request (the caller's rights, the data-source allow-list) are kept in memory and
// dropped when these tables change (db/changes.ts). Each changing transaction counts the change in
// tc_change_version (read by PostgreSQL servers) and notifies the table's name (heard by the embedded
// database's server before the write returns). The count is taken at commit (a deferred trigger), under
// one lock all counting transactions take first: held only while a transaction commits, when it waits on
// nothing else, so counting cannot deadlock with the transactions' other locks, and the new count is
// visible exactly with the change.
const watched = ['users', 'group_members', 'member_roles', 'roles', 'role_permissions', 'sys_base_config'];

export default /* sql */ `
create table tc_change_version (table_name text primary key, version bigint not null);
insert into tc_change_version values ${watched.map((t) => `('${t}', 0)`).join(', ')};
create function tc_note_change() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(774413);
  update tc_change_version set version = version + 1 where table_name = tg_table_name;
  perform pg_notify('tc_changes', tg_table_name);
  return null;
end $$;
${watched
  .map(
    (t) => `create constraint trigger ${t}_changed after insert or update or delete on ${t}
  deferrable initially deferred for each row execute function tc_note_change();
create trigger ${t}_truncated after truncate on ${t} for each statement execute function tc_note_change();`,
  )
  .join('\n')}
`;
