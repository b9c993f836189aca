/**
 * Functions no data-source query may call, in any dialect: they read or write the database server's
 * files, run programs, reach other servers, execute SQL text the guard never parsed, change settings,
 * control the server, or stall it. Lower case; a name ending in '*' is a prefix. A schema-qualified name
 * is judged by its whole spelling and by its last part, so `pg_catalog.pg_read_file` is refused too.
 * See docs/security.md, "Data sources and filters".
 */
export const DENIED_FUNCTIONS: readonly string[] = [
  // PostgreSQL: SQL text executed inside a function (the guard cannot parse what a string will run)
  'ts_stat',
  'ts_rewrite',
  'query_to_xml*',
  'cursor_to_xml*',
  'table_to_xml*',
  'database_to_xml*',
  'schema_to_xml*',
  'query_to_json*',
  'xpath_table',
  'crosstab*',
  'connectby',
  // PostgreSQL: files, programs, large objects, other servers
  'pg_read_*',
  'pg_ls_*',
  'pg_stat_file',
  'pg_file_*',
  'pg_logdir_ls',
  'pg_current_logfile',
  'lo_*',
  'loread',
  'lowrite',
  'dblink*',
  'copy',
  // PostgreSQL: settings, server control, locks, sequences, stalls
  'set_config',
  'pg_sleep*',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_advisory*',
  'pg_try_advisory*',
  'pg_notify',
  'pg_logical_*',
  'pg_create_*',
  'pg_drop_*',
  'pg_switch_wal',
  'pg_promote',
  'pg_replication_*',
  'pg_stat_reset*',
  'pg_stat_statements_reset',
  'pg_import_system_collations',
  'nextval',
  'setval',
  // MySQL / MariaDB
  'load_file',
  'sleep',
  'benchmark',
  'get_lock',
  'release_lock',
  'release_all_locks',
  'is_used_lock',
  'is_free_lock',
  'master_pos_wait',
  'source_pos_wait',
  'master_gtid_wait',
  'wait_for_executed_gtid_set',
  'wait_until_sql_thread_after_gtids',
  'sys_exec',
  'sys_eval',
  'sys_get',
  'sys_set',
  'lib_mysqludf_*',
  // SQL Server
  'openrowset',
  'opendatasource',
  'openquery',
  'openxml',
  'xp_*',
  'sp_*',
  'fn_xe_file_*',
  'fn_get_audit_file',
  'fn_trace_gettable',
  // Oracle
  'dbms_*',
  'utl_*',
  'httpuritype',
  'dburitype',
  'xdburitype',
  'sys.*',
];

/** Whether calling `name` (possibly schema-qualified, possibly quoted) is refused. */
export function functionDenied(name: string): boolean {
  const n = name.toLowerCase().replace(/["`[\]\s]/g, '');
  const last = n.split('.').pop() ?? n;
  return DENIED_FUNCTIONS.some((d) =>
    d.endsWith('*') ? n.startsWith(d.slice(0, -1)) || last.startsWith(d.slice(0, -1)) : n === d || last === d,
  );
}
