import pg from 'pg';
import { capRows, limitWrap, mapConnectError, mapSqlError, type SqlDriver } from './sql.js';

/**
 * PostgreSQL (kind postgreSQL, code 5) through pg. The session starts read-only
 * (default_transaction_read_only) with statement_timeout set at connect, and the query runs inside
 * BEGIN READ ONLY … ROLLBACK with bound parameters over the extended protocol, which carries one
 * statement only. It connects to the checked address (target.address), never to the name.
 */
export const runPostgres: SqlDriver = async ({ cfg, password, address }, bound, limits) => {
  const client = new pg.Client({
    host: address,
    port: cfg.port,
    user: cfg.user,
    password,
    database: cfg.database,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.timeoutMs,
    query_timeout: limits.timeoutMs + 1000,
    application_name: 'twincanvas-data-source',
    options: '-c default_transaction_read_only=on',
  });
  // An error after the query (server closing the connection) must not crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect().catch((e: unknown) => {
      throw mapConnectError('postgreSQL', e);
    });
    await client.query('BEGIN READ ONLY');
    const text = limits.wrap === false ? bound.text : limitWrap(bound.text, limits.maxRows);
    const started = performance.now();
    const res = await client.query({ text, values: bound.params });
    const ms = performance.now() - started;
    await client.query('ROLLBACK');
    return capRows(res.rows as unknown[], limits.maxRows, ms);
  } catch (e) {
    throw mapSqlError('postgreSQL', e);
  } finally {
    await client.end().catch(() => undefined);
  }
};
