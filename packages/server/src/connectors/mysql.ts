import mysql from 'mysql2/promise';
import {
  capRows,
  limitWrap,
  mapConnectError,
  mapSqlError,
  type SqlDriver,
  type SqlLimits,
  type SqlTarget,
} from './sql.js';

/**
 * MySQL / MariaDB (kind mysql, code 1) through mysql2. LOCAL INFILE is off twice over: the LOCAL_FILES
 * capability flag is cleared, and no infileStreamFactory is given, so the client cannot send a file even
 * if a server asks. One statement per call (multipleStatements off), a session statement time limit
 * (MariaDB max_statement_time / MySQL max_execution_time) plus the client's own timeout, and the query
 * runs inside START TRANSACTION READ ONLY, rolled back afterwards. It connects to the checked address
 * (target.address), never to the name (no TLS here, so no server name to keep).
 */
export function mysqlOptions(
  { cfg, password, address }: SqlTarget,
  limits: SqlLimits,
): mysql.ConnectionOptions {
  return {
    host: address,
    port: cfg.port,
    user: cfg.user,
    password,
    database: cfg.database,
    connectTimeout: limits.connectTimeoutMs,
    multipleStatements: false,
    flags: ['-LOCAL_FILES', '-MULTI_STATEMENTS'],
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
  };
}

export const runMysql: SqlDriver = async (target, bound, limits) => {
  let conn: mysql.Connection | undefined;
  try {
    conn = await mysql.createConnection(mysqlOptions(target, limits)).catch((e: unknown) => {
      throw mapConnectError('mysql', e);
    });
    const seconds = Math.max(1, Math.ceil(limits.timeoutMs / 1000));
    await conn
      .query(`SET SESSION max_statement_time = ${seconds}`)
      .catch(() => conn!.query(`SET SESSION max_execution_time = ${seconds * 1000}`).catch(() => undefined));
    await conn.query('START TRANSACTION READ ONLY');
    const sql = limits.wrap === false ? bound.text : limitWrap(bound.text, limits.maxRows);
    const queryStart = performance.now();
    const [rows] = await conn.query({ sql, values: bound.params, timeout: limits.timeoutMs });
    const ms = performance.now() - queryStart;
    await conn.query('ROLLBACK');
    return capRows(Array.isArray(rows) ? (rows as unknown[]) : [], limits.maxRows, ms);
  } catch (e) {
    throw mapSqlError('mysql', e);
  } finally {
    // A timed-out connection may be mid-query: destroy rather than wait for a polite end.
    if (conn) conn.destroy();
  }
};
