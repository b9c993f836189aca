import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setResourceTotal } from '../groups/resources.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';

let t: TestApp;
let a: Who;

beforeAll(async () => {
  t = await createTestApp();
  a = await member(t);
});
afterAll(() => t.close());

/** A new project of `a` and its first scene's id. */
async function project(name: string) {
  const made = await okPoster(t, a)('/project/v2/create', { projectName: name });
  const doc = await okPoster(t, a)('/project/detail/v2/query', { projectId: made.projectId });
  return { id: made.projectId as string, scene: doc.projectScenesList[0]._id as string };
}
const save = (projectId: string, ops: object[]) =>
  poster(t, a)('/project/detail/v2/save', { projectId, baseRevision: 0, opts: ops });
const set = (path: string, newValue: unknown) => ({ command: 'update', path, records: { newValue } });
const used = async (type: string) =>
  (
    (await okPoster(t, a)('/group/resource-number', {})) as { type: string; used: number; total: number }[]
  ).find((r) => r.type === type)!;

describe('3D limits: SCENE and UNITY_CLOUD', () => {
  it('counts 3D scenes and the models they load, and refuses a save past the totals (nothing written)', async () => {
    await setResourceTotal(t.database.db, a.groupId, 'SCENE', 2);
    await setResourceTotal(t.database.db, a.groupId, 'UNITY_CLOUD', 1);
    const p1 = await project('一');
    const p2 = await project('二');
    const p3 = await project('三');
    expect((await used('SCENE')).used).toBe(0);

    expect((await save(p1.id, [set(`${p1.scene}.scenesType`, 1)])).body.code).toBe('0');
    const model = (id: string) => ({ modelName: 'factory', resourceId: id });
    expect(
      (await save(p2.id, [set(`${p2.scene}.scenesType`, 1), set(`${p2.scene}.projectModel`, model('m1'))]))
        .body.code,
    ).toBe('0');
    expect((await used('SCENE')).used).toBe(2);
    expect((await used('UNITY_CLOUD')).used).toBe(1);

    // A third 3D scene passes SCENE = 2.
    const third = await save(p3.id, [set(`${p3.scene}.scenesType`, 1)]);
    expect(third.status).toBe(403);
    expect(third.body.msg).toMatch(/scene limit|场景数量/);
    // The same model in another scene costs nothing more; a second model passes UNITY_CLOUD = 1.
    expect((await save(p1.id, [set(`${p1.scene}.projectModel`, model('m1'))])).body.code).toBe('0');
    const second = await poster(t, a)('/project/detail/v2/save', {
      projectId: p1.id,
      baseRevision: 1,
      opts: [set(`${p1.scene}.projectModel`, model('m2'))],
    });
    expect(second.status).toBe(403);
    expect((await used('SCENE')).used).toBe(2);
    expect((await used('UNITY_CLOUD')).used).toBe(1);
    const doc = await okPoster(t, a)('/project/detail/v2/query', { projectId: p1.id });
    expect(doc.projectScenesList[0].projectModel.resourceId).toBe('m1');

    // A recycled project's scenes no longer count: the third scene fits now.
    await okPoster(t, a)('/project/v2/delete', { projectIds: [p2.id] });
    expect((await used('SCENE')).used).toBe(1);
    expect((await save(p3.id, [set(`${p3.scene}.scenesType`, 1)])).body.code).toBe('0');
  });
});
