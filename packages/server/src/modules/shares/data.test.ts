import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
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
  const source = await o('/remote/source/saveOrUpdate', {
    name: 'Sales API',
    type: 'api',
    config: { url: `${base}/sales`, headers: [{ key: 'X-Api-Key', value: 'k-secret-123' }] },
  });
  const folder = (await o('/userFolder/add', { name: 'live' })).id as string;
  const p = await o('/project/v2/create', { folderId: folder, projectName: 'live data' });
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

  it('an upstream failure answers without its details', async () => {
    const { session } = await viewShare(t, sid, 'pw-live');
    await new Promise<void>((r) => server.close(() => r()));
    const res = await postShared(t, sid, session, 'data', { componentId: 'Elive0001' });
    expect(res.status).toBe(502);
    expect(JSON.stringify(res.body)).not.toContain('127.0.0.1');
    server = createServer(() => undefined);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
});
