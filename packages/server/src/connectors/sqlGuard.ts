import { loadModule, parseSync } from 'libpg-query';
import pkg from 'node-sql-parser';
import { refused } from './errors.js';
import { functionDenied } from './sqlDeny.js';
import { guardOracle } from './sqlGuardOracle.js';
import { assertNoDeniedCall, lexSql } from './sqlLexer.js';
import type { SourceKind, Variables } from './types.js';

/**
 * The parsed-statement half of read-only enforcement (the other half is the read-only transaction each
 * SQL connector opens, and the SELECT-only database role the README asks admins to give a source). A
 * query passes only if it is ONE statement that a real parser of the source's dialect reads completely
 * as a SELECT, with no write anywhere inside it (writing CTEs, SELECT … INTO, locking reads) and no call
 * of a denied function (sqlDeny.ts) anywhere in the tree. PostgreSQL is read by PostgreSQL's own parser
 * (libpg-query); MySQL/MariaDB and SQL Server by node-sql-parser, Oracle by Oracle's own grammar
 * (sqlGuardOracle.ts, loaded on first use), each after sqlLexer.ts has removed the comments the way
 * that server would, so the parsed text and the executed text are the same text.
 * Anything a parser cannot read is refused: the guard fails closed. See docs/security.md.
 *
 * Variables are never spliced: `${name}` (also written `'${name}'`) becomes the dialect's placeholder
 * and the value travels as a bound parameter.
 */
const { Parser } = pkg;
const parser = new Parser();
// The PostgreSQL parser is WebAssembly: loaded once, before the first query is judged.
await loadModule();

const DIALECT: Record<string, string> = {
  mysql: 'MariaDB',
  sqlServer: 'TransactSQL',
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

/** node-sql-parser's tree (MySQL/MariaDB, SQL Server). */
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
  /**
   * Whether the outermost query has its own LIMIT / FETCH (set by the guard). Without one, the row cap
   * is appended as the query's own LIMIT (the user's ORDER BY then holds on every database); with one,
   * the query is wrapped — its inner LIMIT keeps the ORDER BY meaningful there too.
   */
  limited?: boolean;
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

const PG_SELECT = 'SelectStmt';

/**
 * PostgreSQL's own tree (libpg-query): every node is `{NodeType: {…}}`. Any statement node other than a
 * SELECT (a writing CTE holds an InsertStmt/UpdateStmt/DeleteStmt/MergeStmt), SELECT … INTO, a locking
 * clause, or a call of a denied function anywhere is refused.
 */
function walkPg(node: unknown, depth = 0): void {
  if (depth > 500) throw refuse('语句嵌套过深', 'the statement is nested too deeply');
  if (Array.isArray(node)) {
    for (const n of node) walkPg(n, depth + 1);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key.endsWith('Stmt') && key !== PG_SELECT)
      throw refuse('只允许查询（SELECT）', 'only queries (SELECT) are allowed', key);
    if (key === PG_SELECT && value && typeof value === 'object') {
      const sel = value as { intoClause?: unknown; lockingClause?: unknown };
      if (sel.intoClause) throw refuse('不允许 SELECT … INTO', 'SELECT … INTO is not allowed');
      if (sel.lockingClause)
        throw refuse('不允许加锁读取', 'locking reads (FOR UPDATE / SHARE) are not allowed');
    }
    if (key === 'FuncCall' && value && typeof value === 'object') {
      const parts = (value as { funcname?: { String?: { sval?: string } }[] }).funcname ?? [];
      const name = parts.map((p) => p.String?.sval ?? '').join('.');
      if (functionDenied(name)) throw refuse(`不允许调用函数 ${name}`, `the function ${name} is not allowed`);
    }
    if (value && typeof value === 'object') walkPg(value, depth + 1);
  }
}

function guardPostgres(text: string): boolean {
  let tree: { stmts?: { stmt?: Record<string, unknown> }[] };
  try {
    tree = parseSync(text) as typeof tree;
  } catch (e) {
    throw refuse(
      '无法解析，只允许单条 SELECT 查询',
      'it could not be parsed; only a single SELECT query is allowed',
      (e as Error).message.slice(0, 200),
    );
  }
  const stmts = tree.stmts ?? [];
  if (stmts.length !== 1) throw refuse('只允许一条语句', 'only one statement is allowed');
  const stmt = stmts[0]!.stmt ?? {};
  const select = stmt[PG_SELECT] as { limitCount?: unknown; limitOption?: string } | undefined;
  if (!select)
    throw refuse('只允许查询（SELECT）', 'only queries (SELECT) are allowed', Object.keys(stmt)[0]);
  walkPg(stmt);
  return (
    Boolean(select.limitCount) || (select.limitOption ?? 'LIMIT_OPTION_DEFAULT') !== 'LIMIT_OPTION_DEFAULT'
  );
}

function guardOther(kind: SourceKind, text: string): boolean {
  // The lexer ran before binding (prepareSql); this pass only catches what binding could not change.
  assertNoDeniedCall(lexSql(kind, text).masked);
  // The parser needs literals where placeholders stand: it only judges, the bound text is what runs.
  const probe = text.replace(/@p\d+|:p\d+|\?/g, (m, off: number, s: string) =>
    /[\w$]/.test(s[off - 1] ?? '') ? m : '0',
  );
  let ast: unknown;
  try {
    ast = parser.astify(probe, { database: DIALECT[kind] ?? 'MariaDB' });
  } catch (e) {
    throw refuse(
      '无法解析，只允许单条 SELECT 查询',
      'it could not be parsed; only a single SELECT query is allowed',
      (e as Error).message.slice(0, 200),
    );
  }
  const list = Array.isArray(ast) ? ast : [ast];
  if (list.length !== 1) throw refuse('只允许一条语句', 'only one statement is allowed');
  const stmt = list[0] as { type?: string; limit?: { value?: unknown[] } | null; top?: unknown };
  if (stmt.type !== 'select')
    throw refuse('只允许查询（SELECT）', 'only queries (SELECT) are allowed', stmt.type);
  walk(stmt);
  return (Array.isArray(stmt.limit?.value) && stmt.limit.value.length > 0) || Boolean(stmt.top);
}

/**
 * Throws `refused` unless the (bound) query is a single read-only SELECT in the kind's dialect; sets
 * `bound.limited` for the row cap.
 */
export async function guardSql(kind: SourceKind, bound: BoundSql): Promise<void> {
  const text = bound.text;
  if (!text.trim()) throw refuse('语句为空', 'the statement is empty');
  if (text.length > 100_000) throw refuse('语句过长', 'the statement is too long');
  if (kind === 'oracle') {
    // The name scan first: it needs no grammar and names the refused call.
    assertNoDeniedCall(lexSql(kind, text).masked);
    bound.limited = (await guardOracle(text)).limited;
    return;
  }
  bound.limited = kind === 'postgreSQL' ? guardPostgres(text) : guardOther(kind, text);
}

/**
 * Binds and guards in one step: what every SQL path calls before a connector sees the query. For the
 * dialects read by sqlLexer.ts, the comment-free text it answers is what is bound, judged and run.
 */
export async function prepareSql(kind: SourceKind, sql: string, vars: Variables): Promise<BoundSql> {
  const bound = bindVariables(kind, lexSql(kind, sql).text, vars);
  await guardSql(kind, bound);
  return bound;
}
