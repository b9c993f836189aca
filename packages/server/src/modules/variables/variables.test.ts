import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';

let t: TestApp;
let u: Who;
let flag = '';
let otherFlag = '';

beforeAll(async () => {
  t = await createTestApp();
  u = await member(t);
  const d = okPoster(t, u);
  const folder = (await d('/userFolder/add', { name: 'F' })).id;
  flag = (await d('/project/v2/create', { folderId: folder, projectName: 'P' })).projectFlag;
  otherFlag = (await d('/project/v2/create', { folderId: folder, projectName: 'Q' })).projectFlag;
});
afterAll(() => t.close());

describe('variables', () => {
  it('bulk add answers the new ids in order; the list shows them active (status 10001)', async () => {
    const d = okPoster(t, u);
    const ids = await d('/project/variable/addBatch', {
      createBy: 'ignored',
      projectFlag: flag,
      variableList: [
        { name: 'city', defaultValue: 'Beijing', variableDescribe: '城市' },
        { name: 'limit', defaultValue: 10 },
      ],
    });
    expect(ids).toHaveLength(2);
    const list = await d('/project/variable/list', { projectFlag: flag });
    expect(list.map((v: { id: string }) => v.id)).toEqual(ids);
    expect(list[0]).toMatchObject({
      name: 'city',
      defaultValue: 'Beijing',
      variableDescribe: '城市',
      status: 10001,
      projectFlag: flag,
      createBy: u.userId,
    });
    expect(list[1].defaultValue).toBe('10');
  });

  it('refuses a repeated or taken name, all or nothing, with a bilingual message', async () => {
    const post = poster(t, u);
    const repeated = await post('/project/variable/addBatch', {
      projectFlag: flag,
      variableList: [{ name: 'x' }, { name: 'x' }],
    });
    expect(repeated.status).toBe(400);
    const taken = await t.call({
      method: 'POST',
      url: '/api/project/variable/addBatch',
      token: u.token,
      group: u.groupId,
      headers: { 'accept-language': 'en' },
      payload: { projectFlag: flag, variableList: [{ name: 'fresh' }, { name: 'city' }] },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toContain('already exists');
    const names = (await okPoster(t, u)('/project/variable/list', { projectFlag: flag })).map(
      (v: { name: string }) => v.name,
    );
    expect(names).not.toContain('fresh');
    expect(names).not.toContain('x');
  });

  it('global variables are listed with every project; project ones only with their own', async () => {
    const d = okPoster(t, u);
    await d('/remote/data/variable/add', { name: 'tenant', defaultValue: 't1' });
    const inP = await d('/project/variable/list', { projectFlag: flag });
    const inQ = await d('/project/variable/list', { projectFlag: otherFlag });
    expect(inP.map((v: { name: string }) => v.name)).toContain('tenant');
    expect(inQ.map((v: { name: string }) => v.name)).toEqual(['tenant']);
    expect(inQ[0].projectFlag).toBeNull();
    const page = await d('/remote/data/variable/queryPage', { name: 'ten' });
    expect(page.totalResult).toBe(1);
    const onlyProject = await d('/project/variable/list', { projectFlag: flag, includeGlobal: false });
    expect(onlyProject.map((v: { name: string }) => v.name)).not.toContain('tenant');
  });

  it('router-linked fields: a project router of the same project or a global router; removed with it', async () => {
    const d = okPoster(t, u);
    const router = (await d('/project/router/add', { projectFlag: flag, name: 'r' })).id;
    const otherRouter = (await d('/project/router/add', { projectFlag: otherFlag, name: 'r2' })).id;
    const { id } = await d('/project/variable/add', {
      projectFlag: flag,
      name: 'fromRouter',
      routerId: router,
      routerField: 'total',
      routerType: 0,
    });
    const foreign = await poster(t, u)('/project/variable/add', {
      projectFlag: flag,
      name: 'bad',
      routerId: otherRouter,
      routerType: 0,
    });
    expect(foreign.status).toBe(404);
    let v = (await d('/project/variable/list', { projectFlag: flag })).find(
      (x: { id: string }) => x.id === id,
    );
    expect(v).toMatchObject({ routerId: router, routerField: 'total', routerType: 0 });
    await d('/project/router/delete', { ids: [router] });
    v = (await d('/project/variable/list', { projectFlag: flag })).find((x: { id: string }) => x.id === id);
    expect(v).toMatchObject({ routerId: null, routerField: '' });
  });

  it('update and delete; a project route cannot touch a global variable', async () => {
    const d = okPoster(t, u);
    const { id } = await d('/project/variable/add', { projectFlag: flag, name: 'tmp', defaultValue: 'a' });
    await d('/project/variable/update', { id, defaultValue: 'b', name: 'tmp2' });
    const v = (await d('/project/variable/list', { projectFlag: flag })).find(
      (x: { id: string }) => x.id === id,
    );
    expect(v).toMatchObject({ name: 'tmp2', defaultValue: 'b' });
    const g = (await d('/remote/data/variable/queryPage', {})).currentResult[0].id;
    expect((await poster(t, u)('/project/variable/delete', { ids: [g] })).status).toBe(404);
    await d('/project/variable/delete', { ids: [id] });
    const after = await d('/project/variable/list', { projectFlag: flag });
    expect(after.find((x: { id: string }) => x.id === id)).toBeUndefined();
  });

  it('parameter variables {userId}_{varId} are made valid in the paste target', async () => {
    const d = okPoster(t, u);
    const [cityId] = await d('/project/variable/list', { projectFlag: flag }).then((l: { id: string }[]) =>
      l.map((x) => x.id),
    );
    const out = await d('/project/variable/param', {
      projectFlag: otherFlag,
      createBy: u.userId,
      variableList: [{ id: `${u.userId}_${cityId}`, name: 'city', value: 'Shanghai', used: true }],
    });
    expect(out[0].id).not.toBe(`${u.userId}_${cityId}`);
    expect(out[0].id.startsWith(`${u.userId}_`)).toBe(true);
    expect(out[0].used).toBe(true);
    const q = await d('/project/variable/list', { projectFlag: otherFlag });
    const created = q.find((x: { name: string }) => x.name === 'city');
    expect(created.defaultValue).toBe('Shanghai');
    expect(out[0].id).toBe(`${u.userId}_${created.id}`);
    // Same project: kept as it is; and a second paste reuses the variable by name.
    const same = await d('/project/variable/param', {
      projectFlag: flag,
      variableList: [{ id: `${u.userId}_${cityId}`, name: 'city' }],
    });
    expect(same[0].id).toBe(`${u.userId}_${cityId}`);
    const again = await d('/project/variable/param', {
      projectFlag: otherFlag,
      variableList: [{ id: `${u.userId}_${cityId}`, name: 'city' }],
    });
    expect(again[0].id).toBe(out[0].id);
    const bad = await poster(t, u)('/project/variable/param', {
      projectFlag: flag,
      variableList: [{ id: 'nounderscore', name: 'x' }],
    });
    expect(bad.status).toBe(400);
  });
});
