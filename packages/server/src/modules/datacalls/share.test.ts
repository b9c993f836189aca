import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { folderProject as project, member, okPoster, poster, type Who } from '../../test/workspace.js';
import { addComponents, signParts, signedHeaders, viewShare, type ShareSession } from '../shares/testkit.js';

/**
 * The share pages' data calls (/open/share/getFileValue, /resource/raydb-resource/tokenApiInfoByUid):
 * signed like every share call, bounded by the shared project (only sources it uses), never another
 * project's or group's, never a secret. Also the tenancy matrix of the data-call routes (walks OpenAPI).
 */
let t: TestApp;
let owner: Who;
let stranger: Who;
const F = { used: '', viaRouter: '', otherProject: '', unused: '', stranger: '' };
const T = { used: '', unused: '', user: '', stranger: '' };
const S = { p1: '', p2: '', stranger: '' };
const P = { p2: '' };
let s1: ShareSession;
let s2: ShareSession;

const FILE_PATH = '/api/open/share/getFileValue';
const TOKEN_PATH = '/api/resource/raydb-resource/tokenApiInfoByUid';
const SECRETS = [
  'URL-KEY-SECRET',
  'TOKEN-BODY-SECRET',
  'HEADER-SECRET',
  'APPKEY-SECRET',
  'APPSECRET-VALUE',
  'secret-file-name',
];
const rect = { componentLeft: 0, componentTop: 0, componentWidth: 300, componentHeight: 60 };
/** A text bound to a data source, as the data panel leaves it. */
const bound = (_id: string, requestSource: object) => ({
  _id,
  componentType: '2005',
  componentRect: rect,
  requestSource,
});

async function fileSource(o: ReturnType<typeof okPoster>, fileName: string, row: string) {
  const res = await o('/remote/source/saveOrUpdateUpLoadData', {
    fileName,
    content: Buffer.from(`k\n${row}\n`).toString('base64'),
  });
  return res.source.id as string;
}

async function tokenSource(o: ReturnType<typeof okPoster>, name: string) {
  const res = await o('/remote/source/saveOrUpdate', {
    name,
    type: 'api',
    config: {
      url: 'http://127.0.0.1:9/api?key=URL-KEY-SECRET',
      authenticationType: 2,
      appKey: 'APPKEY-SECRET',
      token: {
        url: 'http://127.0.0.1:9/token?key=URL-KEY-SECRET',
        body: '{"user":"TOKEN-BODY-SECRET"}',
        headers: [{ key: 'X-Extra', value: 'HEADER-SECRET' }],
        header: 'X-Token',
        prefix: 'Tk ',
        path: 'data.token',
        ttlSeconds: 120,
      },
    },
    secrets: { appSecret: 'APPSECRET-VALUE' },
  });
  return res.id as string;
}

async function publish(who: Who, projectId: string): Promise<string> {
  return (
    await t.call({
      method: 'PUT',
      url: '/api/project/share/v2',
      token: who.token,
      group: who.groupId,
      payload: { projectId },
    })
  ).body.data.shareId as string;
}

/** A share page's signed POST; `over` lets a test send another body than the one signed. */
async function signed(
  session: ShareSession,
  path: string,
  body: object,
  over: { sent?: object; parts?: ReturnType<typeof signParts> } = {},
) {
  const text = JSON.stringify(body);
  const parts = over.parts ?? signParts(session, 'POST', path, text);
  return t.call({
    method: 'POST',
    url: path,
    payload: over.sent ? JSON.stringify(over.sent) : text,
    headers: { ...signedHeaders(session, parts), 'content-type': 'application/json' },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await member(t);
  stranger = await member(t);
  const o = okPoster(t, owner);
  const p1 = await project(o, 'shared');
  const p2 = await project(o, 'other');
  F.used = await fileSource(o, 'secret-file-name.csv', 'row-used');
  F.viaRouter = await fileSource(o, 'b.csv', 'row-router');
  F.otherProject = await fileSource(o, 'c.csv', 'row-other-project');
  F.unused = await fileSource(o, 'd.csv', 'row-unused');
  T.used = await tokenSource(o, 'token-used');
  T.unused = await tokenSource(o, 'token-unused');
  // An api source authenticating with the token configuration above (by tokenUid).
  T.user = (
    await o('/remote/source/saveOrUpdate', {
      name: 'user',
      type: 'api',
      config: { url: 'http://127.0.0.1:9/x', authenticationType: 2, tokenUid: T.used },
    })
  ).id;
  const router = (
    await o('/project/router/add', {
      projectFlag: p1.flag,
      name: 'r',
      routerConfig: { sourceId: F.viaRouter },
    })
  ).id;
  await addComponents(o, p1.id, p1.pageId, [
    bound('Efile00001', { type: 'file', sourceId: F.used }),
    bound('Etoken0001', { type: 'api', sourceId: T.user }),
    bound('Erouter001', { type: 'router', sqlOptions: { routers: [{ id: router, routerType: 0 }] } }),
  ]);
  await addComponents(o, p2.id, p2.pageId, [bound('Efile00002', { type: 'file', sourceId: F.otherProject })]);
  S.p1 = await publish(owner, p1.id);
  S.p2 = await publish(owner, p2.id);
  P.p2 = p2.id;

  const so = okPoster(t, stranger);
  const sp = await project(so, 'stranger');
  F.stranger = await fileSource(so, 'secret-file-name.csv', 'row-stranger');
  T.stranger = await tokenSource(so, 'token-stranger');
  await addComponents(so, sp.id, sp.pageId, [
    bound('Efile00003', { type: 'file', sourceId: F.stranger }),
    bound('Etoken0003', { type: 'api', sourceId: T.stranger }),
  ]);
  S.stranger = await publish(stranger, sp.id);
  s1 = (await viewShare(t, S.p1)).session;
  s2 = (await viewShare(t, S.p2)).session;
});
afterAll(() => t.close());

describe('shared file rows', () => {
  it('answers the rows of a file source the shared project uses (directly or through its router)', async () => {
    const res = await signed(s1, FILE_PATH, { sid: S.p1, id: F.used });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ columns: ['k'], total: 1, data: [{ k: 'row-used' }] });
    expect(JSON.stringify(res.body)).not.toContain('secret-file-name');
    const routed = await signed(s1, FILE_PATH, { sid: S.p1, id: F.viaRouter });
    expect(routed.body.data.data).toEqual([{ k: 'row-router' }]);
    const paged = await signed(s1, FILE_PATH, { sid: S.p1, id: F.used, page: 2, limit: 1 });
    expect(paged.body.data).toMatchObject({ total: 1, data: [] });
  });

  it('another project’s file, an unused file, another group’s file and a non-file answer 404 alike', async () => {
    for (const id of [F.otherProject, F.unused, F.stranger, T.user]) {
      const res = await signed(s1, FILE_PATH, { sid: S.p1, id });
      expect(res.status, id).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/row-|secret-file-name/);
    }
    // The other project's own share reads its own file, but not the first project's.
    expect((await signed(s2, FILE_PATH, { sid: S.p2, id: F.otherProject })).status).toBe(200);
    expect((await signed(s2, FILE_PATH, { sid: S.p2, id: F.used })).status).toBe(404);
  });

  it('unsigned, replayed, re-bodied, foreign-session and stale requests are refused', async () => {
    const body = { sid: S.p1, id: F.used };
    const bare = await t.call({ method: 'POST', url: FILE_PATH, payload: body });
    expect(bare.status).toBe(401);
    const parts = signParts(s1, 'POST', FILE_PATH, JSON.stringify(body));
    expect((await signed(s1, FILE_PATH, body, { parts })).status).toBe(200);
    expect((await signed(s1, FILE_PATH, body, { parts })).status).toBe(401);
    // Signed for one file, sent for another: the signature covers the body.
    expect((await signed(s1, FILE_PATH, body, { sent: { sid: S.p1, id: F.viaRouter } })).status).toBe(401);
    // Another share's session, on this share or with this share's id.
    expect((await signed(s2, FILE_PATH, body)).status).toBe(401);
    // Signed for another path (the filter route of the same share).
    const other = signParts(s1, 'POST', `/api/project/share/v2/${S.p1}/filters`, JSON.stringify(body));
    expect((await signed(s1, FILE_PATH, body, { parts: other })).status).toBe(401);
    const old = signParts(s1, 'POST', FILE_PATH, JSON.stringify(body), {
      timeStamp: String(Date.now() - 10 * 60_000),
    });
    expect((await signed(s1, FILE_PATH, body, { parts: old })).status).toBe(401);
    // No such share.
    expect((await signed(s1, FILE_PATH, { sid: 'x'.repeat(32), id: F.used })).status).toBe(404);
  });
});

describe('shared token settings', () => {
  it('answers how a used token configuration authenticates, and nothing secret', async () => {
    const res = await signed(s1, TOKEN_PATH, { sid: S.p1, tokenUid: T.used });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      tokenUid: T.used,
      name: 'token-used',
      authenticationType: 2,
      requestType: 'POST',
      bodyType: 2,
      header: 'X-Token',
      prefix: 'Tk ',
      path: 'data.token',
      ttlSeconds: 120,
    });
    const text = JSON.stringify(res.body);
    for (const s of SECRETS) expect(text).not.toContain(s);
    expect(text).not.toContain('127.0.0.1');
  });

  it('unused, foreign and non-token uids answer 404; unsigned and replayed requests 401', async () => {
    for (const tokenUid of [T.unused, T.stranger, T.user, F.used]) {
      const res = await signed(s1, TOKEN_PATH, { sid: S.p1, tokenUid });
      expect(res.status, tokenUid).toBe(404);
      for (const s of SECRETS) expect(JSON.stringify(res.body)).not.toContain(s);
    }
    const body = { sid: S.p1, tokenUid: T.used };
    expect((await t.call({ method: 'POST', url: TOKEN_PATH, payload: body })).status).toBe(401);
    const parts = signParts(s1, 'POST', TOKEN_PATH, JSON.stringify(body));
    expect((await signed(s1, TOKEN_PATH, body, { parts })).status).toBe(200);
    expect((await signed(s1, TOKEN_PATH, body, { parts })).status).toBe(401);
    // A stranger's share session cannot read the owner's token through its own share either.
    const stranger = (await viewShare(t, S.stranger)).session;
    expect((await signed(stranger, TOKEN_PATH, { sid: S.stranger, tokenUid: T.used })).status).toBe(404);
  });

  it('a revoked share reads nothing any more, even with an open session', async () => {
    const { session } = await viewShare(t, S.p2);
    expect((await signed(session, FILE_PATH, { sid: S.p2, id: F.otherProject })).status).toBe(200);
    await okPoster(t, owner)('/project/share/v2/revoke', { projectId: P.p2 });
    expect((await signed(session, FILE_PATH, { sid: S.p2, id: F.otherProject })).status).toBe(404);
  });
});

/** Every data-call route: member routes with another group's header are 403; share routes are covered above. */
const MEMBER: [string, object][] = [
  ['/remote/data/router/version', {}],
  ['/remote/data/mapping', { data: [] }],
  ['/remote/data/mapping/batch', { list: [{ data: [] }] }],
];
const SHARE = [FILE_PATH, TOKEN_PATH];

describe('data-call tenancy', () => {
  it('every data-call route is in the matrix', () => {
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, unknown> } }).swagger();
    const area = /^\/api\/(remote\/data\/(mapping|router\/version)|open\/share\/|resource\/raydb-resource\/)/;
    const routes = Object.keys(spec.paths).filter((p) => area.test(p));
    expect(routes.sort()).toEqual([...MEMBER.map(([u]) => `/api${u}`), ...SHARE].sort());
  });

  it('member routes: Current-Group of another group is 403, no token 401', async () => {
    for (const [url, body] of MEMBER) {
      const res = await t.call({
        method: 'POST',
        url: `/api${url}`,
        token: owner.token,
        group: stranger.groupId,
        payload: body,
      });
      expect(res.status, url).toBe(403);
      expect((await t.call({ method: 'POST', url: `/api${url}`, payload: body })).status, url).toBe(401);
      expect((await poster(t, owner)(url, body)).status, url).toBe(200);
    }
  });
});
