import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reachable } from '../../connectors/liveTestkit.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { SHARE_WEATHER_PER_MINUTE } from './extras.js';
import { addComponents, postShared, viewShare, type ShareSession } from './testkit.js';

/**
 * What a share page needs besides component data (issue 9 follow-up): its own project's filters, router
 * requests run server-side, runtime variable values for declared parameters only, and the weather of
 * the cities its weather components show.
 */
const mysqlUp = await reachable(3306);
if (!mysqlUp && process.env.REQUIRE_SERVICES === '1')
  throw new Error('REQUIRE_SERVICES=1 but MariaDB does not answer');

let t: TestApp;
let api: Server;
let provider: Server;
let owner: Who;
let stranger: Who;
let sid = '';
let session: ShareSession;
const ids = { filter: '', otherFilter: '', router: '', otherRouter: '', strangerRouter: '' };
const asked: string[][] = [];

const rect = { componentLeft: 0, componentTop: 0, componentWidth: 300, componentHeight: 60 };

async function project(o: ReturnType<typeof okPoster>, name: string) {
  const folder = (await o('/userFolder/add', { name })).id as string;
  const p = await o('/project/v2/create', { folderId: folder, projectName: name });
  const doc = await o('/project/detail/v2/query', { projectId: p.projectId });
  return {
    id: p.projectId as string,
    flag: p.projectFlag as string,
    pageId: doc.projectScenesList[0].projectPageList[0]._id as string,
  };
}

beforeAll(async () => {
  api = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url }));
  });
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const cities = (JSON.parse(body) as { cities: string[] }).cities;
      asked.push(cities);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ result: cities.map((city) => ({ city, weather_info: '晴', temperature: 21 })) }),
      );
    });
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  t = await createTestApp({
    dataAllowHosts: ['127.0.0.1/32'],
    weatherUrl: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/weather`,
  });
  owner = await member(t);
  stranger = await member(t);
  const o = okPoster(t, owner);
  const shared = await project(o, 'shared');
  const other = await project(o, 'other');
  ids.filter = (
    await o('/project/filter/add', { projectFlag: shared.flag, code: 'return data.concat([9]);' })
  ).id;
  ids.otherFilter = (
    await o('/project/filter/add', { projectFlag: other.flag, code: 'return "OTHER-PROJECT";' })
  ).id;
  const source = await o('/remote/source/saveOrUpdate', {
    name: 'echo',
    type: 'api',
    config: { url: `${apiBase}/echo` },
  });
  const routerConfig = {
    routerType: 'api',
    requestType: 'GET',
    sourceId: source.id,
    param: [{ key: 'who', value: '${who}' }],
  };
  ids.router = (await o('/project/router/add', { projectFlag: shared.flag, name: 'r', routerConfig })).id;
  ids.otherRouter = (
    await o('/project/router/add', { projectFlag: other.flag, name: 'r2', routerConfig })
  ).id;
  const s = okPoster(t, stranger);
  const strangerProject = await project(s, 'stranger');
  ids.strangerRouter = (
    await s('/project/router/add', { projectFlag: strangerProject.flag, name: 'r3', routerConfig: {} })
  ).id;
  const routed = (id: string, routerType = 0) => ({
    type: 'router',
    sqlOptions: { routers: [{ id, routerType }] },
    paramVars: [{ name: 'who', value: 'stored' }],
  });
  const components: object[] = [
    { _id: 'Erouter001', componentType: '2005', componentRect: rect, requestSource: routed(ids.router) },
    { _id: 'Erouter002', componentType: '2005', componentRect: rect, requestSource: routed(ids.otherRouter) },
    {
      _id: 'Erouter003',
      componentType: '2005',
      componentRect: rect,
      requestSource: routed(ids.strangerRouter),
    },
    {
      _id: 'Eweather01',
      componentType: '4101',
      componentRect: rect,
      weatherModel: { cityCode: '101010100' },
    },
  ];
  if (mysqlUp) {
    const maria = await o('/remote/source/saveOrUpdate', {
      name: 'maria',
      type: 'mysql',
      config: { host: '127.0.0.1', port: 3306, database: 'test', user: 'root' },
      secrets: { password: '' },
    });
    components.push(
      {
        _id: 'Esql000001',
        componentType: '2005',
        componentRect: rect,
        requestSource: {
          type: 'api',
          sourceType: 'mysql',
          sourceId: maria.id,
          executeSql: "SELECT ${who} AS v, 'stored-sql' AS s",
          paramVars: [{ id: 'u_v1', name: 'who', value: 'stored' }],
        },
      },
      {
        // Uses a variable it does not declare: sending it must not make the query run.
        _id: 'Esql000002',
        componentType: '2005',
        componentRect: rect,
        requestSource: {
          type: 'api',
          sourceType: 'mysql',
          sourceId: maria.id,
          executeSql: 'SELECT ${secret} AS v',
          paramVars: [],
        },
      },
    );
  }
  await addComponents(o, shared.id, shared.pageId, components);
  sid = (
    await t.call({
      method: 'PUT',
      url: '/api/project/share/v2',
      token: owner.token,
      group: owner.groupId,
      payload: { projectId: shared.id },
    })
  ).body.data.shareId;
  session = (await viewShare(t, sid)).session;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => api.close(() => r()));
  await new Promise<void>((r) => provider.close(() => r()));
});

describe('the shared document’s data references', () => {
  // SECURITY-CASES #26: no SQL or stored values in the shared document
  it('keeps router ids and parameter names, never stored parameter values or SQL', async () => {
    const { res } = await viewShare(t, sid);
    const text = JSON.stringify(res.body);
    expect(text).toContain(ids.router);
    expect(text).toContain('"name":"who"');
    expect(text).not.toContain('"stored"');
    expect(text).not.toContain('stored-sql');
    expect(text).not.toContain('127.0.0.1');
  });
});

describe('share filters', () => {
  it('answers the shared project’s filter code and never another project’s', async () => {
    const res = await postShared(t, sid, session, 'filters', { ids: [ids.filter, ids.otherFilter, 'nope'] });
    expect(res.status).toBe(200);
    const [own, other, none] = res.body.data as { id: string; code: string; deleted?: boolean }[];
    expect(own).toEqual({ id: ids.filter, code: 'return data.concat([9]);' });
    expect(other?.id).toBe(ids.otherFilter);
    expect(other?.deleted).toBe(true);
    expect(none?.deleted).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('OTHER-PROJECT');
  });

  it('is signed like every share call', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/api/project/share/v2/${sid}/filters`,
      payload: { ids: [ids.filter] },
    });
    expect(res.status).toBe(401);
  });
});

describe('share routers', () => {
  it('runs the component’s router server-side with the runtime parameter value', async () => {
    const stored = await postShared(t, sid, session, 'data', { componentId: 'Erouter001' });
    expect(stored.status).toBe(200);
    expect(stored.body.data.data.path).toBe('/echo?who=stored');
    const live = await postShared(t, sid, session, 'data', {
      componentId: 'Erouter001',
      vars: { who: 'a&b' },
    });
    expect(live.body.data.data.path).toBe('/echo?who=a%26b');
    expect(JSON.stringify(live.body)).not.toContain('127.0.0.1');
  });

  it('does not run routers of another project or another group', async () => {
    for (const id of ['Erouter002', 'Erouter003']) {
      const res = await postShared(t, sid, session, 'data', { componentId: id });
      expect(res.status, id).toBe(404);
    }
  });
});

describe.skipIf(!mysqlUp)('share runtime variables (live MariaDB)', () => {
  it('binds declared variables, ignores others and keeps the stored SQL', async () => {
    const plain = await postShared(t, sid, session, 'data', { componentId: 'Esql000001' });
    expect(plain.body.data.data).toEqual([{ v: 'stored', s: 'stored-sql' }]);
    const evil = "x' OR 1=1; DROP TABLE t; --";
    const res = await postShared(t, sid, session, 'data', {
      componentId: 'Esql000001',
      vars: { who: evil, other: 'ignored' },
      // Not part of the call: the server never takes SQL from the page.
      sql: 'SELECT 666 AS v',
      executeSql: 'SELECT 666 AS v',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([{ v: evil, s: 'stored-sql' }]);
    const undeclared = await postShared(t, sid, session, 'data', {
      componentId: 'Esql000002',
      vars: { secret: '1' },
    });
    expect(undeclared.status).toBe(400);
  });

  it('refuses oversized values and too many names', async () => {
    const big = await postShared(t, sid, session, 'data', {
      componentId: 'Esql000001',
      vars: { who: 'x'.repeat(1001) },
    });
    expect(big.status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`v${i}`, i]));
    const tooMany = await postShared(t, sid, session, 'data', { componentId: 'Esql000001', vars: many });
    expect(tooMany.status).toBe(400);
  });
});

describe('share weather', () => {
  it('answers cities of the shared weather components only, rate-limited', async () => {
    const ok = await postShared(t, sid, session, 'weather', { cities: ['101010100'] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.result[0]).toMatchObject({ city: '101010100', weather_info: '晴', temperature: 21 });
    expect(asked).toEqual([['101010100']]);
    const other = await postShared(t, sid, session, 'weather', { cities: ['101020100'] });
    expect(other.status).toBe(400);
    const mixed = await postShared(t, sid, session, 'weather', { cities: ['101010100', '101020100'] });
    expect(mixed.status).toBe(400);
    expect(asked).toHaveLength(1);
    let last = 200;
    for (let i = 0; i < SHARE_WEATHER_PER_MINUTE && last !== 429; i++)
      last = (await postShared(t, sid, session, 'weather', { cities: ['101010100'] })).status;
    expect(last).toBe(429);
  });
});
