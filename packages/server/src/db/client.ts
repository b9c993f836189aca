import { isIP } from 'node:net';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { ChangeFeedError, pgliteChanges, postgresChanges, watchChanges } from './changes.js';

export type Schema = typeof schema;
/** The one database type the services see: the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The raw SQL the migrator needs; both drivers provide it. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: SqlRunner;
  /** Runs fn on one connection (session-level locks and multi-statement transactions need that). */
  withConnection<T>(fn: (sql: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * Embedded PGlite only: the whole data folder as a tar (gzipped unless told otherwise: the tests'
   * template is loaded uncompressed), taken between transactions (none is half-way), for `npm run
   * backup` while the server runs (db/control.ts). PostgreSQL has pg_dump.
   */
  snapshot?: (compression?: 'gzip' | 'none') => Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; undefined keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
  /** In-memory PGlite only: start from this data folder dump instead of running initdb (tests' template). */
  pgliteDump?: Blob | undefined;
  /**
   * Told about connections PostgreSQL dropped (restart, failover, pg_terminate_backend); default: stderr.
   * An idle session's drop is reported twice (by its client and by the pool), so `session` says which.
   */
  onConnectionError?: ((err: Error, session: pg.ClientBase) => void) | undefined;
}

/**
 * A connection PostgreSQL drops emits 'error' on its client (and, while idle, on the pool); an 'error'
 * event nobody listens to ends the process. Every client gets a listener for its whole life: the pool
 * discards the broken client on release (it is no longer queryable) and opens a new one for the next
 * query, so the server serves again as soon as the database answers.
 */
function watchPool(
  pool: pg.Pool,
  report: (err: Error, session: pg.ClientBase) => void = defaultReport,
): void {
  pool.on('error', (err, client) => report(err, client));
  pool.on('connect', (client) => client.on('error', (err) => report(err, client)));
}

let lastReport = 0;
function defaultReport(err: Error): void {
  // One line per burst: a restart drops every pooled connection at once.
  if (Date.now() - lastReport < 1_000) return;
  lastReport = Date.now();
  process.stderr.write(`database connection lost: ${err.message}\n`);
}

/** SQLSTATEs of a database that is gone or refusing sessions: connection exceptions, shutdown, overload. */
const UNAVAILABLE_STATE = /^(08...|57P0[1-4]|53300)$/;
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Connection ended|the database system is (starting up|shutting down)|does not allow connections|not currently accepting connections/i;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * Where the application's PostgreSQL listens. A connection refused on the way to it (a server stopped
 * or restarting) is a bare socket error: pg's pool and drizzle's transactions do not wrap it, so it is
 * recognised by the address it was refused at.
 */
const databaseEndpoints: { host: string; port: number }[] = [];

function isDatabaseEndpoint(e: Error): boolean {
  const { address, port } = e as { address?: unknown; port?: unknown };
  if (typeof port !== 'number') return false;
  return databaseEndpoints.some(
    (d) => d.port === port && (d.host === address || isIP(d.host) === 0) /* a name: any of its addresses */,
  );
}

function rememberEndpoint(databaseUrl: string): void {
  try {
    const url = new URL(databaseUrl);
    const host = url.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
    const port = Number(url.port || 5432);
    if (!databaseEndpoints.some((d) => d.host === host && d.port === port))
      databaseEndpoints.push({ host, port });
  } catch {
    // A connection string pg accepts but URL does not (key=value form): only wrapped errors are recognised.
  }
}

/**
 * Whether err (or what it wraps: drizzle wraps the driver's error as `cause`) says the application
 * database cannot be reached, so the answer is a 503 to retry rather than a server fault.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let wrappedByOrm = false;
  for (let e = err, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_STATE.test(code)) return true;
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
    // A refused TCP connection is ours only when it came out of a database query.
    if (typeof code === 'string' && NETWORK_CODES.has(code) && (wrappedByOrm || isDatabaseEndpoint(e)))
      return true;
    // Drizzle's error keeps the default name 'Error': recognised by its class. (Matching the name missed
    // a pooled session reset while PostgreSQL stopped, `read ECONNRESET`, answered 500 instead of 503.)
    if (e instanceof DrizzleQueryError || e instanceof ChangeFeedError) wrappedByOrm = true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Drizzle's pooled transaction checks a session out and sends `begin` before its try/finally, so a `begin`
 * that fails (a session PostgreSQL dropped between check-out and `begin`, as in an outage) never gives
 * the session back: each such failure kept one of the pool's ten for good, and the server ended up
 * waiting for a session forever (seen as a 60-second concurrency bench with an outage whose server could
 * not close). Here the session is checked out and released by us, and drizzle runs the transaction on
 * that one session (on a single client it neither checks out nor releases). A session that failed for
 * being gone is released as broken, so the pool opens a new one instead of handing it out again.
 */
function releasingTransactions(pool: pg.Pool, db: Db): Db {
  // The pool hands the same client objects out again: one drizzle instance per session, made once.
  const onSession = new WeakMap<pg.PoolClient, Db>();
  db.transaction = async (run, config) => {
    const session = await pool.connect();
    let broken: Error | undefined;
    try {
      let one = onSession.get(session);
      if (!one) onSession.set(session, (one = drizzlePg({ client: session, schema }) as unknown as Db));
      return await one.transaction(run, config);
    } catch (e) {
      if (isDatabaseUnavailable(e)) broken = e instanceof Error ? e : new Error(String(e));
      throw e;
    } finally {
      session.release(broken);
    }
  };
  return db;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // During an outage a request waits this long for a connection, then answers 503 (not forever).
      connectionTimeoutMillis: 3_000,
      keepAlive: true,
    });
    watchPool(pool, opts.onConnectionError);
    rememberEndpoint(opts.databaseUrl);
    // Fail at start-up with the driver's own message rather than on the first request.
    await pool.query('select 1');
    const runner = (c: pg.Pool | pg.PoolClient): SqlRunner => ({
      exec: async (sql) => {
        await c.query(sql);
      },
      query: async <T>(sql: string, params?: unknown[]) => (await c.query(sql, params)).rows as T[],
    });
    const changes = postgresChanges(pool);
    const db = releasingTransactions(pool, drizzlePg({ client: pool, schema }) as unknown as Db);
    watchChanges(db, changes);
    return {
      kind: 'postgres',
      db,
      sql: runner(pool),
      withConnection: async (fn) => {
        const c = await pool.connect();
        try {
          return await fn(runner(c));
        } finally {
          c.release();
        }
      },
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  if (opts.pgliteDir) mkdirSync(path.resolve(opts.pgliteDir), { recursive: true });
  const client = opts.pgliteDir
    ? await PGlite.create(path.resolve(opts.pgliteDir))
    : await PGlite.create(opts.pgliteDump ? { loadDataDir: opts.pgliteDump } : {});
  const sql: SqlRunner = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
  };
  const changes = await pgliteChanges(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  watchChanges(db, changes);
  return {
    kind: 'pglite',
    db,
    sql,
    // PGlite is a single connection already.
    withConnection: (fn) => fn(sql),
    // Every PGlite query, exec and transaction runs under its transaction lock (an internal of PGlite,
    // hence the underscore): holding it, no transaction is half-way and none starts until the dump is
    // taken. The checkpoint before it leaves little WAL to replay on restore.
    snapshot: async (compression = 'gzip') => {
      await client.exec('checkpoint');
      const dump = await client._runExclusiveTransaction(() => client.dumpDataDir(compression));
      return new Uint8Array(await dump.arrayBuffer());
    },
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}
