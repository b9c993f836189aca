import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { postShared, signParts, signedHeaders, viewShare } from './testkit.js';

/**
 * Live data of 3D components on a share page (docs/3d.md, "Data to the layers"): a placard or a heat map
 * bound to a stored request gets its rows through the share's data route exactly as a 2D component does
 * — the page names the component, the server runs the request stored in the shared document with the
 * owner's credentials — and nothing the shared project does not use is answered.
 */
let t: TestApp;
let server: Server;
let base = '';
let owner: Who;
let sid = '';
let otherSid = '';
let sourceId = '';
let fileUsed = '';
let fileUnused = '';
const hits: { path: string; key: string | undefined }[] = [];

const set = (path: string, newValue: unknown) => ({ command: 'update', path, records: { newValue } });
const add = (path: string, index: number, value: object) => ({
  command: 'add',
  path,
  records: { index, value },
});
const point = (x: number, z: number) => [
  { mainPoint: { name: '', showOn: true, transData: { position: { x, y: 0, z } } } },
];

/** A 3D component as the scene layer's palette makes it (components/common3d/component.ts base3D). */
const component3D = (_id: string, type: string, propertyData: object, requestSource?: object) => ({
  _id,
  name: _id,
  type,
  pointData: point(0, 0),
  styleList: [{ id: '_default', name: '默认样式' }],
  propertyData,
  showOn: true,
  conditionData: { rules: [] },
  interactionData: [],
  generalData: {},
  ...(requestSource ? { requestSource } : {}),
});

/** A project whose first scene is a 3D scene holding `components` on its first page; its share id. */
async function shared3D(o: ReturnType<typeof okPoster>, name: string, components: object[]) {
  const made = await o('/project/v2/create', { projectName: name });
  const doc = await o('/project/detail/v2/query', { projectId: made.projectId });
  const scene = doc.projectScenesList[0];
  const pageId = scene.projectPageList[0]._id as string;
  const saved = await o('/project/detail/v2/save', {
    projectId: made.projectId,
    baseRevision: doc.revision,
    opts: [
      set(`${scene._id}.scenesType`, 1),
      ...components.map((c, i) => add(`${pageId}.components3D`, i, c)),
    ],
  });
  expect(saved.subCode).toBe(0);
  const res = await t.call({
    method: 'PUT',
    url: '/api/project/share/v2',
    token: owner.token,
    group: owner.groupId,
    payload: { projectId: made.projectId },
  });
  return res.body.data.shareId as string;
}

async function fileSource(o: ReturnType<typeof okPoster>, fileName: string, rows: string) {
  const res = await o('/remote/source/saveOrUpdateUpLoadData', {
    fileName,
    content: Buffer.from(`name,value\n${rows}\n`).toString('base64'),
  });
  return res.source.id as string;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push({ path: req.url ?? '', key: req.headers['x-api-key'] as string | undefined });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify([{ name: 'Tank 1', value: 91 }]));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'] });
  owner = await member(t);
  const o = okPoster(t, owner);
  sourceId = (
    await o('/remote/source/saveOrUpdate', {
      name: 'Tanks API',
      type: 'api',
      config: { url: `${base}/tanks`, headers: [{ key: 'X-Api-Key', value: 'k3d-secret' }] },
    })
  ).id as string;
  fileUsed = await fileSource(o, 'sensors.csv', 'S1,20\nS2,40');
  fileUnused = await fileSource(o, 'unused.csv', 'U1,1');
  sid = await shared3D(o, '三维分享', [
    component3D(
      'F3dplacard01',
      'sign',
      { placardType: 'CommonPlacard', dataMode: 'device' },
      { type: 'api', sourceId, requestType: 'GET', enable: true, interval: 5 },
    ),
    component3D(
      'F3dheatmap01',
      'heatMap',
      { theme: 'classic', sensors: [] },
      { type: 'file', sourceId: fileUsed, enable: true },
    ),
    component3D('F3dstatic001', 'sign', { placardType: 'CommonPlacard' }),
  ]);
  // Another project of the same owner: its 3D component's request is not part of the first share.
  otherSid = await shared3D(o, '另一个', [
    component3D(
      'F3dforeign01',
      'sign',
      { placardType: 'CommonPlacard' },
      { type: 'api', sourceId, requestType: 'POST', enable: true, interval: 5 },
    ),
  ]);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('share live data of 3D components', () => {
  it('a placard bound to a stored HTTP request gets the rows through the signed share session', async () => {
    const { session, res } = await viewShare(t, sid);
    expect(res.body.code).toBe('0');
    // The shared document keeps the binding's kind but none of the request itself.
    const page = res.body.data.document.projectScenesList[0].projectPageList[0];
    const placard = (page.components3D as { _id: string; requestSource?: Record<string, unknown> }[]).find(
      (c) => c._id === 'F3dplacard01',
    )!;
    expect(placard.requestSource?.type).toBe('api');
    expect(JSON.stringify(res.body)).not.toContain(base);
    expect(JSON.stringify(res.body)).not.toContain('k3d-secret');

    const before = hits.length;
    const data = await postShared(t, sid, session, 'data', { componentId: 'F3dplacard01' });
    expect(data.status).toBe(200);
    expect(data.body.data.data).toEqual([{ name: 'Tank 1', value: 91 }]);
    expect(hits.length).toBe(before + 1);
    expect(hits.at(-1)).toEqual({ path: '/tanks', key: 'k3d-secret' });
    expect(JSON.stringify(data.body)).not.toContain('k3d-secret');

    // The batch route the share page uses answers 3D components in the same way.
    const batch = await postShared(t, sid, session, 'data/batch', {
      items: [{ componentId: 'F3dplacard01' }, { componentId: 'F3dstatic001' }],
    });
    expect(batch.status).toBe(200);
    const results = batch.body.data.results as { code: string; data: unknown }[];
    expect(results.map((r) => r.code)).toEqual(['0', '404']);
    expect(results[0]!.data).toEqual([{ name: 'Tank 1', value: 91 }]);
  });

  it('a heat map bound to a file source reads its rows; a file the project does not use is refused', async () => {
    const { session } = await viewShare(t, sid);
    const data = await postShared(t, sid, session, 'data', { componentId: 'F3dheatmap01' });
    expect(data.status).toBe(200);
    expect(JSON.stringify(data.body.data.data)).toContain('S2');
    const file = async (id: string) => {
      const path = '/api/open/share/getFileValue';
      const body = JSON.stringify({ sid, id });
      const parts = signParts(session, 'POST', path, body);
      return t.call({
        method: 'POST',
        url: path,
        payload: body as unknown as object,
        headers: { ...signedHeaders(session, parts), 'content-type': 'application/json' },
      });
    };
    const used = await file(fileUsed);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(JSON.stringify(used.body.data.data)).toContain('S1');
    const unused = await file(fileUnused);
    expect(unused.status).toBe(404);
    expect(JSON.stringify(unused.body)).not.toContain('U1');
  });

  it('a request the shared project does not use is refused, and nothing reaches the upstream', async () => {
    const { session } = await viewShare(t, sid);
    const before = hits.length;
    // Another project's 3D component (same owner, same source): not part of this share.
    const foreign = await postShared(t, sid, session, 'data', { componentId: 'F3dforeign01' });
    expect(foreign.status).toBe(404);
    // A 3D component without a source, and one that does not exist.
    expect((await postShared(t, sid, session, 'data', { componentId: 'F3dstatic001' })).status).toBe(404);
    expect((await postShared(t, sid, session, 'data', { componentId: 'F3dnothere' })).status).toBe(404);
    // Without the signed session: refused before anything runs.
    const unsigned = await t.call({
      method: 'POST',
      url: `/api/project/share/v2/${sid}/data`,
      payload: { componentId: 'F3dplacard01' },
    });
    expect(unsigned.status).toBe(401);
    // A session of the other share cannot sign for this one.
    const other = await viewShare(t, otherSid);
    const crossed = await postShared(t, sid, other.session, 'data', { componentId: 'F3dplacard01' });
    expect(crossed.status).toBe(401);
    expect(hits.length).toBe(before);
  });
});
