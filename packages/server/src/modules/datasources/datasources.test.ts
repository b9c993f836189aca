import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reachable } from '../../connectors/liveTestkit.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSources } from '../../db/schema/index.js';
import { batchBody, createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';

/** Data-source management and the data proxy through the API, on a real database and loopback HTTP. */
let t: TestApp;
let admin: Who;
let server: Server;
let base = '';
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

const mysqlUp = await reachable(3306);
if (!mysqlUp && process.env.REQUIRE_SERVICES === '1')
  throw new Error('REQUIRE_SERVICES=1 but MariaDB does not answer');
if (!mysqlUp) console.warn('[skip] MySQL source through the API: MariaDB on 127.0.0.1:3306 does not answer');

/** Answers passed through as they came (lib/jsonText.ts), or decided as before when not one JSON value. */
const VERBATIM: Record<string, { type: string; body: string }> = {
  '/spaced': { type: 'application/json', body: ' { "kept" : [1, 2.50, "\\u4e2d", "北京", {"x": null}] }\n' },
  '/number-as-text': { type: 'text/plain', body: '123' },
  '/cut-json': { type: 'application/json', body: '{"a": [1,' },
  '/bom': { type: 'text/plain', body: '\ufeff{"a": 1}' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/cut') {
      // An upstream that promises 1 MB and hangs up after a few bytes of it.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(1024 * 1024) });
      res.write('{"rows":[{"a":1},', () => res.socket?.destroy());
      return;
    }
    const verbatim = VERBATIM[req.url ?? ''];
    if (verbatim) {
      res.writeHead(200, { 'content-type': verbatim.type });
      return void res.end(verbatim.body);
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ path: req.url, auth: req.headers['x-api-key'] ?? null, rows: [{ a: 1 }, { a: 2 }] }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'] });
  admin = await member(t);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => server.close(() => r()));
});

const apiSource = (name: string, extra: object = {}) => ({
  name,
  type: 'api',
  config: {
    url: `${base}/rows`,
    headers: [
      { key: 'X-Api-Key', value: 'k-secret-123' },
      { key: 'X-Plain', value: 'p' },
    ],
  },
  secrets: { appSecret: 'app-secret-456' },
  ...extra,
});

describe('data-source management', () => {
  it('stores credentials sealed and never answers them', async () => {
    const call = okPoster(t, admin);
    const made = await call('/remote/source/saveOrUpdate', apiSource('Sales API'));
    const text = JSON.stringify(made);
    expect(text).not.toContain('k-secret-123');
    expect(text).not.toContain('app-secret-456');
    expect(made).toMatchObject({ type: 'api', typeCode: 0, hasAppSecret: true, hasPassword: false });
    expect(made.config.headers).toEqual([
      { key: 'X-Api-Key', value: '******', secret: true },
      { key: 'X-Plain', value: 'p' },
    ]);
    const [row] = await t.database.db.select().from(dataSources).where(eq(dataSources.id, made.id));
    expect(JSON.stringify(row)).not.toMatch(/k-secret-123|app-secret-456/);
    expect(row!.secret).toMatch(/^v1\./);
    // The proxy still sends the stored header.
    const got = await call('/previewData/getData', {
      data: b64({ type: 'api', param: { sourceId: made.id } }),
    });
    expect(got.data).toMatchObject({ auth: 'k-secret-123', rows: [{ a: 1 }, { a: 2 }] });
    // Saving the mask back keeps the secret; null clears the app secret.
    const again = await call(`/remote/source/saveOrUpdate/${made.id}`, {
      ...apiSource('Sales API'),
      config: made.config,
      secrets: { appSecret: null },
    });
    expect(again).toMatchObject({
      hasAppSecret: false,
      config: { headers: [{ value: '******' }, { value: 'p' }] },
    });
    const still = await call('/previewData/getData', {
      data: b64({ type: 0, param: { sourceId: made.id } }),
    });
    expect(still.data.auth).toBe('k-secret-123');
  });

  it('a sealed secret copied into another source does not open', async () => {
    const call = okPoster(t, admin);
    const a = await call('/remote/source/saveOrUpdate', apiSource('copy-a'));
    const b = await call('/remote/source/saveOrUpdate', {
      ...apiSource('copy-b'),
      secrets: {},
      config: { url: `${base}/x` },
    });
    const [ra] = await t.database.db.select().from(dataSources).where(eq(dataSources.id, a.id));
    await t.database.db.update(dataSources).set({ secret: ra!.secret }).where(eq(dataSources.id, b.id));
    expect(await call('/remote/source/queryByUid', { uid: b.id })).toMatchObject({
      hasAppSecret: false,
      secretUnreadable: true,
    });
  });

  it('lists with search (exact, then prefix, then the rest), paging and by type', async () => {
    const call = okPoster(t, admin);
    for (const name of ['the weather feed', 'weather', 'weather-2', 'traffic'])
      await call('/remote/source/saveOrUpdate', {
        name,
        type: 'api',
        config: { url: `${base}/${name.length}` },
      });
    const found = await call('/remote/source/queryPage', { keyword: 'weather', page: 1, limit: 10 });
    expect(found.list.map((s: { name: string }) => s.name)).toEqual([
      'weather',
      'weather-2',
      'the weather feed',
    ]);
    expect(found).toMatchObject({ totalResult: 3, pages: 1, page: 1 });
    const page2 = await call('/remote/source/queryPage', { page: 2, limit: 2 });
    expect(page2.list).toHaveLength(2);
    expect((await call('/remote/source/queryPage', { keyword: 'nothing-like-this' })).list).toEqual([]);
    const apis = await call('/remote/source/queryPageByType', { type: 0, limit: 100 });
    expect(apis.list.every((s: { type: string }) => s.type === 'api')).toBe(true);
  });

  // SECURITY-CASES #1, #2, #5 and #7: the proxy refuses private addresses and file:
  it('refuses private addresses on the proxy unless allow-listed', async () => {
    const post = poster(t, admin);
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.2:9/',
      'http://[::ffff:10.0.0.1]/',
      'file:///etc/passwd',
    ]) {
      const res = await post('/previewData/getData', { data: b64({ type: 'api', param: { url } }) });
      expect(res.status, url).toBe(400);
      expect(res.body.msg).toMatch(/内网|http/);
    }
    const ok = await post('/previewData/getData', {
      data: b64({
        type: 'api',
        param: {
          url: `${base}/adhoc`,
          params: { q: '${city}' },
          variables: [{ name: 'city', value: '北京' }],
        },
      }),
    });
    expect(ok.body.data.data.path).toBe('/adhoc?q=%E5%8C%97%E4%BA%AC');
    expect(ok.body.data.meta.serverMs).toBeGreaterThanOrEqual(ok.body.data.meta.upstreamMs);
    const garbage = await post('/previewData/getData', { data: 'not base64 json' });
    expect(garbage.status).toBe(400);
  });

  it("passes a source's JSON on as the bytes it came in, and anything else as decoded before", async () => {
    const raw = async (path: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/previewData/getData',
        headers: { authorization: `Bearer ${admin.token}`, 'current-group': admin.groupId },
        payload: { data: b64({ type: 'api', param: { url: `${base}${path}` } }) },
      });
      expect(res.statusCode, path).toBe(200);
      return { text: res.body, data: (JSON.parse(res.body) as { data: { data: unknown } }).data.data };
    };
    const spaced = await raw('/spaced');
    // Spliced, not written again: the source's own spacing and escapes are in the answer.
    expect(spaced.text).toContain(VERBATIM['/spaced']!.body);
    expect(spaced.data).toEqual({ kept: [1, 2.5, '中', '北京', { x: null }] });
    expect((await raw('/number-as-text')).data).toBe('123');
    expect((await raw('/cut-json')).data).toBe('{"a": [1,');
    expect((await raw('/bom')).data).toBe('\ufeff{"a": 1}');
  });

  it('the batch proxy answers each item as its single call would, one refusal not failing the rest', async () => {
    const viewerOnly = await member(t, { groupId: admin.groupId, codes: [PERMISSIONS.projectView.code] });
    const item = (param: object) => ({ data: b64({ type: 'api', param }) });
    const items = [
      item({ url: `${base}/spaced` }),
      item({ url: 'http://169.254.169.254/latest/meta-data/' }),
      { data: 'not base64 json' },
      item({ url: `${base}/b`, params: { q: '${city}' }, variables: [{ name: 'city', value: '上海' }] }),
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/previewData/getData/batch',
      headers: { authorization: `Bearer ${viewerOnly.token}`, 'current-group': viewerOnly.groupId },
      payload: { items },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    // The source's bytes are spliced in here too, its line breaks (whitespace) made spaces: one line per item.
    expect(res.body).toContain(VERBATIM['/spaced']!.body.replace(/\n/g, ' '));
    expect(res.body.trim().split('\n')).toHaveLength(items.length);
    const results = batchBody(res.body).data.results as Record<string, unknown>[];
    expect(results.map((r) => r.code)).toEqual(['0', '400', '400', '0']);
    expect(results[0]).toMatchObject({ data: { kept: [1, 2.5, '中', '北京', { x: null }] }, meta: {} });
    expect(results[1]!.msg).toMatch(/内网/);
    expect(results[3]).toMatchObject({ data: { path: '/b?q=%E4%B8%8A%E6%B5%B7' } });
    // The single call's checks hold per item: a viewer's own SQL is refused, a member without data rights is too.
    const sqlItem = (sourceId: string) => ({ data: b64({ type: 1, param: { sourceId, sql: 'SELECT 1' } }) });
    const ownSql = await poster(t, viewerOnly)('/previewData/getData/batch', {
      items: [sqlItem('8e2f4a56-0d1c-4b7e-9a3f-5c6d7e8f9a0b'), sqlItem('no-such-source')],
    });
    expect(ownSql.status).toBe(200);
    expect(ownSql.body.data.results[0]).toMatchObject({ code: '403', msg: expect.stringMatching(/SQL/) });
    // An id that is not a uuid names no source: not found, never the database's cast error (a 500).
    expect(ownSql.body.data.results[1]).toMatchObject({ code: '404' });
    for (const who of [viewerOnly, admin])
      expect((await poster(t, who)('/previewData/getData', sqlItem('no-such-source'))).status).toBe(404);
    const nobody = await member(t, { groupId: admin.groupId, codes: [] });
    expect((await poster(t, nobody)('/previewData/getData/batch', { items })).status).toBe(403);
    const tooMany = await poster(t, admin)('/previewData/getData/batch', {
      items: Array.from({ length: 201 }, () => items[0]),
    });
    expect(tooMany.status).toBe(400);
  });

  // Finding 11: an upstream closing the connection mid-body is the upstream's fault (502), never a 500.
  it('SECURITY-CASES #50: an upstream that hangs up mid-body answers 502 with a clear message', async () => {
    const res = await poster(t, admin)('/previewData/getData', {
      data: b64({ type: 'api', param: { url: `${base}/cut` } }),
    });
    expect(res.status).toBe(502);
    expect(res.body.msg).toMatch(/返回数据途中断开|closed the connection before its answer was complete/);
    // The server goes on serving the same upstream.
    const after = await poster(t, admin)('/previewData/getData', {
      data: b64({ type: 'api', param: { url: `${base}/rows` } }),
    });
    expect(after.status).toBe(200);
  });

  it('uploads a file with preview, stores it and serves its rows', async () => {
    const call = okPoster(t, admin);
    const content = Buffer.from('city,amount\nA,1\nB,2\n').toString('base64');
    const preview = await call('/remote/source/saveOrUpdateUpLoadData', {
      fileName: 'sales.csv',
      content,
      previewOnly: true,
    });
    expect(preview).toMatchObject({ source: null, preview: { columns: ['city', 'amount'], total: 2 } });
    const stored = await call('/remote/source/saveOrUpdateUpLoadData', { fileName: 'sales.csv', content });
    expect(stored.source).toMatchObject({ name: 'sales', type: 'file', config: { rowCount: 2 } });
    const value = await call('/remote/source/getFileValue', { id: stored.source.id });
    expect(value.data).toEqual([
      { city: 'A', amount: 1 },
      { city: 'B', amount: 2 },
    ]);
    const viaProxy = await call('/previewData/getData', {
      data: b64({ type: 'file', param: { sourceId: stored.source.id } }),
    });
    expect(viaProxy.data).toHaveLength(2);
  });

  it('socket sources store a ws address and answer the runtime timings', async () => {
    const call = okPoster(t, admin);
    const s = await call('/remote/source/saveOrUpdate', {
      name: 'live',
      type: 'socket',
      config: { url: 'wss://push.example/feed' },
    });
    const got = await call('/previewData/getData', {
      data: b64({ type: 'socket', param: { sourceId: s.id } }),
    });
    expect(got.data).toEqual({
      url: 'wss://push.example/feed',
      reconnectAttempts: 3,
      reconnectIntervalMs: 3000,
      heartbeatMs: 45000,
      forcedDisconnectMs: 50000,
    });
    const bad = await poster(t, admin)('/remote/source/saveOrUpdate', {
      name: 'x',
      type: 'socket',
      config: { url: 'http://x' },
    });
    expect(bad.status).toBe(400);
  });

  it('tests a connection and says why it failed', async () => {
    const call = okPoster(t, admin);
    const okRes = await call('/remote/source/testConnection', { type: 'api', config: { url: `${base}/t` } });
    expect(okRes).toMatchObject({ success: true, message: '' });
    const bad = await t.call({
      method: 'POST',
      url: '/api/remote/source/testConnection',
      token: admin.token,
      group: admin.groupId,
      headers: { 'accept-language': 'en' },
      payload: { type: 'postgreSQL', config: { host: '127.0.0.1', port: 1, database: 'x', user: 'x' } },
    });
    expect(bad.body.data).toMatchObject({
      success: false,
      message: expect.stringMatching(/could not be reached/),
    });
  });

  it('token list, delete check and delete', async () => {
    const call = okPoster(t, admin);
    const tok = await call('/remote/source/saveOrUpdate', {
      name: 'token provider',
      type: 'api',
      config: { url: `${base}/data`, authenticationType: 2, token: { url: `${base}/token` } },
    });
    expect(await call('/remote/source/queryTokenList')).toContainEqual({
      tokenUid: tok.id,
      name: 'token provider',
      url: `${base}/token`,
    });
    expect(await call('/remote/source/delete/authorize', { ids: [tok.id] })).toMatchObject({
      canDelete: true,
      usedBy: [],
    });
    await call('/remote/source/delete', { ids: [tok.id] });
    const gone = await poster(t, admin)('/remote/source/queryByUid', { uid: tok.id });
    expect(gone.status).toBe(404);
  });

  it('permissions: dataView to list, dataEdit to change, project viewers may fetch data', async () => {
    const viewerOnly = await member(t, { groupId: admin.groupId, codes: [PERMISSIONS.projectView.code] });
    const dataViewer = await member(t, { groupId: admin.groupId, codes: [PERMISSIONS.dataView.code] });
    const nobody = await member(t, { groupId: admin.groupId, codes: [] });
    expect((await poster(t, viewerOnly)('/remote/source/queryPage', {})).status).toBe(403);
    expect((await poster(t, dataViewer)('/remote/source/queryPage', {})).status).toBe(200);
    expect((await poster(t, dataViewer)('/remote/source/saveOrUpdate', apiSource('nope'))).status).toBe(403);
    const req = { data: b64({ type: 'api', param: { url: `${base}/v` } }) };
    expect((await poster(t, viewerOnly)('/previewData/getData', req)).status).toBe(200);
    expect((await poster(t, nobody)('/previewData/getData', req)).status).toBe(403);
  });
});

describe.skipIf(!mysqlUp)('a MySQL source through the proxy (live MariaDB)', () => {
  it('runs a query with a bound variable and refuses a write', async () => {
    const call = okPoster(t, admin);
    const s = await call('/remote/source/saveOrUpdate', {
      name: 'maria',
      type: 'mysql',
      config: { host: '127.0.0.1', port: 3306, database: 'test', user: 'root' },
      secrets: { password: '' },
    });
    const got = await call('/previewData/getData', {
      data: b64({ type: 1, param: { sourceId: s.id, sql: 'SELECT ${n} + 1 AS v', variables: { n: 41 } } }),
    });
    expect(Number(got.data[0].v)).toBe(42);
    const refused = await poster(t, admin)('/previewData/getData', {
      data: b64({ type: 1, param: { sourceId: s.id, sql: 'DELETE FROM mysql.user' } }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/SQL/);
    // A source cannot be another kind than it was stored as, whatever the request says.
    const tested = await call('/remote/source/testConnection', { id: s.id });
    expect(tested.success).toBe(true);
  });
});
