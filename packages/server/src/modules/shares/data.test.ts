import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { documentsFor } from '../documents/plugin.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { addComponents, postShared, signParts, signedHeaders, viewShare } from './testkit.js';

/**
 * Live data on share pages: the page names a component, the server runs that component's STORED request
 * with the owner's stored credentials; the answer is data only (issue 9 items 4 and 5).
 */
let t: TestApp;
let server: Server;
let base = '';
let owner: Who;
let sid = '';
let projectId = '';
let post: ReturnType<typeof okPoster>;
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers['x-api-key'] as string | undefined);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ rows: [{ name: 'east', value: 42 }] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'] });
  owner = await member(t);
  const o = okPoster(t, owner);
  post = o;
  const source = await o('/remote/source/saveOrUpdate', {
    name: 'Sales API',
    type: 'api',
    config: { url: `${base}/sales`, headers: [{ key: 'X-Api-Key', value: 'k-secret-123' }] },
  });
  const folder = (await o('/userFolder/add', { name: 'live' })).id as string;
  const p = await o('/project/v2/create', { folderId: folder, projectName: 'live data' });
  projectId = p.projectId as string;
  const doc = await o('/project/detail/v2/query', { projectId: p.projectId });
  const pageId = doc.projectScenesList[0].projectPageList[0]._id as string;
  await addComponents(o, p.projectId, pageId, [
    {
      _id: 'Elive0001',
      componentType: '2021',
      componentRect: { componentLeft: 0, componentTop: 0, componentWidth: 300, componentHeight: 200 },
      requestSource: { type: 'api', sourceId: source.id, requestType: 'GET', enable: true, interval: 10 },
    },
    {
      // The same source by POST: a request of its own, which no other test has fanned out yet.
      _id: 'Elive0002',
      componentType: '2021',
      componentRect: { componentLeft: 0, componentTop: 0, componentWidth: 300, componentHeight: 200 },
      requestSource: { type: 'api', sourceId: source.id, requestType: 'POST', enable: true, interval: 10 },
    },
    {
      _id: 'Estatic001',
      componentType: '2005',
      componentRect: { componentLeft: 0, componentTop: 0, componentWidth: 300, componentHeight: 40 },
    },
  ]);
  sid = (
    await t.call({
      method: 'PUT',
      url: '/api/project/share/v2',
      token: owner.token,
      group: owner.groupId,
      payload: { projectId: p.projectId, sharePass: 'pw-live' },
    })
  ).body.data.shareId;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('share live data', () => {
  it('runs the stored request with the owner’s credentials and answers data only', async () => {
    const { session, res } = await viewShare(t, sid, 'pw-live');
    expect(JSON.stringify(res.body)).not.toContain(base);
    const data = await postShared(t, sid, session, 'data', { componentId: 'Elive0001' });
    expect(data.status).toBe(200);
    expect(data.body.data.data).toEqual({ rows: [{ name: 'east', value: 42 }] });
    expect(seen.at(-1)).toBe('k-secret-123');
    const text = JSON.stringify(data.body);
    expect(text).not.toContain('k-secret-123');
    expect(text).not.toContain(base);
  });

  // SECURITY-CASES #25: tampered body
  it('refuses unsigned, replayed and tampered data requests, and components without a source', async () => {
    const { session } = await viewShare(t, sid, 'pw-live');
    const path = `/api/project/share/v2/${sid}/data`;
    const body = JSON.stringify({ componentId: 'Elive0001' });
    const unsigned = await t.call({ method: 'POST', url: path, payload: { componentId: 'Elive0001' } });
    expect(unsigned.status).toBe(401);
    const parts = signParts(session, 'POST', path, body);
    const send = (payload: string) =>
      t.call({
        method: 'POST',
        url: path,
        payload: payload as unknown as object,
        headers: { ...signedHeaders(session, parts), 'content-type': 'application/json' },
      });
    // The body is covered by the signature: another component with the same sign fails.
    expect((await send(JSON.stringify({ componentId: 'Estatic001' }))).status).toBe(401);
    expect((await send(body)).status).toBe(200);
    expect((await send(body)).status).toBe(401);
    const none = await postShared(t, sid, session, 'data', { componentId: 'Estatic001' });
    expect(none.status).toBe(404);
    const missing = await postShared(t, sid, session, 'data', { componentId: 'Enothere' });
    expect(missing.status).toBe(404);
  });

  it('a batch answers each component in order, with its own code', async () => {
    const { session } = await viewShare(t, sid, 'pw-live');
    const res = await postShared(t, sid, session, 'data/batch', {
      items: [{ componentId: 'Elive0001' }, { componentId: 'Estatic001' }, { componentId: 'Enothere' }],
    });
    expect(res.status).toBe(200);
    const results = res.body.data.results as { code: string; data: unknown }[];
    expect(results.map((r) => r.code)).toEqual(['0', '404', '404']);
    expect(results[0]!.data).toEqual({ rows: [{ name: 'east', value: 42 }] });
    const tooMany = await postShared(t, sid, session, 'data/batch', {
      items: Array.from({ length: 201 }, () => ({ componentId: 'Elive0001' })),
    });
    expect(tooMany.status).toBe(400);
  });

  it('many viewers asking for the same component at once reach the source once', async () => {
    const sessions = await Promise.all(Array.from({ length: 10 }, () => viewShare(t, sid, 'pw-live')));
    const before = seen.length;
    const answers = await Promise.all(
      sessions.map(({ session }) => postShared(t, sid, session, 'data', { componentId: 'Elive0002' })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(seen.length - before).toBe(1);
  });

  it('a saved change of a component’s request is used at once (no whole-document load per call)', async () => {
    const { session } = await viewShare(t, sid, 'pw-live');
    const doc = await post('/project/detail/v2/query', { projectId });
    const saved = await post('/project/detail/v2/save', {
      projectId,
      baseRevision: doc.revision,
      opts: [{ command: 'update', path: 'Elive0001.requestSource.type', records: { newValue: 'static' } }],
    });
    expect(saved.subCode).toBe(0);
    const res = await postShared(t, sid, session, 'data', { componentId: 'Elive0001' });
    expect(res.status).toBe(404);
    const back = await post('/project/detail/v2/save', {
      projectId,
      baseRevision: saved.revision,
      opts: [{ command: 'update', path: 'Elive0001.requestSource.type', records: { newValue: 'api' } }],
    });
    expect(back.subCode).toBe(0);
  });

  it('opening a share reads the document once per save, not once per viewer', async () => {
    const query = vi.spyOn(documentsFor(t.app.db), 'query');
    // The cache also expires after 5 s (saves of other server processes): on a slow machine a run of
    // views may span several windows, each allowed one load.
    const atMostOnePerWindow = async (views: () => Promise<unknown>) => {
      query.mockClear();
      const started = Date.now();
      await views();
      expect(query.mock.calls.length).toBeLessThanOrEqual(1 + Math.floor((Date.now() - started) / 5000));
    };
    try {
      const names = async () => {
        const { res } = await viewShare(t, sid, 'pw-live');
        expect(res.body.code).toBe('0');
        const page = res.body.data.document.projectScenesList[0].projectPageList[0];
        return (page.projectTwoComponentList as { _id: string; componentName?: string }[]).find(
          (c) => c._id === 'Estatic001',
        )?.componentName;
      };
      await atMostOnePerWindow(async () => {
        for (let i = 0; i < 10; i++) await names();
      });
      const doc = await post('/project/detail/v2/query', { projectId });
      const saved = await post('/project/detail/v2/save', {
        projectId,
        baseRevision: doc.revision,
        opts: [{ command: 'update', path: 'Estatic001.componentName', records: { newValue: 'renamed' } }],
      });
      expect(saved.subCode).toBe(0);
      await atMostOnePerWindow(async () => {
        expect(await names()).toBe('renamed');
        for (let i = 0; i < 5; i++) await names();
      });
    } finally {
      query.mockRestore();
    }
  });

  it('the share view is sent compressed as the browser accepts it, the same answer in every encoding', async () => {
    const { session, res: plain } = await viewShare(t, sid, 'pw-live');
    expect(plain.body.code).toBe('0');
    const path = `/api/project/share/v2/${sid}`;
    const read = async (acceptEncoding: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url: path,
        headers: {
          ...signedHeaders(session, signParts(session, 'GET', path)),
          'accept-encoding': acceptEncoding,
        },
      });
      const encoding = r.headers['content-encoding'];
      const raw = r.rawPayload;
      const text = (
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
      ).toString();
      return { status: r.statusCode, encoding, body: JSON.parse(text) as unknown, bytes: raw.length };
    };
    const br = await read('gzip, deflate, br');
    const gzip = await read('gzip;q=1, br;q=0');
    const none = await read('identity');
    expect([br.encoding, gzip.encoding, none.encoding]).toEqual(['br', 'gzip', undefined]);
    expect(br.body).toEqual(plain.body);
    expect(gzip.body).toEqual(plain.body);
    expect(none.body).toEqual(plain.body);
    expect(br.bytes).toBeLessThan(none.bytes);
  });

  it('an upstream failure answers without its details', async () => {
    const { session } = await viewShare(t, sid, 'pw-live');
    await new Promise<void>((r) => server.close(() => r()));
    // A success shared within the fan-out window may still answer; the failure shows once it has passed.
    const ask = () => postShared(t, sid, session, 'data', { componentId: 'Elive0001' });
    await expect
      .poll(async () => (await ask()).status, {
        timeout: 30_000,
        message: 'the failure once the window passed',
      })
      .toBe(502);
    const res = await ask();
    expect(res.status).toBe(502);
    expect(JSON.stringify(res.body)).not.toContain('127.0.0.1');
    server = createServer(() => undefined);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
});
