import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';

let t: TestApp;
let u: Who;
let flag = '';

beforeAll(async () => {
  t = await createTestApp();
  u = await member(t);
  const d = okPoster(t, u);
  const folder = (await d('/userFolder/add', { name: 'F' })).id;
  flag = (await d('/project/v2/create', { folderId: folder, projectName: 'P' })).projectFlag;
});
afterAll(() => t.close());

describe('routers', () => {
  it('global routers (type 1): CRUD, paging, name search and group filter (-1 all)', async () => {
    const d = okPoster(t, u);
    const a = await d('/remote/data/router/add', { name: 'sales', groupManagementId: 'g1' });
    await d('/remote/data/router/add', { name: 'stock' });
    let page = await d('/remote/data/router/queryPage', { limit: 1, page: 1, groupManagementId: -1 });
    expect(page).toMatchObject({ totalResult: 2, totalPage: 2, page: 1 });
    expect(page.currentResult).toHaveLength(1);
    page = await d('/remote/data/router/queryPage', { groupManagementId: 'g1' });
    expect(page.currentResult.map((r: { name: string }) => r.name)).toEqual(['sales']);
    expect(page.currentResult[0]).toMatchObject({
      routerType: 1,
      projectFlag: null,
      routerConfig: { routerType: 'api', requestType: 'GET' },
      relationCount: 0,
    });
    await d('/remote/data/router/update', { id: a.id, name: 'sales2', routerConfig: { url: 'http://x' } });
    page = await d('/remote/data/router/queryPage', { name: 'sales' });
    expect(page.currentResult[0]).toMatchObject({ name: 'sales2', routerConfig: { url: 'http://x' } });
    await d('/remote/data/router/delete', { id: a.id });
    expect((await d('/remote/data/router/queryPage', {})).totalResult).toBe(1);
  });

  it('project routers (type 0): CRUD under the project; a project route cannot edit a global router', async () => {
    const d = okPoster(t, u);
    const r = await d('/project/router/add', {
      projectFlag: flag,
      name: 'pr',
      routerConfig: { sourceId: 's' },
    });
    const page = await d('/project/router/queryPage/projectInfo', { projectFlag: flag, limit: 10000 });
    expect(page.currentResult[0]).toMatchObject({
      id: r.id,
      routerType: 0,
      projectFlag: flag,
      routerConfig: { routerType: 'api', requestType: 'GET', sourceId: 's' },
    });
    const g = (await d('/remote/data/router/queryPage', {})).currentResult[0].id;
    expect((await poster(t, u)('/project/router/update', { id: g, name: 'x' })).status).toBe(404);
    expect((await poster(t, u)('/remote/data/router/update', { id: r.id, name: 'x' })).status).toBe(404);
    await d('/project/router/update', { id: r.id, name: 'pr2' });
    expect(
      (await d('/project/router/queryPage/projectInfo', { projectFlag: flag, name: 'pr2' })).totalResult,
    ).toBe(1);
  });

  it('relations per component: add (idempotent), list, count, used routers, delete', async () => {
    const d = okPoster(t, u);
    const pr = (await d('/project/router/queryPage/projectInfo', { projectFlag: flag })).currentResult[0].id;
    const gr = (await d('/remote/data/router/queryPage', {})).currentResult[0].id;
    const entry = {
      projectFlag: flag,
      sceneId: 'B1',
      pageId: 'D1',
      componentId: 'E1',
      routers: [pr, { id: gr, routerType: 1 }],
    };
    expect(await d('/project/router/relation/add', { proProjectComponentList: [entry] })).toEqual({
      added: 2,
    });
    expect(await d('/project/router/relation/add', { proProjectComponentList: [entry] })).toEqual({
      added: 0,
    });
    await d('/project/router/relation/add', {
      proProjectComponentList: [{ projectFlag: flag, componentId: 'E2', routers: [pr] }],
    });
    const rel = await d('/project/router/relation/list', { projectFlag: flag });
    expect(rel).toHaveLength(3);
    expect(rel.find((x: { routerId: string }) => x.routerId === gr)).toMatchObject({
      routerType: 1,
      componentId: 'E1',
      sceneId: 'B1',
      pageId: 'D1',
    });
    const counted = await d('/project/router/queryPage/projectInfo', { projectFlag: flag });
    expect(counted.currentResult[0].relationCount).toBe(2);
    const used = await d('/project/router/used', {
      projectFlag: flag,
      globalRouterIds: [gr],
      projectRouterIds: [pr, gr],
    });
    expect(used.globalRouters.map((r: { id: string }) => r.id)).toEqual([gr]);
    // A global id asked for as a project router is not a project router.
    expect(used.projectRouters.map((r: { id: string }) => r.id)).toEqual([pr]);
    expect(
      await d('/project/router/relation/delete', {
        proProjectComponentList: [{ projectFlag: flag, componentId: 'E1' }],
      }),
    ).toEqual({ removed: 2 });
    expect(await d('/project/router/relation/list', { projectFlag: flag })).toHaveLength(1);
    // Deleting a router takes its relations with it.
    await d('/project/router/delete', { ids: [pr] });
    expect(await d('/project/router/relation/list', { projectFlag: flag })).toHaveLength(0);
  });

  it('a relation to an unknown router adds nothing at all', async () => {
    const d = okPoster(t, u);
    const gr = (await d('/remote/data/router/queryPage', {})).currentResult[0].id;
    const res = await poster(t, u)('/project/router/relation/add', {
      proProjectComponentList: [
        { projectFlag: flag, componentId: 'E9', routers: [{ id: gr, routerType: 1 }] },
        { projectFlag: flag, componentId: 'E9', routers: ['00000000-0000-4000-8000-000000000000'] },
      ],
    });
    expect(res.status).toBe(404);
    expect(await d('/project/router/relation/list', { projectFlag: flag })).toHaveLength(0);
  });
});
