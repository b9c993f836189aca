import pkg from 'node-sql-parser';
import { refused } from './errors.js';
import type { SourceKind, Variables } from './types.js';

/**
 * The parsed-statement half of read-only enforcement (the other half is the read-only transaction each
 * SQL connector opens). A query passes only if it is ONE statement that parses as a SELECT in the
 * source's dialect, with no write anywhere inside it (writing CTEs, SELECT … INTO, locking reads), no
 * executable-comment trick (MySQL runs the body of `/*! … *\/`), and no call of a function known to write,
 * read the server's files, reach other servers, change settings or stall the server. Anything the parser
 * cannot read is refused: the guard fails closed.
 *
 * Variables are never spliced: `${name}` (also written `'${name}'`) becomes the dialect's placeholder
 * and the value travels as a bound parameter.
 */
const { Parser } = pkg;
const parser = new Parser();

const DIALECT: Record<string, string> = {
  mysql: 'MariaDB',
  postgreSQL: 'PostgresQL',
  sqlServer: 'TransactSQL',
  // node-sql-parser has no Oracle grammar; PostgreSQL's is the closest for plain SELECTs.
  oracle: 'PostgresQL',
};

const WRITE_TYPES = new Set([
  'insert',
  'update',
  'delete',
  'replace',
  'merge',
  'upsert',
  'create',
  'drop',
  'alter',
  'truncate',
  'rename',
  'grant',
  'revoke',
  'set',
  'lock',
  'unlock',
  'call',
  'exec',
  'execute',
  'use',
  'declare',
  'load_data',
  'transaction',
  'commit',
  'rollback',
  'copy',
  'do',
  'handler',
  'analyze',
  'vacuum',
]);

/** Functions refused in any dialect (lower case; a name ending in '*' is a prefix). */
const DENIED_FUNCTIONS = [
  // PostgreSQL: files, large objects, other servers, settings, server control, arbitrary SQL, stalls
  'lo_*',
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_*',
  'pg_stat_file',
  'pg_file_*',
  'pg_sleep*',
  'dblink*',
  'set_config',
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
  'pg_import_system_collations',
  'nextval',
  'setval',
  'query_to_xml*',
  'cursor_to_xml*',
  'table_to_xml*',
  'database_to_xml*',
  'schema_to_xml*',
  'query_to_json*',
  'copy',
  // MySQL / MariaDB
  'load_file',
  'sleep',
  'benchmark',
  'get_lock',
  'release_lock',
  'release_all_locks',
  'is_used_lock',
  'master_pos_wait',
  'source_pos_wait',
  'master_gtid_wait',
  'sys_exec',
  'sys_eval',
  'wait_for_executed_gtid_set',
  // SQL Server
  'openrowset',
  'opendatasource',
  'openquery',
  'openxml',
  'xp_*',
  'sp_*',
  // Oracle
  'dbms_*',
  'utl_*',
  'httpuritype',
  'sys.*',
];

function functionDenied(name: string): boolean {
  const n = name.toLowerCase().replace(/["`[\]]/g, '');
  const last = n.split('.').pop() ?? n;
  return DENIED_FUNCTIONS.some((d) =>
    d.endsWith('*') ? n.startsWith(d.slice(0, -1)) || last.startsWith(d.slice(0, -1)) : n === d || last === d,
  );
}

function functionName(node: Record<string, unknown>): string {
  const name = node.name;
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object') {
    const parts = (name as { name?: { value?: unknown }[]; schema?: { value?: unknown } }).name;
    const schema = (name as { schema?: { value?: unknown } }).schema?.value;
    if (Array.isArray(parts))
      return [schema, ...parts.map((p) => p.value)].filter((x) => typeof x === 'string').join('.');
  }
  return '';
}

const refuse = (zh: string, en: string, detail?: string) =>
  refused(`SQL 被拒绝：${zh}`, `SQL refused: ${en}`, detail);

function walk(node: unknown, depth = 0): void {
  if (depth > 200) throw refuse('语句嵌套过深', 'the statement is nested too deeply');
  if (Array.isArray(node)) {
    for (const n of node) walk(n, depth + 1);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  const type = typeof o.type === 'string' ? o.type.toLowerCase() : '';
  if (WRITE_TYPES.has(type)) throw refuse('只允许查询（SELECT）', 'only queries (SELECT) are allowed', type);
  if (type === 'function' || type === 'aggr_func') {
    const name = functionName(o);
    if (functionDenied(name)) throw refuse(`不允许调用函数 ${name}`, `the function ${name} is not allowed`);
  }
  if (type === 'select') {
    const into = o.into as { type?: unknown; expr?: unknown } | null | undefined;
    if (into && (into.type || into.expr))
      throw refuse('不允许 SELECT … INTO', 'SELECT … INTO is not allowed');
    if (o.locking_read || o.for_update || (typeof o.for === 'string' && /update|share/i.test(o.for)))
      throw refuse('不允许加锁读取', 'locking reads (FOR UPDATE / SHARE) are not allowed');
  }
  for (const v of Object.values(o)) if (v && typeof v === 'object') walk(v, depth + 1);
}

export interface BoundSql {
  /** The query with placeholders, trailing semicolons removed. */
  text: string;
  /** Values in placeholder order (positional) — names for mssql/oracle are p0, p1 … */
  params: unknown[];
}

const placeholderFor = (kind: SourceKind, i: number) =>
  kind === 'postgreSQL' ? `$${i + 1}` : kind === 'sqlServer' ? `@p${i}` : kind === 'oracle' ? `:p${i}` : '?';

/**
 * Replaces `${name}` and `'${name}'` outside string literals and comments by placeholders. A placeholder
 * inside a longer literal ('%${q}%') is refused with a hint, since it could only be spliced.
 */
export function bindVariables(kind: SourceKind, sql: string, vars: Variables): BoundSql {
  const params: unknown[] = [];
  let out = '';
  let i = 0;
  const add = (name: string) => {
    if (!(name in vars)) throw refuse(`变量 ${name} 没有值`, `the variable ${name} has no value`);
    const v = vars[name];
    params.push(v !== null && typeof v === 'object' ? JSON.stringify(v) : v);
    return placeholderFor(kind, params.length - 1);
  };
  while (i < sql.length) {
    const rest = sql.slice(i);
    const whole = /^'\$\{\s*([\w.-]+)\s*\}'/.exec(rest);
    if (whole) {
      out += add(whole[1]!);
      i += whole[0].length;
      continue;
    }
    const bare = /^\$\{\s*([\w.-]+)\s*\}/.exec(rest);
    if (bare) {
      out += add(bare[1]!);
      i += bare[0].length;
      continue;
    }
    const lit = /^('(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|--[^\n]*|\/\*[\s\S]*?\*\/)/.exec(rest);
    if (lit) {
      if (/\$\{/.test(lit[0]) && !lit[0].startsWith('--') && !lit[0].startsWith('/*'))
        throw refuse(
          '变量不能写在字符串中间，请把整个值作为变量（例如 LIKE ${q}，值为 %abc%）',
          'a variable cannot sit inside a longer string; make the whole value the variable (e.g. LIKE ${q} with the value %abc%)',
        );
      out += lit[0];
      i += lit[0].length;
      continue;
    }
    out += sql[i];
    i++;
  }
  return { text: out.replace(/[\s;]+$/, ''), params };
}

/** Throws `refused` unless the (bound) query is a single read-only SELECT in the kind's dialect. */
export function guardSql(kind: SourceKind, bound: BoundSql): void {
  const text = bound.text;
  if (!text.trim()) throw refuse('语句为空', 'the statement is empty');
  if (text.length > 100_000) throw refuse('语句过长', 'the statement is too long');
  // MySQL/MariaDB execute the body of /*! … */ and /*M! … */ comments; optimizer hints /*+ … */ can too.
  if (/\/\*\s*[!+]|\/\*M!/i.test(text))
    throw refuse('不允许可执行注释', 'executable comments (/*! … */, /*+ … */) are not allowed');
  if (kind === 'mysql' && /(^|[^'"\w])#/.test(text.replace(/'(?:[^'\\]|\\.)*'/g, "''")))
    throw refuse('请使用 -- 或 /* */ 注释', 'use -- or /* */ comments');
  // The parser needs literals where placeholders stand: it only judges, the bound text is what runs.
  const probe = text.replace(/\$\d+|@p\d+|:p\d+|\?/g, (m, off: number, s: string) =>
    /[\w$]/.test(s[off - 1] ?? '') ? m : '0',
  );
  let ast: unknown;
  try {
    ast = parser.astify(probe, { database: DIALECT[kind] ?? 'MySQL' });
  } catch (e) {
    throw refuse(
      '无法解析，只允许单条 SELECT 查询',
      'it could not be parsed; only a single SELECT query is allowed',
      (e as Error).message.slice(0, 200),
    );
  }
  const list = Array.isArray(ast) ? ast : [ast];
  if (list.length !== 1) throw refuse('只允许一条语句', 'only one statement is allowed');
  const stmt = list[0] as { type?: string };
  if (stmt.type !== 'select')
    throw refuse('只允许查询（SELECT）', 'only queries (SELECT) are allowed', stmt.type);
  walk(stmt);
}

/** Binds and guards in one step: what every SQL path calls before a connector sees the query. */
export function prepareSql(kind: SourceKind, sql: string, vars: Variables): BoundSql {
  const bound = bindVariables(kind, sql, vars);
  guardSql(kind, bound);
  return bound;
}
