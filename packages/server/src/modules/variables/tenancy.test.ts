import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';

/**
 * Tenancy of the data-binding areas (variables, routers and their relations, filters): a member of group
 * A reaches nothing of group B by naming B's ids or project flags, and Current-Group B without
 * membership is 403. Walks the OpenAPI list so a route added later without a matrix entry fails.
 */
let t: TestApp;
let a: Who;
let b: Who;
const A = { flag: '', router: '', globalRouter: '', variable: '', filter: '' };
const B = {
  flag: '',
  router: '',
  globalRouter: '',
  variable: '',
  globalVariable: '',
  filter: '',
  component: 'E-b-secret-component',
};

beforeAll(async () => {
  t = await createTestApp();
  a = await member(t);
  b = await member(t);
  const ad = okPoster(t, a);
  const bd = okPoster(t, b);
  const af = (await ad('/userFolder/add', { name: 'A' })).id;
  A.flag = (await ad('/project/v2/create', { folderId: af, projectName: 'A项目' })).projectFlag;
  A.router = (await ad('/project/router/add', { projectFlag: A.flag, name: 'A-router' })).id;
  A.globalRouter = (await ad('/remote/data/router/add', { name: 'A-global' })).id;
  A.variable = (await ad('/project/variable/add', { projectFlag: A.flag, name: 'a1' })).id;
  A.filter = (await ad('/project/filter/add', { projectFlag: A.flag })).id;

  const bf = (await bd('/userFolder/add', { name: 'B' })).id;
  B.flag = (await bd('/project/v2/create', { folderId: bf, projectName: 'B-secret-project' })).projectFlag;
  B.router = (
    await bd('/project/router/add', {
      projectFlag: B.flag,
      name: 'B-secret-router',
      routerConfig: { url: 'http://b-secret' },
    })
  ).id;
  B.globalRouter = (await bd('/remote/data/router/add', { name: 'B-secret-global' })).id;
  B.variable = (
    await bd('/project/variable/add', { projectFlag: B.flag, name: 'B-secret-var', defaultValue: 'B-secret' })
  ).id;
  B.globalVariable = (await bd('/remote/data/variable/add', { name: 'B-secret-gvar' })).id;
  B.filter = (
    await bd('/project/filter/add', {
      projectFlag: B.flag,
      name: 'B-secret-filter',
      code: 'return "B-secret";',
    })
  ).id;
  await bd('/project/router/relation/add', {
    proProjectComponentList: [
      { projectFlag: B.flag, componentId: B.component, routers: [{ id: B.router, routerType: 0 }] },
    ],
  });
});
afterAll(() => t.close());

type Case = [url: string, body: () => object];

/** A names B's ids: 404 or 403, nothing of B in the answer, nothing of B changed. */
const namingB: Case[] = [
  ['/project/variable/list', () => ({ projectFlag: B.flag })],
  ['/project/variable/add', () => ({ projectFlag: B.flag, name: 'x' })],
  ['/project/variable/add', () => ({ projectFlag: A.flag, name: 'x2', routerId: B.router, routerType: 0 })],
  [
    '/project/variable/add',
    () => ({ projectFlag: A.flag, name: 'x3', routerId: B.globalRouter, routerType: 1 }),
  ],
  ['/project/variable/addBatch', () => ({ projectFlag: B.flag, variableList: [{ name: 'x' }] })],
  ['/project/variable/update', () => ({ id: B.variable, defaultValue: 'hacked' })],
  ['/project/variable/update', () => ({ id: B.globalVariable, defaultValue: 'hacked' })],
  ['/project/variable/delete', () => ({ ids: [B.variable] })],
  ['/project/variable/param', () => ({ projectFlag: B.flag, variableList: [] })],
  ['/remote/data/variable/update', () => ({ id: B.globalVariable, defaultValue: 'hacked' })],
  ['/remote/data/variable/update', () => ({ id: B.variable, defaultValue: 'hacked' })],
  ['/remote/data/variable/delete', () => ({ ids: [B.globalVariable] })],
  ['/remote/data/router/update', () => ({ id: B.globalRouter, name: 'hacked' })],
  ['/remote/data/router/delete', () => ({ ids: [B.globalRouter] })],
  ['/project/router/queryPage/projectInfo', () => ({ projectFlag: B.flag })],
  ['/project/router/add', () => ({ projectFlag: B.flag, name: 'x' })],
  ['/project/router/update', () => ({ id: B.router, name: 'hacked' })],
  ['/project/router/delete', () => ({ ids: [B.router] })],
  [
    '/project/router/relation/add',
    () => ({ proProjectComponentList: [{ projectFlag: B.flag, componentId: 'E1', routers: [B.router] }] }),
  ],
  [
    '/project/router/relation/add',
    () => ({ proProjectComponentList: [{ projectFlag: A.flag, componentId: 'E1', routers: [B.router] }] }),
  ],
  [
    '/project/router/relation/add',
    () => ({
      proProjectComponentList: [
        { projectFlag: A.flag, componentId: 'E1', routers: [{ id: B.globalRouter, routerType: 1 }] },
      ],
    }),
  ],
  [
    '/project/router/relation/delete',
    () => ({ proProjectComponentList: [{ projectFlag: B.flag, componentId: B.component }] }),
  ],
  ['/project/router/relation/list', () => ({ projectFlag: B.flag })],
  ['/project/router/used', () => ({ projectFlag: B.flag, projectRouterIds: [B.router] })],
  ['/project/filter/list', () => ({ projectFlag: B.flag })],
  ['/project/filter/add', () => ({ projectFlag: B.flag })],
  ['/project/filter/update', () => ({ id: B.filter, code: 'return 1;' })],
  ['/project/filter/delete', () => ({ ids: [B.filter] })],
  ['/project/filter/byIds', () => ({ projectFlag: B.flag, filterIds: [B.filter] })],
  ['/project/filter/copy', () => ({ projectFlag: A.flag, filterIds: [B.filter] })],
  ['/project/filter/copy', () => ({ projectFlag: B.flag, filterIds: [A.filter] })],
  ['/project/filter/run', () => ({ projectFlag: B.flag, filterIds: [B.filter], data: [] })],
];

/** Routes of A's own group or project that might leak B: 200 and nothing of B. */
const scoped: Case[] = [
  ['/remote/data/variable/queryPage', () => ({ name: 'B-secret' })],
  ['/remote/data/variable/add', () => ({ name: 'mine-gvar' })],
  ['/remote/data/router/queryPage', () => ({ name: 'B-secret', groupId: b.groupId })],
  ['/remote/data/router/version', () => ({})],
  ['/remote/data/router/add', () => ({ name: 'mine' })],
  ['/project/variable/list', () => ({ projectFlag: A.flag })],
  [
    '/project/router/used',
    () => ({ projectFlag: A.flag, globalRouterIds: [B.globalRouter], projectRouterIds: [B.router] }),
  ],
  ['/project/filter/byIds', () => ({ projectFlag: A.flag, filterIds: [B.filter] })],
  ['/project/filter/run', () => ({ projectFlag: A.flag, filterIds: [B.filter], data: [1] })],
  [
    '/project/variable/param',
    () => ({
      projectFlag: A.flag,
      variableList: [{ id: `${b.userId}_${B.variable}`, name: 'p', value: '1' }],
    }),
  ],
];

const PREFIX = /^\/api\/(project\/(variable|router|filter)|remote\/data\/(router|variable))\//;

async function bState() {
  const bd = okPoster(t, b);
  return {
    vars: await bd('/project/variable/list', { projectFlag: B.flag }),
    routers: await bd('/project/router/queryPage/projectInfo', { projectFlag: B.flag }),
    global: await bd('/remote/data/router/queryPage', {}),
    relations: await bd('/project/router/relation/list', { projectFlag: B.flag }),
    filters: await bd('/project/filter/list', { projectFlag: B.flag }),
  };
}

describe('data-binding tenancy', () => {
  it('every data-binding route is in the matrix', () => {
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, unknown> } }).swagger();
    const routes = Object.keys(spec.paths).filter((p) => PREFIX.test(p));
    const covered = new Set([...namingB, ...scoped].map(([url]) => `/api${url}`));
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(27);
  });

  // SECURITY-CASES #29: B's variables and routers
  it('naming B’s ids from group A answers 404 or 403 and changes nothing', async () => {
    const before = await bState();
    const post = poster(t, a);
    for (const [url, body] of namingB) {
      const res = await post(url, body());
      expect([403, 404], `${url} ${JSON.stringify(body())}`).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain('B-secret');
    }
    expect(await bState()).toEqual(before);
  });

  it('group-scoped routes from group A show and change nothing of B', async () => {
    const before = await bState();
    const post = poster(t, a);
    for (const [url, body] of scoped) {
      const res = await post(url, body());
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
      expect(JSON.stringify(res.body), url).not.toContain('B-secret');
      expect(JSON.stringify(res.body), url).not.toContain(B.router);
    }
    expect(await bState()).toEqual(before);
  });

  it('sending Current-Group B without membership is 403 on every route', async () => {
    for (const [url, body] of [...namingB, ...scoped]) {
      const res = await t.call({
        method: 'POST',
        url: `/api${url}`,
        token: a.token,
        group: b.groupId,
        payload: body(),
      });
      expect(res.status, url).toBe(403);
    }
  });

  it('a member without the permission codes is refused', async () => {
    const viewer = await member(t, { groupId: a.groupId, codes: ['1010105'] });
    const post = poster(t, viewer);
    expect((await post('/project/variable/list', { projectFlag: A.flag })).status).toBe(200);
    expect((await post('/project/variable/add', { projectFlag: A.flag, name: 'no' })).status).toBe(403);
    expect((await post('/remote/data/router/queryPage', {})).status).toBe(403);
    expect((await post('/project/filter/update', { id: A.filter, code: 'return 2;' })).status).toBe(403);
  });
});
