import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; undefined keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Fail at start-up with the driver's own message rather than on the first request.
    await pool.query('select 1');
    const runner = (c: pg.Pool | pg.PoolClient): SqlRunner => ({
      exec: async (sql) => {
        await c.query(sql);
      },
      query: async <T>(sql: string, params?: unknown[]) => (await c.query(sql, params)).rows as T[],
    });
    return {
      kind: 'postgres',
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      sql: runner(pool),
      withConnection: async (fn) => {
        const c = await pool.connect();
        try {
          return await fn(runner(c));
        } finally {
          c.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (opts.pgliteDir) mkdirSync(path.resolve(opts.pgliteDir), { recursive: true });
  const client = opts.pgliteDir ? await PGlite.create(path.resolve(opts.pgliteDir)) : await PGlite.create();
  const sql: SqlRunner = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
  };
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    sql,
    // PGlite is a single connection already.
    withConnection: (fn) => fn(sql),
    close: () => client.close(),
  };
}
