import pg from 'pg';
import {
  capQuery,
  capRows,
  mapConnectError,
  mapSqlError,
  collectRows,
  type SqlDriver,
  type SqlLimits,
} from './sql.js';
import type { BoundSql } from './sqlGuard.js';

/**
 * PostgreSQL (kind postgreSQL, code 5) through pg. The session starts read-only
 * (default_transaction_read_only) with statement_timeout set at connect, and standard_conforming_strings
 * on — the string rules the guard's parser (PostgreSQL's own) reads with. The query runs inside
 * BEGIN READ ONLY … ROLLBACK with bound parameters over the extended protocol, which carries one
 * statement only; rows are streamed and counted against the byte cap. It connects to the checked address
 * (target.address), never to the name.
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
    // No query_timeout: pg applies it by installing a callback, which would stop the row stream (see
    // streamRows, which keeps its own clock for a server that ignores statement_timeout).
    application_name: 'twincanvas-data-source',
    options: '-c default_transaction_read_only=on -c standard_conforming_strings=on',
  });
  // An error after the query (server closing the connection) must not crash the process.
  client.on('error', () => undefined);
  const state = { dropped: false };
  try {
    await client.connect().catch((e: unknown) => {
      throw mapConnectError('postgreSQL', e);
    });
    await client.query('BEGIN READ ONLY');
    const started = performance.now();
    const rows = await streamRows(client, bound, limits, state);
    const ms = performance.now() - started;
    await client.query('ROLLBACK');
    return capRows(rows, limits.maxRows, ms);
  } catch (e) {
    throw mapSqlError('postgreSQL', e);
  } finally {
    // A dropped connection never answers end() politely.
    if (!state.dropped) await client.end().catch(() => undefined);
  }
};

function streamRows(
  client: pg.Client,
  bound: BoundSql,
  limits: SqlLimits,
  state: { dropped: boolean },
): Promise<unknown[]> {
  const text = limits.wrap === false ? bound.text : capQuery(bound, limits.maxRows);
  const query = new pg.Query({ text, values: bound.params });
  // A 'row' listener (collectRows adds one) makes pg hand rows over one by one instead of keeping them.
  const rows = collectRows(query, limits, {
    row: 'row',
    end: 'end',
    stop: () => {
      state.dropped = true;
      dropConnection(client);
    },
    clockMs: limits.timeoutMs + 1000,
  });
  void client.query(query);
  return rows;
}

/** Stops an answer mid-stream: the server ends the query when its socket goes. */
function dropConnection(client: pg.Client): void {
  // Not public API: the client's socket. end() would wait for the rest of the answer.
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}
