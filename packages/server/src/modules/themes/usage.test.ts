import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';

/**
 * Heat themes in use (docs/3d.md, "Heat maps"): the library list says how many heat maps and projects use
 * each group theme; deleting one in use is refused with those counts until confirmed, and once deleted
 * the heat maps keep the gradient they copied. Another group's documents and recycled projects do not
 * count.
 */
let t: TestApp;
let a: Who;
let b: Who;

const ramp = { colors: ['#0000FF', '#FFFF00', '#FF0000'], stops: [0, 0.4, 1] };
const set = (path: string, newValue: unknown) => ({ command: 'update', path, records: { newValue } });

/** A heat map as the panel leaves it after "Use" on a group theme: the gradient copied in, with its id. */
const heatMap = (_id: string, theme: unknown) => ({
  _id,
  name: _id,
  type: 'heatMap',
  pointData: [{ mainPoint: { name: '', showOn: true, transData: { position: { x: 0, y: 0, z: 0 } } } }],
  styleList: [{ id: '_default', name: '默认样式' }],
  propertyData: { theme, sensors: [{ name: 'S1', x: 0, z: 0, value: 10 }] },
  showOn: true,
  conditionData: { rules: [] },
  interactionData: [],
  generalData: {},
});

/** A project of `who` with a 3D scene whose first page holds these heat maps; its id. */
async function projectWith(who: Who, name: string, maps: object[]): Promise<string> {
  const o = okPoster(t, who);
  const made = await o('/project/v2/create', { projectName: name });
  const doc = await o('/project/detail/v2/query', { projectId: made.projectId });
  const scene = doc.projectScenesList[0];
  const pageId = scene.projectPageList[0]._id as string;
  const saved = await o('/project/detail/v2/save', {
    projectId: made.projectId,
    baseRevision: doc.revision,
    opts: [
      set(`${scene._id}.scenesType`, 1),
      ...maps.map((value, index) => ({
        command: 'add',
        path: `${pageId}.components3D`,
        records: { index, value },
      })),
    ],
  });
  expect(saved.subCode).toBe(0);
  return made.projectId as string;
}

const usageOf = async (who: Who, id: string) =>
  ((await okPoster(t, who)('/heat-theme/list', {})) as { id: string; usedBy: unknown }[]).find(
    (h) => h.id === id,
  )?.usedBy;

beforeAll(async () => {
  t = await createTestApp();
  a = await member(t);
  b = await member(t);
});
afterAll(() => t.close());

describe('heat themes in use', () => {
  it('counts the heat maps and projects that copied a theme; refuses to delete it until confirmed', async () => {
    const ad = okPoster(t, a);
    const night = await ad('/heat-theme/add', { name: '夜班', body: ramp });
    const spare = await ad('/heat-theme/add', { name: '备用', body: ramp });
    const copy = { id: night.id, name: '夜班', ...ramp };
    const p1 = await projectWith(a, '一号', [heatMap('F-h1', copy), heatMap('F-h2', copy)]);
    await projectWith(a, '二号', [heatMap('F-h3', copy), heatMap('F-h4', 'thermal')]);
    // A recycled project and another group's document naming the same id do not count.
    const recycled = await projectWith(a, '回收', [heatMap('F-h5', copy)]);
    await ad('/project/v2/delete', { projectIds: [recycled] });
    await projectWith(b, '别人', [heatMap('F-h6', copy)]);

    expect(await usageOf(a, night.id)).toEqual({ components: 3, projects: 2 });
    expect(await usageOf(a, spare.id)).toEqual({ components: 0, projects: 0 });

    // Unconfirmed: 409 with the counts in both languages; the theme stays.
    const refused = await poster(t, a)('/heat-theme/delete', { id: night.id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('409');
    expect(refused.body.data).toEqual({ usedBy: { components: 3, projects: 2 } });
    expect(refused.body.msg).toMatch(/3/);
    const en = await t.call({
      method: 'POST',
      url: '/api/heat-theme/delete',
      token: a.token,
      group: a.groupId,
      payload: { id: night.id },
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.msg).toContain('used by 3 heat map(s) in 2 project(s)');
    expect(await usageOf(a, night.id)).toBeDefined();

    // A theme nobody uses goes without confirming; the one in use with it.
    expect(await ad('/heat-theme/delete', { id: spare.id })).toEqual({
      id: spare.id,
      usedBy: { components: 0, projects: 0 },
    });
    expect(await ad('/heat-theme/delete', { id: night.id, confirmInUse: true })).toEqual({
      id: night.id,
      usedBy: { components: 3, projects: 2 },
    });
    expect(await ad('/heat-theme/list', {})).toEqual([]);

    // The heat maps keep the gradient they copied: the documents are not touched.
    const doc = await ad('/project/detail/v2/query', { projectId: p1 });
    const maps = doc.projectScenesList[0].projectPageList[0].components3D as {
      propertyData: { theme: unknown };
    }[];
    expect(maps.map((m) => m.propertyData.theme)).toEqual([copy, copy]);
  });

  it('another group can neither see the usage nor delete the theme', async () => {
    const theme = await okPoster(t, a)('/heat-theme/add', { name: '甲', body: ramp });
    await projectWith(a, '甲项目', [heatMap('F-a1', { id: theme.id, ...ramp })]);
    const del = await poster(t, b)('/heat-theme/delete', { id: theme.id, confirmInUse: true });
    expect(del.status).toBe(404);
    expect(JSON.stringify(del.body)).not.toContain('usedBy');
    expect(await usageOf(b, theme.id)).toBeUndefined();
    expect(await usageOf(a, theme.id)).toEqual({ components: 1, projects: 1 });
  });
});
