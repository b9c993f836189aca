import { ConnectorError, LIMITS, refused, upstream } from './errors.js';
import type { BoundSql } from './sqlGuard.js';
import { checkHost, type AddressPolicy } from './target.js';
import type { RunResult, SourceKind, SqlConfig } from './types.js';

/**
 * What the SQL connectors share. Each driver file (mysql, postgres, sqlserver, oracle) opens one
 * connection per request, runs the guarded query inside a read-only transaction where the database has
 * one (SQL Server has none: its transaction is always rolled back), under a statement timeout, fetching
 * at most maxRows + 1 rows to tell the caller the answer was cut, and closes the connection.
 */
export interface SqlTarget {
  cfg: SqlConfig;
  password: string;
  /**
   * The address checkHost judged for cfg.host: drivers connect to this and never resolve cfg.host
   * themselves (DNS rebinding). Build targets with pinTarget.
   */
  address: string;
  /** Judges a second hop a server asks for (SQL Server routing, Oracle listener redirects). */
  policy: AddressPolicy;
}

/** Judges the source's host under the address policy and answers the target pinned to that address. */
export async function pinTarget(cfg: SqlConfig, password: string, policy: AddressPolicy): Promise<SqlTarget> {
  const { address } = await checkHost(cfg.host, policy);
  return { cfg, password, address, policy };
}

export interface SqlLimits {
  maxRows: number;
  /** Bytes of the answer (its rows as JSON) read before the query is abandoned with a clear error. */
  maxBytes: number;
  timeoutMs: number;
  connectTimeoutMs: number;
  /**
   * false only in tests that prove the read-only transaction refuses a write on its own (the guard would
   * refuse it first, and the row-cap wrapper would make it a syntax error).
   */
  wrap?: boolean;
}

export const DEFAULT_SQL_LIMITS: SqlLimits = {
  maxRows: LIMITS.sqlMaxRows,
  maxBytes: LIMITS.sqlMaxBytes,
  timeoutMs: LIMITS.sqlTimeoutMs,
  connectTimeoutMs: LIMITS.sqlConnectTimeoutMs,
};

export type SqlDriver = (target: SqlTarget, bound: BoundSql, limits: SqlLimits) => Promise<RunResult>;

/**
 * The row cap as SQL (MySQL, PostgreSQL). A query without its own LIMIT gets the cap as its own LIMIT,
 * so its ORDER BY holds (MariaDB drops an ORDER BY inside a derived table that has no LIMIT); a query
 * with one is wrapped, and its inner LIMIT keeps its ORDER BY meaningful. The text has no trailing
 * semicolon, and a trailing `--` comment ends at the newline.
 */
export function capQuery(bound: BoundSql, maxRows: number): string {
  const cap = Math.max(0, Math.floor(maxRows)) + 1;
  if (bound.limited === false) return `${bound.text}\nLIMIT ${cap}`;
  return `SELECT * FROM (\n${bound.text}\n) tc_rows LIMIT ${cap}`;
}

const tooLarge = (maxBytes: number) =>
  upstream(
    `查询结果超过 ${Math.round(maxBytes / 1024 / 1024)} MB 上限，请减少列或行（例如加上 WHERE 或 LIMIT）`,
    `The query answer is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit; select fewer columns or rows (add a WHERE or LIMIT)`,
  );

function jsonBytes(row: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(row) ?? '');
  } catch {
    // A value JSON cannot write (a BigInt): counted by its text.
    return Buffer.byteLength(String(row));
  }
}

/**
 * Rows as a driver streams them, counted in bytes as they arrive: past maxBytes it throws, and the
 * driver drops the connection — the answer is never held whole. Past maxRows + 1 rows it stops keeping.
 */
export class RowCollector {
  readonly rows: unknown[] = [];
  private bytes = 0;
  constructor(private readonly limits: Pick<SqlLimits, 'maxRows' | 'maxBytes'>) {}
  /** Throws the byte-cap error when this row takes the answer over the cap. */
  add(row: unknown): void {
    this.bytes += jsonBytes(row);
    if (this.bytes > this.limits.maxBytes) throw tooLarge(this.limits.maxBytes);
    if (this.rows.length <= this.limits.maxRows) this.rows.push(row);
  }
}

/** A driver's row stream: an event emitter (mysql2, pg, mssql) or an object-mode Readable (oracledb). */
export interface RowStream {
  on(event: string, listener: (value: unknown) => void): unknown;
}

export interface RowStreamOptions {
  /** The event carrying one row ('row', 'result', 'data') and the one saying the answer is complete. */
  row: string;
  end: string;
  /**
   * Ends the answer early (drops the connection, cancels the request, destroys the stream): called past
   * the byte cap, after maxRows + 1 rows when `stopAtRowCap`, and when the clock runs out.
   */
  stop: () => void;
  /** For drivers whose query carries no row cap of its own (Oracle's queryStream ignores maxRows). */
  stopAtRowCap?: boolean;
  /** A clock of our own for drivers whose server-side timeout may not hold (ms; none when absent). */
  clockMs?: number;
}

/**
 * The one way every SQL connector reads an answer: rows counted in bytes as they arrive (RowCollector),
 * so an answer over the byte cap is abandoned mid-stream and never held whole, on every dialect.
 */
export function collectRows(
  stream: RowStream,
  limits: Pick<SqlLimits, 'maxRows' | 'maxBytes'>,
  opts: RowStreamOptions,
): Promise<unknown[]> {
  const collector = new RowCollector(limits);
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (e?: unknown) => {
      if (settled) return;
      settled = true;
      if (clock) clearTimeout(clock);
      if (e === undefined) resolve(collector.rows);
      else reject(e);
    };
    const clock =
      opts.clockMs === undefined
        ? null
        : setTimeout(() => {
            if (settled) return;
            opts.stop();
            finish(new Error('query timed out'));
          }, opts.clockMs);
    stream.on(opts.row, (row) => {
      if (settled) return;
      try {
        collector.add(row);
      } catch (e) {
        opts.stop();
        finish(e);
        return;
      }
      if (opts.stopAtRowCap && collector.rows.length > limits.maxRows) {
        opts.stop();
        finish();
      }
    });
    stream.on('error', (e) => finish(e ?? new Error('the query failed')));
    stream.on(opts.end, () => finish());
  });
}

export function capRows<T>(rows: T[], maxRows: number, upstreamMs: number): RunResult {
  const truncated = rows.length > maxRows;
  const kept = truncated ? rows.slice(0, maxRows) : rows;
  const first = kept[0];
  const columns = first && typeof first === 'object' ? Object.keys(first) : [];
  return { data: kept, meta: { upstreamMs, rows: kept.length, truncated, columns } };
}

interface DriverError {
  code?: string | number;
  errno?: number;
  number?: number;
  errorNum?: number;
  message?: string;
}

function facts(e: unknown) {
  const err = (e ?? {}) as DriverError;
  const msg = String(err.message ?? e);
  const code = String(err.code ?? '');
  const num = Number(err.errno ?? err.number ?? err.errorNum ?? NaN);
  const is = (re: RegExp) => re.test(msg) || re.test(code);
  return { msg, num, is };
}

const isLoginError = ({ is, num }: ReturnType<typeof facts>) =>
  is(/ELOGIN|ER_ACCESS_DENIED|28P01|28000|password authentication|Login failed|ORA-01017|Access denied/i) ||
  [1045, 18456, 1017].includes(num);
const isNoDatabase = ({ is, num }: ReturnType<typeof facts>) =>
  is(/ER_BAD_DB_ERROR|3D000|does not exist|Cannot open database|ORA-12514|ORA-12505|NJS-518/i) ||
  [1049, 4060].includes(num);

/**
 * A failure before the session is open (connect, TLS, handshake, login). One message for refused, timed
 * out, reset, unreachable, a stranger's banner or TLS failure alike — the data panel must not become a
 * port scanner — with the driver's words for the server log only. A login refusal is told apart (the
 * person can fix it, and only a real database server says it), but without the server's own text.
 */
export function mapConnectError(kind: SourceKind, e: unknown): ConnectorError {
  // Our own refusal (a redirect to a private address) may come back wrapped by the driver.
  for (let c: unknown = e, i = 0; c && i < 4; i++) {
    if (c instanceof ConnectorError) return c;
    c =
      (c as { cause?: unknown; originalError?: unknown }).cause ??
      (c as { originalError?: unknown }).originalError;
  }
  const f = facts(e);
  const log = `${kind}: ${f.msg}`;
  if (isLoginError(f))
    return upstream('数据库用户名或密码错误', 'Wrong database user name or password', undefined, log);
  if (isNoDatabase(f)) return upstream('数据库不存在', 'The database does not exist', undefined, log);
  return upstream('无法连接数据库', 'The database could not be reached', undefined, log);
}

/**
 * Errors of an open session into messages a person can act on. Passwords never appear in driver
 * messages; the detail is the database's answer to the person's own SQL, for the data panel.
 */
export function mapSqlError(kind: SourceKind, e: unknown): ConnectorError {
  if (e instanceof ConnectorError) return e;
  const { msg, num, is } = facts(e);
  if (is(/read[- ]only|ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION|25006/i) || num === 1792)
    return refused('只读连接不允许写入', 'Writes are refused on the read-only connection', msg);
  if (
    is(
      /ETIMEOUT|timeout|timed out|statement_timeout|canceling statement|max_statement_time|max_execution_time|NJS-040|DPI-1067|ORA-01013/i,
    ) ||
    [1969, 3024].includes(num)
  )
    return upstream('查询超时', 'The query timed out', msg);
  if (
    is(
      /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ESOCKET|ECONNRESET|NJS-503|NJS-500|NJS-501|ORA-12541|getaddrinfo/i,
    )
  )
    // The connection dropped mid-session: still nothing about the network in the message.
    return upstream('无法连接数据库', 'The database could not be reached', undefined, `${kind}: ${msg}`);
  if (is(/syntax|ER_PARSE_ERROR|42601|ORA-00900|ORA-00933|Incorrect syntax/i) || [1064, 102].includes(num))
    return upstream('SQL 语法错误', 'SQL syntax error', msg);
  if (is(/ER_NO_SUCH_TABLE|42P01|Invalid object name|ORA-00942/i) || [1146, 208, 942].includes(num))
    return upstream('表不存在', 'The table does not exist', msg);
  return upstream('查询失败', 'The query failed', msg);
}

const APP_DB_REFUSAL = () =>
  refused(
    '不允许把应用自己的数据库作为数据源',
    "The application's own database cannot be used as a data source",
  );

/**
 * Refuses a source that names the application's own database (DATABASE_URL): same port, same database
 * name and a host that is the same name or resolves to one of the same addresses. The embedded PGlite
 * listens on no port, so it cannot be named at all.
 */
export async function assertNotAppDatabase(
  cfg: SqlConfig,
  databaseUrl: string | undefined,
  resolve: (host: string) => Promise<string[]>,
): Promise<void> {
  if (!databaseUrl) return;
  let app: URL;
  try {
    app = new URL(databaseUrl);
  } catch {
    return;
  }
  const appPort = Number(app.port || 5432);
  const appDb =
    decodeURIComponent(app.pathname.replace(/^\//, '')) || decodeURIComponent(app.username) || 'postgres';
  if (Number(cfg.port) !== appPort || cfg.database.trim().toLowerCase() !== appDb.toLowerCase()) return;
  const a = cfg.host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const b = app.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (a === b) throw APP_DB_REFUSAL();
  const [ra, rb] = await Promise.all([resolve(a).catch(() => [a]), resolve(b).catch(() => [b])]);
  const local = (x: string) => /^127\.|^::1$|^0\.0\.0\.0$|^::$/.test(x);
  if (ra.some((x) => rb.includes(x) || (local(x) && rb.some(local)))) throw APP_DB_REFUSAL();
}
