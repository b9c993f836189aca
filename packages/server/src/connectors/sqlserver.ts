import type { Socket } from 'node:net';
import mssql from 'mssql';
import {
  capRows,
  collectRows,
  mapConnectError,
  mapSqlError,
  type SqlDriver,
  type SqlLimits,
  type SqlTarget,
} from './sql.js';
import type { BoundSql } from './sqlGuard.js';
import { checkHost, connectPinned } from './target.js';

/**
 * SQL Server (kind sqlServer, code 4) through mssql (tedious). SQL Server has no read-only transaction,
 * so the guarded query runs inside a transaction that is always rolled back, with SET ROWCOUNT as the
 * row cap, the driver's requestTimeout as the statement timeout and the rows streamed against the byte
 * cap. Not verified against a live server
 * (none on the build machine): the config and batch builders and the error mapping are unit-tested.
 *
 * The server name stays the host as written (TLS server name and the login's server name, which Azure
 * needs), but the socket comes from our connector: the first hop goes to the checked address, and a
 * routing answer (Azure's redirect to another server) is judged by the same policy before it is followed.
 */
export function mssqlConnector(target: SqlTarget, limits: Pick<SqlLimits, 'connectTimeoutMs'>) {
  const first = target.cfg.host.trim().replace(/^\[|\]$/g, '');
  return async (opts: { host: string; port: number }): Promise<Socket> => {
    let address = target.address;
    if (opts.host !== first || opts.port !== target.cfg.port)
      address = (await checkHost(opts.host, target.policy)).address;
    return connectPinned(address, opts.port, limits.connectTimeoutMs);
  };
}

export function mssqlConfig(target: SqlTarget, limits: SqlLimits): mssql.config {
  const { cfg, password } = target;
  return {
    server: cfg.host,
    port: cfg.port,
    user: cfg.user,
    password,
    database: cfg.database,
    connectionTimeout: limits.connectTimeoutMs,
    requestTimeout: limits.timeoutMs,
    pool: { max: 1, min: 0, idleTimeoutMillis: 1000 },
    options: {
      encrypt: cfg.encrypt ?? true,
      trustServerCertificate: true,
      appName: 'twincanvas-data-source',
      // Typed loosely by mssql; tedious calls it as (connectOpts, lookup, signal).
      connector: mssqlConnector(target, limits) as unknown as () => Promise<Socket>,
    },
  };
}

/** The batch sent: the row cap, then the guarded query (its placeholders are @p0, @p1 …). */
export function mssqlBatch(
  bound: BoundSql,
  limits: SqlLimits,
): { text: string; inputs: [string, unknown][] } {
  const cap = limits.wrap === false ? '' : `SET ROWCOUNT ${Math.max(0, Math.floor(limits.maxRows)) + 1};\n`;
  return { text: `${cap}${bound.text}`, inputs: bound.params.map((v, i) => [`p${i}`, v]) };
}

/**
 * Runs the batch as a row stream (mssql's `stream` mode hands rows over one by one instead of keeping the
 * recordset), counted against the byte cap by collectRows; past it the request is cancelled on the
 * server (a TDS attention) and the connection is closed by the caller.
 */
export function streamMssql(req: mssql.Request, text: string, limits: SqlLimits): Promise<unknown[]> {
  req.stream = true;
  const rows = collectRows(req, limits, { row: 'row', end: 'done', stop: () => req.cancel() });
  void req.query(text);
  return rows;
}

export const runSqlServer: SqlDriver = async (target, bound, limits) => {
  const pool = new mssql.ConnectionPool(mssqlConfig(target, limits));
  pool.on('error', () => undefined);
  try {
    await pool.connect().catch((e: unknown) => {
      throw mapConnectError('sqlServer', e);
    });
    const tx = new mssql.Transaction(pool);
    await tx.begin();
    try {
      const req = new mssql.Request(tx);
      const batch = mssqlBatch(bound, limits);
      for (const [name, value] of batch.inputs) req.input(name, value);
      const started = performance.now();
      const rows = await streamMssql(req, batch.text, limits);
      return capRows(rows, limits.maxRows, performance.now() - started);
    } finally {
      await tx.rollback().catch(() => undefined);
    }
  } catch (e) {
    throw mapSqlError('sqlServer', e);
  } finally {
    await pool.close().catch(() => undefined);
  }
};
