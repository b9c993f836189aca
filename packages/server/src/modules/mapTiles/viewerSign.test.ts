import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectShares } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { PNG_1X1 } from '../uploads/fixtures.js';
import { addComponents, openSession, postShared, type ShareSession } from '../shares/testkit.js';

/**
 * Share pages sign map addresses through their share, case views through the case (docs/maps.md
 * "External tiles"): only origins the document's maps name, only with a live share's session or a
 * viewer of the case, and the proxied fetch still goes through the address guard. Two tile servers on loopback stand in for external hosts (allowed as an
 * administrator allows internal ones); a third is named by no map.
 */
let t: TestApp;
let owner: Who;
const servers: Server[] = [];
const origins: string[] = [];
let projectId = '';
let sid = '';
let session: ShareSession;

async function tileServer(): Promise<string> {
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith('/tiles/'))
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG_1X1);
    if (path === '/regions.geojson')
      return void res
        .writeHead(200, { 'content-type': 'application/geo+json' })
        .end(JSON.stringify({ type: 'FeatureCollection', features: [] }));
    if (path === '/to-loopback') {
      const port = (server.address() as AddressInfo).port;
      return void res.writeHead(302, { location: `http://127.0.0.2:${port}/tiles/0/0/0.png` }).end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const rect = { componentLeft: 0, componentTop: 0, componentWidth: 800, componentHeight: 500 };

beforeAll(async () => {
  for (let i = 0; i < 3; i += 1) origins.push(await tileServer());
  t = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'] });
  owner = await member(t);
  const o = okPoster(t, owner);
  const folder = (await o('/userFolder/add', { name: 'maps' })).id as string;
  const p = await o('/project/v2/create', { folderId: folder, projectName: 'shared map' });
  projectId = p.projectId as string;
  const doc = await o('/project/detail/v2/query', { projectId });
  const pageId = doc.projectScenesList[0].projectPageList[0]._id as string;
  await addComponents(o, projectId, pageId, [
    {
      _id: 'Emapshare1',
      componentType: '4501',
      componentRect: rect,
      mapModel: {
        baseStyle: 'xyz',
        baseUrl: `${origins[0]}/tiles/{z}/{x}/{y}.png`,
        layer: [
          {
            _id: 'Emaplayer1',
            componentType: '4524',
            componentRect: rect,
            layerModel: { url: `${origins[1]}/regions.geojson` },
          },
          {
            _id: 'Emaplayer2',
            componentType: '4520',
            componentRect: rect,
            // Named by the document, refused by the address guard all the same.
            layerModel: { url: 'http://169.254.169.254/latest/meta-data/' },
          },
          {
            _id: 'Emaplayer3',
            componentType: '4547',
            componentRect: rect,
            layerModel: { modelUrl: 'http://127.0.0.2:8080/box.glb' },
          },
        ],
      },
    },
  ]);
  sid = await publish();
  session = await sessionOf(sid);
});
afterAll(async () => {
  await t?.close();
  for (const s of servers) s.close();
});

async function publish(extra: object = {}): Promise<string> {
  const res = await t.call({
    method: 'PUT',
    url: '/api/project/share/v2',
    token: owner.token,
    group: owner.groupId,
    payload: { projectId, ...extra },
  });
  return res.body.data.shareId as string;
}

async function sessionOf(id: string, pass?: string): Promise<ShareSession> {
  const res = await openSession(t, id, pass);
  if (res.body.code !== '0') throw new Error(`session: ${res.status} ${res.body.msg}`);
  return res.body.data as ShareSession;
}

const sign = (url: string, lang = 'zh-CN', id = sid, s = session) =>
  postShared(t, id, s, 'map/sign', { url }, { 'accept-language': lang });
const get = (url: string, lang = 'zh-CN') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe('map addresses of a share page', () => {
  it('signs the base map and item origins the shared document names, and the proxy relays them', async () => {
    const base = await sign(`${origins[0]}/tiles/{z}/{x}/{y}.png`);
    expect(base.status).toBe(200);
    const { prefix, url, origin } = base.body.data as { prefix: string; url: string; origin: string };
    expect(origin).toBe(origins[0]);
    expect(url).toBe(`${prefix}/tiles/{z}/{x}/{y}.png`);
    const tile = await get(`${prefix}/tiles/3/6/2.png`);
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.rawPayload.equals(PNG_1X1)).toBe(true);
    // Another path of a named origin is the same capability (tiles, a style's sprites, a tileset's parts).
    const layer = await sign(`${origins[1]}/other.json`);
    expect(layer.status).toBe(200);
    const geo = await get(`${(layer.body.data as { prefix: string }).prefix}/regions.geojson`);
    expect(geo.statusCode).toBe(200);
    expect(geo.json<{ type: string }>().type).toBe('FeatureCollection');
  });

  it('refuses an origin no map of the shared document names, in both languages', async () => {
    for (const url of [`${origins[2]}/tiles/0/0/0.png`, 'https://tiles.example.org/{z}/{x}/{y}.png']) {
      const zh = await sign(url);
      expect(zh.status, url).toBe(400);
      expect(zh.body.msg).toContain('不是该项目的地图所引用的地址');
      const en = await sign(url, 'en');
      expect(en.body.msg).toContain("is not an address this project's maps name");
      expect(en.body.data).toBeNull();
    }
    expect((await sign('file:///etc/passwd', 'en')).body.msg).toContain('must be a full http or https URL');
  });

  it('keeps the address guard: metadata and loopback addresses are refused even when the document names them', async () => {
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://127.0.0.2:8080/box.glb']) {
      const res = await sign(url, 'en');
      expect(res.status, url).toBe(400);
      expect(res.body.msg).toContain('Private, loopback and cloud metadata addresses are not allowed');
    }
    // A named, allowed origin that redirects to a loopback address outside the allow-list: refused at fetch.
    const { prefix } = (await sign(`${origins[0]}/`)).body.data as { prefix: string };
    const redirected = await get(`${prefix}/to-loopback`, 'en');
    expect(redirected.statusCode).toBe(400);
    expect(redirected.json<{ msg: string }>().msg).toContain('loopback');
  });

  it('needs the share session: no token, a forged signature or a password share without its password', async () => {
    const path = `/api/project/share/v2/${sid}/map/sign`;
    const bare = await t.call({ method: 'POST', url: path, payload: { url: `${origins[0]}/` } });
    expect(bare.status).toBe(401);
    expect(bare.body.data).toEqual({ needSession: true });
    const locked = await publish({ sharePass: 'secret-pass' });
    expect((await openSession(t, locked)).status).toBe(401);
    const wrong = await postShared(t, locked, session, 'map/sign', { url: `${origins[0]}/` });
    expect(wrong.status).toBe(401);
    const right = await sessionOf(locked, 'secret-pass');
    expect((await sign(`${origins[0]}/`, 'zh-CN', locked, right)).status).toBe(200);
    sid = locked;
    session = right;
  });

  it('an expired or revoked share signs nothing', async () => {
    await t.database.db
      .update(projectShares)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(projectShares.id, sid));
    // Written behind the server's back, as another process would: signed requests see it within a
    // second (shares/service.ts checkedShare).
    await expect
      .poll(async () => (await sign(`${origins[0]}/`, 'en')).status, {
        timeout: 10_000,
        message: 'the expired share signs nothing',
      })
      .toBe(404);
    const expired = await sign(`${origins[0]}/`, 'en');
    expect(expired.status).toBe(404);
    expect(expired.body.data).toBeNull();
    const fresh = await publish();
    const s = await sessionOf(fresh);
    expect((await sign(`${origins[0]}/`, 'en', fresh, s)).status).toBe(200);
    await t.call({
      method: 'POST',
      url: '/api/project/share/v2/revoke',
      token: owner.token,
      group: owner.groupId,
      payload: { projectId },
    });
    const revoked = await sign(`${origins[0]}/`, 'en', fresh, s);
    expect(revoked.status).toBe(404);
    expect(revoked.body.msg).toContain('revoked');
  });
});

describe('map addresses of a case view', () => {
  it('a viewer of cases (without project rights) signs what the case’s maps name, and nothing else', async () => {
    const o = okPoster(t, owner);
    const { caseFlag } = (await o('/project/case/v2/publish', { projectId, caseName: '地图案例' })) as {
      caseFlag: string;
    };
    const viewer = await member(t, { groupId: owner.groupId, codes: ['1040105'] });
    const stranger = await member(t);
    const sign = (who: Who, url: string) =>
      t.call({
        method: 'POST',
        url: '/api/project/case/v2/map/sign',
        token: who.token,
        group: who.groupId,
        headers: { 'accept-language': 'en' },
        payload: { caseFlag, url },
      });
    // The member route needs project rights this viewer has not.
    const member403 = await t.call({
      method: 'POST',
      url: '/api/map/proxy/sign',
      token: viewer.token,
      group: viewer.groupId,
      payload: { url: `${origins[0]}/` },
    });
    expect(member403.status).toBe(403);
    const base = await sign(viewer, `${origins[0]}/tiles/{z}/{x}/{y}.png`);
    expect(base.status).toBe(200);
    const tile = await get(`${(base.body.data as { prefix: string }).prefix}/tiles/1/1/1.png`);
    expect(tile.statusCode).toBe(200);
    const other = await sign(viewer, `${origins[2]}/tiles/0/0/0.png`);
    expect(other.status).toBe(400);
    expect(other.body.msg).toContain("is not an address this project's maps name");
    const guarded = await sign(viewer, 'http://169.254.169.254/latest/meta-data/');
    expect(guarded.status).toBe(400);
    expect(guarded.body.msg).toContain('cloud metadata addresses are not allowed');
    // Another group's member does not see the case at all.
    expect((await sign(stranger, `${origins[0]}/`)).status).toBe(404);
  });
});
