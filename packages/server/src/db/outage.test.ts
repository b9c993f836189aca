import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { bootstrapAdmin } from '../modules/users/bootstrap.js';
import { ADMIN, TEST_PG_URL, testConfig } from '../test/harness.js';
import { openDatabase } from './client.js';
import { migrate } from './migrate.js';

/**
 * Finding 2 and SECURITY-CASES #47 and #50: the server on the machine's PostgreSQL loses its sessions (a restart, a
 * failover, an idle-connection killer) and must neither die nor stay broken. Attacked from outside:
 * an admin connection runs pg_terminate_backend on the app's sessions and shuts the database's doors.
 */
const admin = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 });
const pgUp = await admin.connect().then(
  () => true,
  () => false,
);
if (!pgUp && process.env.REQUIRE_SERVICES === '1')
  throw new Error('REQUIRE_SERVICES=1 but PostgreSQL does not answer');

const name = `tc_outage_${randomBytes(5).toString('hex')}`;
let app: FastifyInstance;
let base = '';
let token = '';
// Dropped sessions as the pool saw them (each idle one is reported by its client and by the pool).
const lost = new Set<object>();

const terminateSessions = () =>
  admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);

async function call(path: string, init: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'accept-language': 'en',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as { code: string; msg: string } };
}
const whoAmI = () => call('/api/userPro/tokenCk', { token, body: {} });

// Always on the machine's PostgreSQL, whichever database the rest of the run uses.
describe.skipIf(!pgUp)('finding 2 / SECURITY-CASES #47: PostgreSQL drops the app’s connections', () => {
  beforeAll(async () => {
    await admin.query(`create database ${name}`);
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({
      databaseUrl: url.toString(),
      onConnectionError: (_err, session) => lost.add(session),
    });
    await migrate(database);
    app = await buildApp({ config: testConfig(), database, serveWeb: false });
    await bootstrapAdmin(database.db, { account: ADMIN.account, password: ADMIN.password, log: app.log });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await call('/api/userPro/login', { body: ADMIN });
    token = (login.body as unknown as { data: { access_token: string } }).data.access_token;
  });
  afterAll(async () => {
    await admin.query(`alter database ${name} allow_connections true`).catch(() => undefined);
    await app?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('survives pg_terminate_backend on its idle pooled sessions and serves the next request', async () => {
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 6 }, () => whoAmI()));
    const killed = await terminateSessions();
    expect(killed.rowCount).toBeGreaterThan(0);
    // The dropped sessions are reported to the pool's listener (without one the process ends here). All
    // of them: a request given an idle client whose notice is still on its way would fail with it.
    await expect
      .poll(() => lost.size, { timeout: 30_000, message: 'pool saw every dropped session' })
      .toBeGreaterThanOrEqual(killed.rowCount ?? 1);
    const next = await whoAmI();
    expect(next.status).toBe(200);
    expect(next.body.code).toBe('0');
  });

  // SECURITY-CASES #50: the database resets and refuses; no stuck pool
  it('answers a clear 503 while the database refuses sessions, and serves again on its own', async () => {
    await whoAmI();
    await admin.query(`alter database ${name} allow_connections false`);
    await terminateSessions();
    for (const request of [whoAmI, () => call('/api/health')]) {
      const during = await request();
      expect(during.status).toBe(503);
      expect(during.body.msg).toMatch(/database cannot be reached/i);
    }
    const zh = await fetch(`${base}/api/health`);
    expect(((await zh.json()) as { msg: string }).msg).toMatch(/数据库暂时无法连接/);
    expect(zh.headers.get('retry-after')).toBe('2');

    await admin.query(`alter database ${name} allow_connections true`);
    // No back-off state to wait out: the first request after the database returns is served.
    const after = await whoAmI();
    expect(after.status).toBe(200);
    expect((await call('/api/health')).status).toBe(200);
  });

  it('a save interrupted by the drop leaves the document entirely old or entirely new (SECURITY-CASES #47)', async () => {
    const group = (
      (await call('/api/userPro/tokenCk', { token, body: {} })).body as unknown as {
        data: { groups: { groupId: string }[] };
      }
    ).data.groups[0]!.groupId;
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${base}/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'current-group': group,
        },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as { code: string; data: Record<string, unknown> },
      };
    };
    const folder = (await post('/userFolder/add', { name: 'outage' })).body.data.id as string;
    const created = await post('/project/v2/create', { folderId: folder, projectName: 'before' });
    expect(created.body.code).toBe('0');
    const projectId = created.body.data.projectId as string;
    // Renames race the session kill: each answers either success or a clear 503, never a 500.
    const renames = Array.from({ length: 8 }, (_, i) =>
      post('/project/v2/rename', { projectId, name: `after-${i}` }),
    );
    await terminateSessions();
    const statuses = (await Promise.all(renames)).map((r) => r.status);
    for (const s of statuses) expect([200, 503]).toContain(s);
    const listed = await post('/project/v2/in/folder/list', { folderId: folder, start: 0, end: 30 });
    expect(listed.status).toBe(200);
    const list = listed.body.data.list as { projectName: string }[];
    expect(list.map((p) => p.projectName)).toEqual([expect.stringMatching(/^(before|after-\d)$/)]);
  });
});
