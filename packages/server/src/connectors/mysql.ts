import type { Connection as CoreConnection } from 'mysql2';
import mysql from 'mysql2/promise';
import {
  capRows,
  capQuery,
  mapConnectError,
  mapSqlError,
  collectRows,
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

/**
 * The session's sql_mode, pinned: the guard's lexer reads strings with backslash escapes and "…" as
 * strings, so NO_BACKSLASH_ESCAPES and ANSI_QUOTES must be off whatever the server's default says.
 */
export const MYSQL_SQL_MODE = 'STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION';

export const runMysql: SqlDriver = async (target, bound, limits) => {
  let conn: mysql.Connection | undefined;
  try {
    conn = await mysql.createConnection(mysqlOptions(target, limits)).catch((e: unknown) => {
      throw mapConnectError('mysql', e);
    });
    await conn.query(`SET SESSION sql_mode = '${MYSQL_SQL_MODE}'`);
    const seconds = Math.max(1, Math.ceil(limits.timeoutMs / 1000));
    await conn
      .query(`SET SESSION max_statement_time = ${seconds}`)
      .catch(() => conn!.query(`SET SESSION max_execution_time = ${seconds * 1000}`).catch(() => undefined));
    await conn.query('START TRANSACTION READ ONLY');
    const sql = limits.wrap === false ? bound.text : capQuery(bound, limits.maxRows);
    const queryStart = performance.now();
    const rows = await streamRows(conn, sql, bound.params, limits);
    const ms = performance.now() - queryStart;
    await conn.query('ROLLBACK');
    return capRows(rows, limits.maxRows, ms);
  } catch (e) {
    throw mapSqlError('mysql', e);
  } finally {
    // A timed-out or abandoned connection may be mid-query: destroy rather than wait for a polite end.
    if (conn) conn.destroy();
  }
};

/** Rows one by one from the core connection, counted against the byte cap as they arrive. */
function streamRows(
  conn: mysql.Connection,
  sql: string,
  values: unknown[],
  limits: SqlLimits,
): Promise<unknown[]> {
  // The promise wrapper buffers whole answers; its core connection streams rows (typed loosely).
  const core = (conn as unknown as { connection: CoreConnection }).connection;
  const query = core.query({ sql, values, timeout: limits.timeoutMs });
  return collectRows(query, limits, { row: 'result', end: 'end', stop: () => conn.destroy() });
}
