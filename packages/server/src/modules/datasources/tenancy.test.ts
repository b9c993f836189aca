import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';

/**
 * Tenancy of data sources: a member of group A can neither see, change, delete nor run group B's sources
 * by naming B's ids (with Current-Group: A), nor by sending Current-Group: B. Table-driven over every
 * route of the area (checked against the OpenAPI list, so a route added later without an entry fails).
 */
let t: TestApp;
let a: Who;
let b: Who;
const B = { api: '', file: '', sql: '' };
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

beforeAll(async () => {
  t = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'] });
  a = await member(t);
  b = await member(t);
  const bd = okPoster(t, b);
  B.api = (
    await bd('/remote/source/saveOrUpdate', {
      name: 'B-secret-api',
      type: 'api',
      config: {
        url: 'http://127.0.0.1:9/B-secret',
        authenticationType: 2,
        token: { url: 'http://127.0.0.1:9/tok' },
      },
      secrets: { appSecret: 'B-secret-value' },
    })
  ).id;
  B.sql = (
    await bd('/remote/source/saveOrUpdate', {
      name: 'B-secret-sql',
      type: 'mysql',
      config: { host: '127.0.0.1', port: 3306, database: 'test', user: 'root', sql: 'SELECT 1' },
    })
  ).id;
  B.file = (
    await bd('/remote/source/saveOrUpdateUpLoadData', {
      fileName: 'B-secret.csv',
      content: Buffer.from('k\nB-secret-row\n').toString('base64'),
    })
  ).source.id;
});
afterAll(() => t.close());

type Case = [url: string, body: () => object];

const namingB: Case[] = [
  ['/remote/source/queryByUid', () => ({ uid: B.api })],
  [
    '/remote/source/saveOrUpdate',
    () => ({ id: B.api, name: 'x', type: 'api', config: { url: 'http://x.example' } }),
  ],
  [
    `/remote/source/saveOrUpdate/:id`,
    () => ({ name: 'x', type: 'api', config: { url: 'http://x.example' } }),
  ],
  [
    '/remote/source/saveOrUpdateTwins',
    () => ({ id: B.api, name: 'x', type: 'api', config: { url: 'http://x.example' } }),
  ],
  ['/remote/source/delete/authorize', () => ({ ids: [B.api] })],
  ['/remote/source/delete', () => ({ ids: [B.api, B.sql] })],
  ['/remote/source/saveOrUpdateUpLoadData', () => ({ id: B.file, fileName: 'x.csv', content: 'YQo=' })],
  ['/remote/source/getFileValue', () => ({ id: B.file })],
  ['/remote/source/addOffLineDadaResourceShip', () => ({ groupManagementId: null, ids: [B.api] })],
  ['/remote/source/testConnection', () => ({ id: B.sql })],
  ['/previewData/getData', () => ({ data: b64({ type: 'api', param: { sourceId: B.api } }) })],
  [
    '/previewData/getData',
    () => ({ data: b64({ type: 'mysql', param: { sourceId: B.sql, sql: 'SELECT 1' } }) }),
  ],
  ['/previewData/getData', () => ({ data: b64({ type: 'file', param: { sourceId: B.file } }) })],
];

/** The batch proxy answers 200 with a line per item: each of B's sources named in it must be refused. */
const batchNamingB: Case = [
  '/previewData/getData/batch',
  () => ({
    items: namingB.filter(([url]) => url === '/previewData/getData').map(([, body]) => body()),
  }),
];

const scoped: Case[] = [
  ['/remote/source/queryPage', () => ({ keyword: 'B-secret' })],
  ['/remote/source/queryPageByType', () => ({ type: 'mysql' })],
  ['/remote/source/queryTokenList', () => ({})],
];

const AREA = /^\/api\/(remote\/source|previewData)\//;
const urlOf = (u: string) => u.replace(':id', B.api);

async function bState() {
  const bd = okPoster(t, b);
  return {
    list: await bd('/remote/source/queryPage', { limit: 100 }),
    file: await bd('/remote/source/getFileValue', { id: B.file }),
  };
}

describe('data-source tenancy', () => {
  it('every data-source route is in the matrix', () => {
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, unknown> } }).swagger();
    const routes = Object.keys(spec.paths).filter((p) => AREA.test(p));
    const covered = new Set(
      [...namingB, batchNamingB, ...scoped].map(([url]) => `/api${url.replace(':id', '{id}')}`),
    );
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(14);
  });

  // SECURITY-CASES #29, #30: B's data sources named or attached from A
  it('naming B’s sources from group A answers 404 and changes or runs nothing', async () => {
    const before = await bState();
    const post = poster(t, a);
    for (const [url, body] of namingB) {
      const res = await post(urlOf(url), body());
      expect([403, 404], `${url} ${JSON.stringify(body())}`).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain('B-secret');
    }
    const batch = await post(batchNamingB[0], batchNamingB[1]());
    expect(batch.status).toBe(200);
    const lines = batch.body.data.results as { code: string }[];
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(['403', '404']).toContain(line.code);
    expect(JSON.stringify(batch.body)).not.toContain('B-secret');
    expect(await bState()).toEqual(before);
  });

  it('group-scoped routes from group A show nothing of B', async () => {
    const post = poster(t, a);
    for (const [url, body] of scoped) {
      const res = await post(url, body());
      expect(res.status, url).toBe(200);
      expect(JSON.stringify(res.body), url).not.toContain('B-secret');
    }
  });

  it('sending Current-Group B without membership is 403 on every route', async () => {
    for (const [url, body] of [...namingB, batchNamingB, ...scoped]) {
      const res = await t.call({
        method: 'POST',
        url: `/api${urlOf(url)}`,
        token: a.token,
        group: b.groupId,
        payload: body(),
      });
      expect(res.status, url).toBe(403);
    }
  });
});

describe("never the app's own database", () => {
  // SECURITY-CASES #8: the app's own PostgreSQL as a source
  it('refuses a source naming DATABASE_URL’s host, port and database', async () => {
    // Even with loopback allow-listed: the allow-list never opens the app's own database.
    const app = await createTestApp({
      databaseUrl: 'postgres://tc@localhost:5432/twincanvas_app',
      dataAllowHosts: ['127.0.0.1'],
    });
    try {
      const who = await member(app);
      const s = await okPoster(app, who)('/remote/source/saveOrUpdate', {
        name: 'self',
        type: 'postgreSQL',
        config: { host: '127.0.0.1', port: 5432, database: 'twincanvas_app', user: 'tc' },
      });
      const res = await poster(app, who)('/previewData/getData', {
        data: b64({ type: 5, param: { sourceId: s.id, sql: 'select 1' } }),
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/应用自己的数据库/);
    } finally {
      await app.close();
    }
  });
});
