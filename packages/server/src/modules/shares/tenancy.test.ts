import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { addComponents, getShared, postShared, viewShare } from './testkit.js';

/**
 * Tenancy of sharing: group A can neither see, change nor revoke group B's share by naming B's project
 * (with Current-Group A), nor by sending Current-Group B; A's share session cannot read B's share. Walks
 * the OpenAPI list so a share route added later without an entry here fails.
 */
let t: TestApp;
let a: Who;
let b: Who;
const A = { project: '', share: '' };
const B = { project: '', share: '' };

const call = (who: Who, group: string, method: 'PUT' | 'POST', url: string, payload: object) =>
  t.call({ method, url: `/api${url}`, token: who.token, group, payload });

beforeAll(async () => {
  t = await createTestApp();
  a = await member(t);
  b = await member(t);
  for (const [who, into] of [
    [a, A],
    [b, B],
  ] as const) {
    const o = okPoster(t, who);
    const folder = (await o('/userFolder/add', { name: 'f' })).id as string;
    into.project = (
      await o('/project/v2/create', { folderId: folder, projectName: who === b ? 'B-secret-project' : 'A' })
    ).projectId;
    into.share = (
      await call(who, who.groupId, 'PUT', '/project/share/v2', { projectId: into.project })
    ).body.data.shareId;
    if (who === b) {
      const doc = await o('/project/detail/v2/query', { projectId: into.project });
      await addComponents(o, into.project, doc.projectScenesList[0].projectPageList[0]._id, [
        {
          _id: 'EbLive001',
          componentType: '2005',
          componentName: 'B-secret-live',
          requestSource: { type: 'api', url: 'http://b-secret.example/data' },
        },
      ]);
    }
  }
});
afterAll(() => t.close());

type Case = [method: 'PUT' | 'POST', url: string, body: () => object];
const namingB: Case[] = [
  ['PUT', '/project/share/v2', () => ({ projectId: B.project })],
  ['POST', '/project/share/v2', () => ({ projectId: B.project, sharePass: 'pass-x' })],
  ['POST', '/project/share/v2/revoke', () => ({ projectId: B.project })],
  ['POST', '/project/share/v2/query', () => ({ projectId: B.project })],
];
/** Public, signed routes: covered by the session test below. */
const PUBLIC = [
  '/api/project/share/v2/{sid}',
  '/api/project/share/v2/{sid}/session',
  '/api/project/share/v2/{sid}/data',
  '/api/project/share/v2/{sid}/data/batch',
  '/api/project/share/v2/{sid}/filters',
  '/api/project/share/v2/{sid}/weather',
  '/api/project/share/v2/{sid}/variables',
  '/api/project/share/v2/{sid}/map/sign',
  '/api/project/share/v2/{sid}/model/theme',
  '/api/project/share/v2/{sid}/model/theme/id',
];

async function bShare() {
  return okPoster(t, b)('/project/share/v2/query', { projectId: B.project });
}

describe('share tenancy', () => {
  it('every share route is in the matrix', () => {
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, unknown> } }).swagger();
    const routes = Object.keys(spec.paths).filter((p) => p.startsWith('/api/project/share/'));
    const covered = new Set([...namingB.map(([, url]) => `/api${url}`), ...PUBLIC]);
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
    expect(routes.length).toBe(13);
  });

  // SECURITY-CASES #29: B's project on every share route
  it('naming B’s project from group A answers 404 and changes nothing', async () => {
    const before = await bShare();
    for (const [method, url, body] of namingB) {
      const res = await call(a, a.groupId, method, url, body());
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('B-secret');
    }
    expect(await bShare()).toEqual(before);
    expect((await viewShare(t, B.share)).res.status).toBe(200);
  });

  it('sending Current-Group B without membership is 403 on every route', async () => {
    for (const [method, url, body] of namingB) {
      const res = await call(a, b.groupId, method, url, body());
      expect(res.status, `${method} ${url}`).toBe(403);
    }
  });

  it('A’s share session reads A’s project only', async () => {
    const { session, res } = await viewShare(t, A.share);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('B-secret');
    const cross = await getShared(t, B.share, session);
    expect(cross.status).toBe(401);
    expect(JSON.stringify(cross.body)).not.toContain('B-secret');
    // B's live component is neither reachable through A's share nor with A's session on B's share.
    expect((await postShared(t, A.share, session, 'data', { componentId: 'EbLive001' })).status).toBe(404);
    expect((await postShared(t, B.share, session, 'data', { componentId: 'EbLive001' })).status).toBe(401);
    const batch = await postShared(t, A.share, session, 'data/batch', {
      items: [{ componentId: 'EbLive001' }],
    });
    expect(batch.body.data.results[0].code).toBe('404');
    expect(JSON.stringify(batch.body)).not.toContain('b-secret');
    const crossBatch = { items: [{ componentId: 'EbLive001' }] };
    expect((await postShared(t, B.share, session, 'data/batch', crossBatch)).status).toBe(401);
    expect((await postShared(t, B.share, session, 'variables', {})).status).toBe(401);
    // The map proxy signs neither through B's share nor, through A's, an address only B's sources name.
    const bOrigin = { url: 'http://b-secret.example/data' };
    expect((await postShared(t, B.share, session, 'map/sign', bOrigin)).status).toBe(401);
    expect((await postShared(t, A.share, session, 'map/sign', bOrigin)).status).toBe(400);
    // The 3D theme calls too: A's session cannot read B's scene theme or a model's theme id.
    const someModel = '5f0c6b1e-8d2a-4c3e-9b7a-1d2e3f4a5b6c';
    const theme = { resourceId: someModel };
    expect((await postShared(t, B.share, session, 'model/theme', theme)).status).toBe(401);
    expect((await postShared(t, B.share, session, 'model/theme/id', { modelId: someModel })).status).toBe(
      401,
    );
  });
});
