import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster } from '../../test/workspace.js';
import { addComponents, openSession, postShared, type ShareSession } from '../shares/testkit.js';

/**
 * Map addresses a share page takes from data at run time (docs/maps.md "Addresses from data"): the page
 * names the map item, the server runs that item's STORED request and signs the origin only if the
 * answer holds an address of it; fixed values of stored interactions count as named by the document.
 * Everything else — an origin of the page's choosing, another component's data, a guarded address —
 * stays refused. Loopback servers stand in for the data API and the hosts (allowed as an
 * administrator allows internal ones).
 */
let t: TestApp;
let sid = '';
let session: ShareSession;
const servers: Server[] = [];
/**
 * [0] the data API, [1] the host its answer names, [2] a host only an interaction names, [3] a host
 * nothing names, [4] a host only a stored filter builds an address of (the answer holds its parts).
 */
const hosts: string[] = [];
let apiCalls = 0;

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const geojson = (_req: unknown, res: ServerResponse) =>
  void res
    .writeHead(200, { 'content-type': 'application/geo+json' })
    .end(JSON.stringify({ type: 'FeatureCollection', features: [] }));

const rect = { componentLeft: 0, componentTop: 0, componentWidth: 800, componentHeight: 500 };

beforeAll(async () => {
  hosts.push(
    await listen((req, res) => {
      apiCalls += 1;
      if (req.url === '/parts')
        // Parts of an address, no address: only the item's filter puts them together.
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify([{ server: hosts[4]!.slice('http://'.length), path: '/c.geojson' }]));
      const body =
        req.url === '/layer'
          ? // What a map item's request answers: its GeoJSON address, and a metadata address the guard refuses.
            [{ url: `${hosts[1]}/areas.geojson`, mirror: 'http://169.254.169.254/latest/meta-data/' }]
          : // A table elsewhere on the page that happens to list the host nothing names.
            [{ link: `${hosts[3]}/secret.json` }];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    }),
  );
  for (let i = 0; i < 4; i += 1) hosts.push(await listen(geojson));
  t = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'] });
  const owner = await member(t);
  const o = okPoster(t, owner);
  const source = async (name: string, path: string) =>
    (await o('/remote/source/saveOrUpdate', { name, type: 'api', config: { url: `${hosts[0]}${path}` } }))
      .id as string;
  const layerSource = await source('layer api', '/layer');
  const tableSource = await source('table api', '/table');
  const partsSource = await source('parts api', '/parts');
  const folder = (await o('/userFolder/add', { name: 'maps' })).id as string;
  const { projectId, projectFlag } = (await o('/project/v2/create', {
    folderId: folder,
    projectName: 'data map',
  })) as { projectId: string; projectFlag: string };
  const filter = async (code: string) =>
    (await o('/project/filter/add', { projectFlag, name: 'address', code })).id as string;
  const builds = await filter("return data.map((r) => ({ url: 'http://' + r.server + r.path }));");
  // A filter that would take its address from a variable: the page chooses variable values.
  const fromVars = await filter('return [{ url: vars.base }];');
  const doc = await o('/project/detail/v2/query', { projectId });
  const pageId = doc.projectScenesList[0].projectPageList[0]._id as string;
  const request = (sourceId: string) => ({
    type: 'api',
    sourceId,
    requestType: 'GET',
    enable: true,
    interval: 0,
  });
  await addComponents(o, projectId, pageId, [
    {
      _id: 'Emapdata00',
      componentType: '4501',
      componentRect: rect,
      mapModel: {
        baseStyle: 'offline',
        layer: [
          {
            _id: 'Emapdata01',
            componentType: '4524',
            componentRect: rect,
            layerModel: { url: '' },
            requestSource: request(layerSource),
          },
          { _id: 'Emapdata02', componentType: '4524', componentRect: rect, layerModel: { url: '' } },
          {
            _id: 'Emapdata03',
            componentType: '4524',
            componentRect: rect,
            layerModel: { url: '' },
            requestSource: { ...request(partsSource), filters: [builds], filterOn: true },
          },
          {
            _id: 'Emapdata04',
            componentType: '4524',
            componentRect: rect,
            layerModel: { url: '' },
            requestSource: { ...request(partsSource), filters: [fromVars], filterOn: true },
          },
        ],
      },
    },
    { _id: 'Etabledat1', componentType: '2021', componentRect: rect, requestSource: request(tableSource) },
    {
      _id: 'Ebuttondt1',
      componentType: '2005',
      componentRect: rect,
      // A button that hands the second layer a fixed address: stored, so named by the document.
      projectInteractionList: [
        {
          eventId: '40101',
          actions: {
            elseAction: [
              {
                type: 'componentData',
                target: 'Emapdata02',
                source: 'value',
                value: { url: `${hosts[2]}/b.geojson` },
              },
            ],
          },
        },
      ],
    },
  ]);
  const published = await t.call({
    method: 'PUT',
    url: '/api/project/share/v2',
    token: owner.token,
    group: owner.groupId,
    payload: { projectId },
  });
  sid = published.body.data.shareId as string;
  session = (await openSession(t, sid)).body.data as ShareSession;
});
afterAll(async () => {
  await t?.close();
  for (const s of servers) s.close();
});

const sign = (body: object, lang = 'en') =>
  postShared(t, sid, session, 'map/sign', body, { 'accept-language': lang });

describe('map addresses from data on a share page', () => {
  it("signs an origin the map item's stored request answers with, and the proxy relays it", async () => {
    const before = apiCalls;
    const res = await sign({ url: `${hosts[1]}/areas.geojson`, componentId: 'Emapdata01' });
    expect(res.status, res.body.msg).toBe(200);
    expect(apiCalls).toBeGreaterThan(before);
    const { url, origin } = res.body.data as { url: string; origin: string };
    expect(origin).toBe(hosts[1]);
    const relayed = await t.app.inject({ method: 'GET', url });
    expect(relayed.statusCode).toBe(200);
    expect(relayed.json<{ type: string }>().type).toBe('FeatureCollection');
  });

  it('signs the fixed address a stored interaction delivers, with or without naming the item', async () => {
    expect((await sign({ url: `${hosts[2]}/b.geojson` })).status).toBe(200);
    expect((await sign({ url: `${hosts[2]}/b.geojson`, componentId: 'Emapdata02' })).status).toBe(200);
  });

  it('attack: an origin of the page’s choosing is refused, whichever component it names', async () => {
    const other = `${hosts[3]}/secret.json`;
    // Not in the map item's answer: refused in both languages.
    const en = await sign({ url: other, componentId: 'Emapdata01' });
    expect(en.status).toBe(400);
    expect(en.body.data).toBeNull();
    expect(en.body.msg).toContain("nor one in the current result of that component's data request");
    const zh = await sign({ url: other, componentId: 'Emapdata01' }, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('不在该组件数据请求的当前结果中');
    // Another component's data does name it, but that component is no map item: only the document counts.
    const table = await sign({ url: other, componentId: 'Etabledat1' });
    expect(table.status).toBe(400);
    expect(table.body.msg).toContain("is not an address this project's maps name");
    // An item without a stored request, an unknown id, and no id at all.
    for (const body of [
      { url: other, componentId: 'Emapdata02' },
      { url: other, componentId: 'Enosuchone' },
      { url: other },
      { url: `${hosts[1]}/areas.geojson` },
    ]) {
      const res = await sign(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data).toBeNull();
    }
  });

  it("signs an address the map item's stored filter builds from its answer, and the proxy relays it", async () => {
    const res = await sign({ url: `${hosts[4]}/c.geojson`, componentId: 'Emapdata03' });
    expect(res.status, res.body.msg).toBe(200);
    const relayed = await t.app.inject({ method: 'GET', url: (res.body.data as { url: string }).url });
    expect(relayed.statusCode).toBe(200);
    // The same origin named with another item (whose filter builds nothing from it) stays refused.
    expect((await sign({ url: `${hosts[4]}/c.geojson`, componentId: 'Emapdata01' })).status).toBe(400);
  });

  it('attack: a filter building its address from variable values signs nothing the page sends', async () => {
    for (const url of [`${hosts[3]}/secret.json`, 'http://169.254.169.254/latest/meta-data/']) {
      const res = await sign({ url, componentId: 'Emapdata04', vars: { base: url } });
      expect(res.status, url).toBe(400);
      expect(res.body.data).toBeNull();
    }
  });

  it('attack: the address guard still refuses a metadata address the data names', async () => {
    const res = await sign({ url: 'http://169.254.169.254/latest/meta-data/', componentId: 'Emapdata01' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('cloud metadata addresses are not allowed');
  });

  it('needs the share session and a well-formed body', async () => {
    const path = `/api/project/share/v2/${sid}/map/sign`;
    const bare = await t.call({
      method: 'POST',
      url: path,
      payload: { url: `${hosts[1]}/areas.geojson`, componentId: 'Emapdata01' },
    });
    expect(bare.status).toBe(401);
    const long = await sign({ url: `${hosts[1]}/x`, componentId: 'E'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('componentId');
  });
});
