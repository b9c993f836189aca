import oracledb from 'oracledb';
import { openOracleRelay, type OracleRelay } from './oracleRelay.js';
import type { BoundSql } from './sqlGuard.js';
import {
  capRows,
  collectRows,
  mapConnectError,
  mapSqlError,
  type SqlDriver,
  type SqlLimits,
  type SqlTarget,
} from './sql.js';

/**
 * Oracle (kind oracle, code 3) through oracledb in thin mode (no client libraries). `sidOrService`
 * says whether the database field is a SID or a service name. SET TRANSACTION READ ONLY, the driver's
 * callTimeout as the statement timeout, and the rows streamed against the row and byte caps. Not verified against a live server
 * (none on the build machine): the connect-string builder, the relay and the error mapping are
 * unit-tested. The driver is pointed at a loopback relay (oracleRelay.ts) that connects to the checked
 * address and judges listener redirects, since thin mode offers no socket hook of its own.
 */
export function oracleConnectString(
  { cfg }: Pick<SqlTarget, 'cfg'>,
  at: { host: string; port: number } = { host: cfg.host, port: cfg.port },
): string {
  const host = /[()=]/.test(cfg.host) || /[()=]/.test(at.host) ? '' : at.host.trim();
  const db = cfg.database.trim().replace(/[()=\s]/g, '');
  if (!host || !db) return '';
  if (cfg.sidOrService === 'sid')
    return `(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=${host})(PORT=${at.port}))(CONNECT_DATA=(SID=${db})))`;
  return `${host.includes(':') ? `[${host}]` : host}:${at.port}/${db}`;
}

/**
 * The query as oracledb's row stream (an object-mode Readable fetching 100 rows a round trip), counted
 * against the byte cap by collectRows. queryStream ignores maxRows, so the stream is also ended after
 * maxRows + 1 rows; destroying it closes the server-side cursor.
 */
export function streamOracle(
  conn: Pick<oracledb.Connection, 'queryStream'>,
  bound: BoundSql,
  limits: SqlLimits,
) {
  const stream = conn.queryStream<Record<string, unknown>>(bound.text, bound.params, {
    outFormat: oracledb.OUT_FORMAT_OBJECT,
    fetchArraySize: 100,
  });
  return collectRows(stream, limits, {
    row: 'data',
    end: 'end',
    stop: () => stream.destroy(),
    stopAtRowCap: limits.wrap !== false,
  });
}

export const runOracle: SqlDriver = async (target, bound, limits) => {
  let conn: oracledb.Connection | undefined;
  let relay: OracleRelay | undefined;
  try {
    relay = await openOracleRelay(
      target.address,
      target.cfg.port,
      target.policy.allow,
      limits.connectTimeoutMs,
    );
    const opened = relay;
    conn = await oracledb
      .getConnection({
        user: target.cfg.user,
        password: target.password,
        connectString: oracleConnectString(target, { host: '127.0.0.1', port: relay.port }),
        connectTimeout: Math.ceil(limits.connectTimeoutMs / 1000),
      })
      .catch((e: unknown) => {
        // The relay knows the real cause (a refused redirect, the upstream's refusal); the driver only
        // saw its loopback socket close.
        throw mapConnectError('oracle', opened.failure() ?? e);
      });
    conn.callTimeout = limits.timeoutMs;
    await conn.execute('SET TRANSACTION READ ONLY');
    const started = performance.now();
    const rows = await streamOracle(conn, bound, limits);
    const ms = performance.now() - started;
    await conn.rollback();
    return capRows(rows, limits.maxRows, ms);
  } catch (e) {
    throw mapSqlError('oracle', e);
  } finally {
    await conn?.close().catch(() => undefined);
    relay?.close();
  }
};
