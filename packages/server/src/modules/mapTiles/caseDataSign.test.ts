import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { addComponents } from '../shares/testkit.js';
import {
  bindTenant,
  startTwinGateway,
  twinsRequest,
  twinsSource,
  type TwinGateway,
} from '../twin/twinViews.testkit.js';

/**
 * Map addresses a case view takes from data at run time (docs/maps.md "Addresses from data"), by the
 * same rule as share pages (mapTiles/viewerSigning.ts): the page names the map item, the server runs that
 * item's STORED request — in a case, the kept twins call, for the case's stored tenant and space — and
 * signs the origin only if the answer holds an address of it. The viewer has caseView only. A twin gateway
 * on loopback answers each call with a row naming an address chosen by the call's stored body; loopback
 * servers stand in for the hosts (allowed as an administrator allows internal ones).
 */
let gw: TwinGateway;
let t: TestApp;
let owner: Who;
let viewer: Who;
let stranger: Who;
let caseFlag = '';
const servers: Server[] = [];
/** [0] the host the layer's answer names, [1] the host only the table's answer names, [2] a host nothing names. */
const hosts: string[] = [];

const geojson = (_req: unknown, res: ServerResponse) =>
  void res
    .writeHead(200, { 'content-type': 'application/geo+json' })
    .end(JSON.stringify({ type: 'FeatureCollection', features: [] }));

const rect = { componentLeft: 0, componentTop: 0, componentWidth: 800, componentHeight: 500 };

beforeAll(async () => {
  for (let i = 0; i < 3; i += 1) {
    const server = createServer(geojson);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    servers.push(server);
    hosts.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  // The map layer's twins call asks for level 1: its row names its GeoJSON and a metadata address.
  gw = await startTwinGateway((body) =>
    body.level === 1
      ? { url: `${hosts[0]}/areas.geojson`, mirror: 'http://169.254.169.254/latest/meta-data/' }
      : { link: `${hosts[1]}/secret.json` },
  );
  t = await createTestApp({ twinGatewayUrl: gw.url, dataAllowHosts: ['127.0.0.1/32'] });
  owner = await member(t);
  viewer = await member(t, { groupId: owner.groupId, codes: [PERMISSIONS.caseView.code] });
  stranger = await member(t);
  await bindTenant(t, owner, 'ten-M', 'space-M');
  const layerSource = await twinsSource(t, owner, 1);
  const tableSource = await twinsSource(t, owner, 2);
  const o = okPoster(t, owner);
  const folder = (await o('/userFolder/add', { name: 'case maps' })).id as string;
  const { projectId } = (await o('/project/v2/create', { folderId: folder, projectName: 'case map' })) as {
    projectId: string;
  };
  const doc = await o('/project/detail/v2/query', { projectId });
  const pageId = doc.projectScenesList[0].projectPageList[0]._id as string;
  await addComponents(o, projectId, pageId, [
    {
      _id: 'Ecasemap00',
      componentType: '4501',
      componentRect: rect,
      mapModel: {
        baseStyle: 'offline',
        layer: [
          {
            _id: 'Ecasemap01',
            componentType: '4524',
            componentRect: rect,
            layerModel: { url: '' },
            requestSource: twinsRequest(layerSource),
          },
          { _id: 'Ecasemap02', componentType: '4524', componentRect: rect, layerModel: { url: '' } },
        ],
      },
    },
    {
      _id: 'Ecasetab01',
      componentType: '2021',
      componentRect: rect,
      requestSource: twinsRequest(tableSource),
    },
  ]);
  caseFlag = (await o('/project/case/v2/publish', { projectId, caseName: 'map case' })).caseFlag as string;
});
afterAll(async () => {
  await t?.close();
  await gw?.close();
  for (const s of servers) s.close();
});

const sign = (body: object, who: Who = viewer, lang = 'en') =>
  t.call({
    method: 'POST',
    url: '/api/project/case/v2/map/sign',
    token: who.token,
    group: who.groupId,
    headers: { 'accept-language': lang },
    payload: { caseFlag, ...body },
  });

describe('map addresses from data in a case view', () => {
  it("signs an origin the map item's kept twins request answers with, and the proxy relays it", async () => {
    const before = gw.calls.length;
    const res = await sign({ url: `${hosts[0]}/areas.geojson`, componentId: 'Ecasemap01' });
    expect(res.status, res.body.msg).toBe(200);
    // The server asked the gateway itself, as the case's data call does (the case's stored tenant).
    expect(gw.calls.length).toBeGreaterThan(before);
    expect(gw.calls.at(-1)).toMatchObject({ tenantId: 'ten-M', type: 1, workspace: 'space-M' });
    const { url, origin } = res.body.data as { url: string; origin: string };
    expect(origin).toBe(hosts[0]);
    const relayed = await t.app.inject({ method: 'GET', url });
    expect(relayed.statusCode).toBe(200);
    expect(relayed.json<{ type: string }>().type).toBe('FeatureCollection');
  });

  it('attack: an origin of the page’s choosing is refused, whichever component it names', async () => {
    const other = `${hosts[2]}/x.json`;
    const en = await sign({ url: other, componentId: 'Ecasemap01' });
    expect(en.status).toBe(400);
    expect(en.body.data).toBeNull();
    expect(en.body.msg).toContain("nor one in the current result of that component's data request");
    const zh = await sign({ url: other, componentId: 'Ecasemap01' }, viewer, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('不在该组件数据请求的当前结果中');
    // The table's twins answer does name hosts[1], but the table is no map item: only the document counts.
    const table = await sign({ url: `${hosts[1]}/secret.json`, componentId: 'Ecasetab01' });
    expect(table.status).toBe(400);
    expect(table.body.msg).toContain("is not an address this project's maps name");
    // An item without a request, an unknown id, no id; and the layer's origin without naming the layer.
    for (const body of [
      { url: other, componentId: 'Ecasemap02' },
      { url: other, componentId: 'Enosuchone' },
      { url: other },
      { url: `${hosts[0]}/areas.geojson` },
    ]) {
      const res = await sign(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data).toBeNull();
    }
  });

  it('attack: the address guard still refuses a metadata address the data names', async () => {
    const res = await sign({ url: 'http://169.254.169.254/latest/meta-data/', componentId: 'Ecasemap01' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('cloud metadata addresses are not allowed');
  });

  it('attack: another group’s member does not see the case, and a long id is a clear 400', async () => {
    const res = await sign({ url: `${hosts[0]}/areas.geojson`, componentId: 'Ecasemap01' }, stranger);
    expect(res.status).toBe(404);
    const long = await sign({ url: `${hosts[0]}/x`, componentId: 'E'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('componentId');
  });
});
