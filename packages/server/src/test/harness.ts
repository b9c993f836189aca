import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { loadMigrations, migrate } from '../db/migrate.js';
import { bootstrapAdmin } from '../modules/users/bootstrap.js';

/** Which real database the API tests run on: PGlite always, the machine's PostgreSQL in a second run. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const ADMIN = { account: 'admin@twincanvas', password: 'Admin12345' };

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated PGlite data folder as a dump (made once per worker): seeds in-memory and on-disk tests. */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const first = await openDatabase({});
    await migrate(first);
    // Uncompressed: every test database loads it (about 0.15 s less per load than gunzipping it first).
    const dump = await first.snapshot!('none');
    await first.close();
    // A copy with its own ArrayBuffer: Blob takes no view of a possibly shared buffer.
    return new Blob([new Uint8Array(dump)]);
  })();
  return pgliteTemplate;
}

/**
 * A fresh, empty, migrated database: in-memory PGlite, or a new throw-away PostgreSQL database.
 * Both start from a migrated template made once (PGlite: once per test worker; PostgreSQL: once per set
 * of migrations), because initdb plus the migrations cost seconds per test file on a busy 2-core machine
 * while loading a dump or copying a template database costs a fraction of that.
 */
export async function freshDatabase(): Promise<Database> {
  if (TEST_DB === 'pglite') {
    const database = await openDatabase({ pgliteDump: await migratedPgliteDump() });
    // Nothing to apply (the template is migrated); run anyway so a broken template fails loudly here.
    await migrate(database);
    return database;
  }
  const name = `tc_test_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate();
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrl(name) });
  await migrate(database);
  const close = database.close;
  database.close = async () => {
    await close();
    const c = new pg.Client({ connectionString: TEST_PG_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return database;
}

function databaseUrl(name: string): string {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

let pgTemplate: Promise<string> | undefined;

/** A migrated template database named by a hash of the migrations, made once by whichever worker is first. */
function postgresTemplate(): Promise<string> {
  pgTemplate ??= (async () => {
    const all = await loadMigrations();
    const hash = createHash('sha256')
      .update(all.map((m) => `${m.id}\n${m.sql}`).join('\n'))
      .digest('hex')
      .slice(0, 12);
    const name = `tc_template_${hash}`;
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    try {
      // Test workers are separate processes: the advisory lock makes one build the template, the rest wait.
      await admin.query('select pg_advisory_lock(774412)');
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const database = await openDatabase({ databaseUrl: databaseUrl(building) });
        await migrate(database, all);
        await database.close();
        // Renamed only when complete, so a worker killed half-way never leaves a half-migrated template.
        await admin.query(`alter database ${building} rename to ${name}`);
      }
      await admin.query('select pg_advisory_unlock(774412)');
    } finally {
      await admin.end();
    }
    return name;
  })();
  return pgTemplate;
}

export function testConfig(over: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      SECRET: 'test-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
      // Hundreds of sign-ups and sign-ins per run: scrypt at 2^10 instead of 2^15 (the E2E servers keep 15).
      PASSWORD_HASH_COST: '10',
    }),
    ...over,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Signs in and returns the bearer token and the user's first group. */
  login(
    account?: string,
    password?: string,
  ): Promise<{ token: string; refresh: string; groupId: string; userId: string }>;
  call(opts: InjectOptions & { token?: string; group?: string }): Promise<{ status: number; body: ApiBody }>;
  close(): Promise<void>;
}

export interface ApiBody {
  code: string;
  msg: string;
  // Answers differ per route; tests narrow what they read.
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * A batch answer's JSON lines (http/batchLines.ts) as the tests read it: the lines in the order they
 * came, and `results` in the items' order.
 */
export function batchBody(text: string): ApiBody {
  const lines = text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { i: number });
  return { code: '0', msg: 'lines', data: { lines, results: [...lines].sort((a, b) => a.i - b.i) } };
}

/**
 * `beforeReady` may add hooks to the real app before it starts (hooks cannot be added later), e.g. one
 * that makes a handler's answer carry more than the service returns, to check what the route lets out.
 */
export async function createTestApp(
  over: Partial<AppConfig> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await freshDatabase();
  const config = testConfig(over);
  const app = await buildApp({ config, database, serveWeb: false });
  beforeReady?.(app);
  await bootstrapAdmin(database.db, { account: ADMIN.account, password: ADMIN.password, log: app.log });
  await app.ready();
  const call: TestApp['call'] = async ({ token, group, headers, ...rest }) => {
    const res = await app.inject({
      ...rest,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(group ? { 'current-group': group } : {}),
        ...headers,
      },
    });
    let body: ApiBody;
    try {
      body = String(res.headers['content-type']).startsWith('application/x-ndjson')
        ? batchBody(res.body)
        : res.json<ApiBody>();
    } catch {
      body = { code: 'not-json', msg: res.body, data: null };
    }
    return { status: res.statusCode, body };
  };
  return {
    app,
    database,
    call,
    async login(account = ADMIN.account, password = ADMIN.password) {
      const res = await call({ method: 'POST', url: '/api/userPro/login', payload: { account, password } });
      if (res.body.code !== '0') throw new Error(`login failed: ${res.status} ${res.body.msg}`);
      const d = res.body.data as {
        access_token: string;
        refresh_token: string;
        user: { userId: string; groups: { groupId: string }[] };
      };
      return {
        token: d.access_token,
        refresh: d.refresh_token,
        groupId: d.user.groups[0]!.groupId,
        userId: d.user.userId,
      };
    },
    close: () => app.close(),
  };
}
