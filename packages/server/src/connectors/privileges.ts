import type { Bilingual } from '../http/messages.js';
import { runMysql } from './mysql.js';
import { runPostgres } from './postgres.js';
import type { SqlLimits, SqlTarget } from './sql.js';

/**
 * After a successful test connection: does the source's database user hold more than reading needs? A
 * superuser (PostgreSQL `rolsuper`, or membership of the roles that read files and run programs; MySQL
 * SUPER, FILE or ALL PRIVILEGES on *.*) is exactly what turns any hole in the SQL guard into a file read
 * or a program run, so the data-source screen warns and asks for a SELECT-only role (README). Our own
 * fixed query, not the person's: it goes to the driver directly (the guard would refuse SHOW-like SQL).
 */
export interface PrivilegeWarning {
  text: Bilingual;
  /** What was found: role or privilege names. */
  found: string[];
}

const PG_PROBE = `SELECT r.rolsuper AS super,
  array_remove(ARRAY[
    CASE WHEN r.rolsuper THEN 'SUPERUSER' END,
    CASE WHEN r.rolcreaterole THEN 'CREATEROLE' END,
    CASE WHEN pg_has_role(current_user, 'pg_read_server_files', 'MEMBER') THEN 'pg_read_server_files' END,
    CASE WHEN pg_has_role(current_user, 'pg_write_server_files', 'MEMBER') THEN 'pg_write_server_files' END,
    CASE WHEN pg_has_role(current_user, 'pg_execute_server_program', 'MEMBER') THEN 'pg_execute_server_program' END
  ], NULL) AS found
  FROM pg_roles r WHERE r.rolname = current_user`;

/** The current user's global privileges (USER_PRIVILEGES lists ALL PRIVILEGES one by one). */
const MYSQL_PROBE = `SELECT PRIVILEGE_TYPE AS p FROM information_schema.USER_PRIVILEGES
  WHERE GRANTEE = CONCAT('''', SUBSTRING_INDEX(CURRENT_USER(), '@', 1), '''@''',
                         SUBSTRING_INDEX(CURRENT_USER(), '@', -1), '''')`;
const MYSQL_DANGEROUS = ['SUPER', 'FILE', 'SHUTDOWN', 'PROCESS', 'CREATE USER', 'GRANT OPTION'];

function warning(found: string[]): PrivilegeWarning | null {
  if (found.length === 0) return null;
  const list = found.join(', ');
  return {
    found,
    text: {
      zh: `该数据库账号权限过大（${list}）。请为数据源创建只有 SELECT 权限的账号。`,
      en: `This database account has more rights than reading needs (${list}). Give the source a SELECT-only database role.`,
    },
  };
}

export async function privilegeWarning(
  kind: string,
  target: SqlTarget,
  limits: SqlLimits,
): Promise<PrivilegeWarning | null> {
  const own = { ...limits, wrap: false };
  if (kind === 'postgreSQL') {
    const res = await runPostgres(target, { text: PG_PROBE, params: [] }, own);
    const row = (res.data as { found?: string[] }[])[0];
    return warning(row?.found ?? []);
  }
  if (kind === 'mysql') {
    const res = await runMysql(target, { text: MYSQL_PROBE, params: [] }, own);
    const held = new Set((res.data as { p: string }[]).map((r) => r.p.toUpperCase()));
    return warning(MYSQL_DANGEROUS.filter((p) => held.has(p)));
  }
  return null;
}
