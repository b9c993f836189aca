import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setResourceTotal } from '../groups/resources.js';
import type { TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { appWithFiles, closeWithFiles, uploadPng } from './testkit.js';

let t: TestApp;
let a: Who;
let dataDir: string;

beforeAll(async () => {
  ({ t, dataDir } = await appWithFiles('tc-library-'));
  a = await member(t);
});
afterAll(() => closeWithFiles(t, dataDir));

const used = async (who: Who, type: string) => {
  const list = (await okPoster(t, who)('/group/resource-number', {})) as { type: string; used: number }[];
  return list.find((r) => r.type === type)!.used;
};

describe('resource library', () => {
  it('adds an uploaded image, lists it by page (20 from 1) and search, renames, copies and deletes', async () => {
    const ad = okPoster(t, a);
    const url = await uploadPng(t, a);
    for (let i = 0; i < 22; i++)
      await ad('/resource/source/add', { type: '4', name: `图片${i}`, fileUrl: url });
    const p1 = await ad('/resource/source/list', { type: '4' });
    expect(p1.currentResult).toHaveLength(20);
    expect(p1.totalPage).toBe(2);
    const p2 = await ad('/resource/source/list', { type: '4', page: 2 });
    expect(p2.currentResult).toHaveLength(2);
    const found = await ad('/resource/source/list', { type: '4', keyword: '图片21' });
    expect(found.currentResult.map((r: { name: string }) => r.name)).toEqual(['图片21']);
    const id = found.currentResult[0].id as string;
    await ad('/resource/source/update', { id, name: '新名' });
    expect((await ad('/resource/source/get', { id })).name).toBe('新名');
    const [copy] = await ad('/resource/source/copy', { ids: [id] });
    expect(copy.name).toBe('新名副本');
    await ad('/resource/source/delete', { ids: [id, copy.id] });
    expect((await ad('/resource/source/list', { type: '4' })).totalResult).toBe(21);
  });

  it('refuses a fileUrl of another group or a script scheme', async () => {
    const b = await member(t);
    const bUrl = await uploadPng(t, b);
    const post = poster(t, a);
    expect((await post('/resource/source/add', { type: '4', name: 'x', fileUrl: bUrl })).status).toBe(404);
    expect(
      (await post('/resource/source/add', { type: '4', name: 'x', fileUrl: 'javascript:alert(1)' })).status,
    ).toBe(400);
  });

  it('counts fonts (TTF) and charts, refuses past the limit', async () => {
    const ad = okPoster(t, a);
    const before = await used(a, 'CHART');
    await ad('/resource/source/add', {
      type: '0',
      name: '柱状图',
      body: { component: { componentType: '13001' } },
    });
    expect(await used(a, 'CHART')).toBe(before + 1);
    await setResourceTotal(t.database.db, a.groupId, 'TTF', 1);
    await ad('/resource/source/add', { type: '2', name: 'MyFont', fileUrl: 'https://fonts.example/a.woff2' });
    expect(await used(a, 'TTF')).toBe(1);
    const full = await poster(t, a)('/resource/source/add', {
      type: '2',
      name: 'Other',
      fileUrl: 'https://fonts.example/b.woff2',
    });
    expect(full.status).toBe(403);
    const fonts = await ad('/resource/font/list', {});
    expect(fonts.map((f: { fontRealName: string }) => f.fontRealName)).toEqual(['MyFont']);
  });

  it('resource groups: add, list, rename, move resources in, copy and delete (counts follow)', async () => {
    const ad = okPoster(t, a);
    const g = await ad('/group-management/add/0', { name: '图表组' });
    const chart = await ad('/resource/source/add', { type: '0', name: '折线', body: { x: 1 } });
    await ad('/group-management/move/0', { ids: [chart.id], groupManagementId: g.id });
    const groups = await ad('/group-management/queryAll/0', {});
    expect(groups.find((x: { id: string }) => x.id === g.id).resourceCount).toBe(1);
    await ad('/group-management/update/0', { id: g.id, name: '图表组2' });
    const before = await used(a, 'CHART');
    const copied = await ad('/group-management/group/copy/0', { groupManagementId: g.id });
    expect(copied.name).toBe('图表组2副本');
    expect(await used(a, 'CHART')).toBe(before + 1);
    await ad('/group-management/delete/0', { id: copied.id });
    expect(await used(a, 'CHART')).toBe(before);
    const inGroup = await ad('/resource/source/list', { type: '0', groupManagementId: g.id });
    expect(inGroup.currentResult.map((r: { id: string }) => r.id)).toEqual([chart.id]);
    // A chart cannot be moved or copied into a group of another type (an image group).
    const images = await ad('/group-management/add/4', { name: '图片组' });
    for (const mode of ['move', 'copy'])
      expect(
        (await poster(t, a)(`/group-management/${mode}/0`, { ids: [chart.id], groupManagementId: images.id }))
          .status,
      ).toBe(404);
  });

  it('collects components into collect groups with the collected suffix', async () => {
    const ad = okPoster(t, a);
    const g1 = await ad('/group-management/add/1', { name: '收藏组1' });
    const g2 = await ad('/group-management/add/1', { name: '收藏组2' });
    const components = [
      {
        _id: 'Hgroup1',
        componentType: '5001',
        groupModel: { groupList: [{ _id: 'Echild', componentType: '2005' }] },
      },
    ];
    const made = await ad('/resource/collect/add', {
      collectGroupId: [g1.id, g2.id],
      name: '标题组',
      components,
      filters: [{ id: 'f1', name: 'f', code: 'return data' }],
    });
    expect(made.map((m: { name: string }) => m.name)).toEqual(['标题组收藏', '标题组收藏']);
    const list = await ad('/resource/collect/list', { collectGroupId: g1.id });
    expect(list.currentResult[0].body.components).toEqual(components);
    expect(list.currentResult[0].body.filters[0].code).toBe('return data');
    await ad('/resource/collect/replace-filters', { id: made[0].id, filters: [] });
    expect((await ad('/resource/source/get', { id: made[0].id })).body.filters).toEqual([]);
    // A chart group is no collect group.
    const g0 = await ad('/group-management/add/0', { name: 'x' });
    const wrong = await poster(t, a)('/resource/collect/add', {
      collectGroupId: [g0.id],
      name: 'x',
      components,
    });
    expect(wrong.status).toBe(404);
  });

  it('themes and heat themes: add, list, get, update, delete; colour plans count', async () => {
    const ad = okPoster(t, a);
    const th = await ad('/theme/add', { name: '深海', body: { colors: ['#003366', '#00AAFF'] } });
    expect(await used(a, 'COLOR_PLAN')).toBe(1);
    expect((await ad('/theme/get', { id: th.id })).colors).toEqual(['#003366', '#00AAFF']);
    await ad('/theme/update', { id: th.id, name: '深海2' });
    expect((await ad('/theme/list', {})).map((x: { name: string }) => x.name)).toEqual(['深海2']);
    const heat = await ad('/heat-theme/add', { name: '热', body: { colors: ['#0000FF', '#FF0000'] } });
    expect((await ad('/heat-theme/list', {})).length).toBe(1);
    expect((await poster(t, a)('/theme/get', { id: heat.id })).status).toBe(404);
    await ad('/theme/delete', { id: th.id });
    expect(await used(a, 'COLOR_PLAN')).toBe(0);
    const bad = await poster(t, a)('/theme/add', { name: 'x', body: { colors: ['red;background:url(x)'] } });
    expect(bad.status).toBe(400);
    // A heat ramp stores one position per colour, cold to hot; the library dialog sends them so.
    const ramp = { colors: ['#0000FF', '#FFFF00', '#FF0000'], stops: [0, 0.3, 1] };
    const three = await ad('/heat-theme/update', { id: heat.id, name: '夜班', body: ramp });
    expect(three).toMatchObject({ name: '夜班', ...ramp });
    for (const stops of [
      [0, 1],
      [0, 0.8, 0.3],
    ]) {
      const refused = await poster(t, a)('/heat-theme/update', { id: heat.id, body: { ...ramp, stops } });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(/stops/);
    }
    await ad('/heat-theme/delete', { id: heat.id });
    expect(await ad('/heat-theme/list', {})).toEqual([]);
  });
});
