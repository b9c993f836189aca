import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setResourceTotal } from '../groups/resources.js';
import { seedOfficialCases } from '../cases/seed.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';

/**
 * SCENE and UNITY_CLOUD hold on every path that brings 3D scenes into a group, not only the save:
 * copying a project, copying a case (the official digital-twin factory among them) and restoring from the
 * recycle bin. A refusal carries the save's message and leaves nothing behind.
 */
let t: TestApp;
let a: Who;

beforeAll(async () => {
  t = await createTestApp();
  await seedOfficialCases(t.database.db);
});
afterAll(() => t.close());
// A group of its own per test: the counts of one test do not leak into the next.
beforeEach(async () => {
  a = await member(t);
});

const ok = (path: string, body: object = {}) => okPoster(t, a)(path, body);
const post = (path: string, body: object = {}) => poster(t, a)(path, body);
const postEn = (path: string, body: object) =>
  t.call({
    method: 'POST',
    url: `/api${path}`,
    token: a.token,
    group: a.groupId,
    headers: { 'accept-language': 'en' },
    payload: body,
  });
const set = (path: string, newValue: unknown) => ({ command: 'update', path, records: { newValue } });
const used = async (type: string) =>
  ((await ok('/group/resource-number')) as { type: string; used: number }[]).find((r) => r.type === type)!
    .used;

/** A new project whose first scene is a 3D scene (loading `model` when given). */
async function project3D(name: string, model?: string, folderId?: string) {
  const made = await ok('/project/v2/create', { projectName: name, ...(folderId ? { folderId } : {}) });
  const doc = await ok('/project/detail/v2/query', { projectId: made.projectId });
  const scene = doc.projectScenesList[0]._id as string;
  const ops = [set(`${scene}.scenesType`, 1)];
  if (model) ops.push(set(`${scene}.projectModel`, { modelName: model, resourceId: model }));
  const saved = await post('/project/detail/v2/save', {
    projectId: made.projectId,
    baseRevision: 0,
    opts: ops,
  });
  expect(saved.body.code).toBe('0');
  return made.projectId as string;
}

describe('3D limits beyond the save', () => {
  it('refuses a project copy past SCENE in both languages, and makes no project', async () => {
    await setResourceTotal(t.database.db, a.groupId, 'SCENE', 1);
    const p = await project3D('孪生', 'm1');
    const projects = await used('PROJECT');

    const zh = await post('/project/v2/copy', { projectId: p });
    expect(zh.status).toBe(403);
    expect(zh.body.msg).toBe('场景数量已达上限');
    const en = await postEn('/project/v2/copy', { projectId: p });
    expect(en.status).toBe(403);
    expect(en.body.msg).toBe('The group has reached its scene limit');
    expect(await used('PROJECT')).toBe(projects);
    expect(await used('SCENE')).toBe(1);

    // Room for one more: the copy goes through, and the model it shares costs no UNITY_CLOUD.
    await setResourceTotal(t.database.db, a.groupId, 'SCENE', 2);
    await ok('/project/v2/copy', { projectId: p });
    expect(await used('SCENE')).toBe(2);
    expect(await used('UNITY_CLOUD')).toBe(1);
  });

  it('refuses a copy of the official digital-twin factory case past SCENE, and makes no project', async () => {
    await setResourceTotal(t.database.db, a.groupId, 'SCENE', 1);
    await project3D('已有');
    const projects = await used('PROJECT');
    const flag = { caseFlag: 'case-official-digital-twin-factory' };
    const zh = await post('/project/case/v2/copy', flag);
    expect(zh.status).toBe(403);
    expect(zh.body.msg).toBe('场景数量已达上限');
    expect((await postEn('/project/case/v2/copy', flag)).body.msg).toBe(
      'The group has reached its scene limit',
    );
    expect(await used('PROJECT')).toBe(projects);
    expect(await used('SCENE')).toBe(1);

    await setResourceTotal(t.database.db, a.groupId, 'SCENE', 2);
    const copy = await ok('/project/case/v2/copy', flag);
    const doc = await ok('/project/detail/v2/query', { projectId: copy.projectId });
    expect(doc.projectScenesList[0].scenesType).toBe(1);
    expect(await used('SCENE')).toBe(2);
  });

  it('refuses a case copy that brings a model past UNITY_CLOUD', async () => {
    await setResourceTotal(t.database.db, a.groupId, 'UNITY_CLOUD', 1);
    const source = await project3D('源', 'm-case');
    const made = await ok('/project/case/v2/publish', { projectId: source, caseName: '三维案例' });
    // The case's model is no longer loaded by any live scene of the group once its project is deleted.
    await ok('/project/v2/delete', { projectIds: [source] });
    await project3D('另一个', 'm-other');
    expect(await used('UNITY_CLOUD')).toBe(1);
    const projects = await used('PROJECT');

    const zh = await post('/project/case/v2/copy', { caseId: made.caseId });
    expect(zh.status).toBe(403);
    expect(zh.body.msg).toBe('云渲染数量已达上限');
    expect((await postEn('/project/case/v2/copy', { caseId: made.caseId })).body.msg).toBe(
      'The group has reached its cloud rendering limit',
    );
    expect(await used('PROJECT')).toBe(projects);
    expect(await used('UNITY_CLOUD')).toBe(1);
  });

  it('refuses a recycle-bin restore past SCENE or UNITY_CLOUD, and puts nothing back', async () => {
    await setResourceTotal(t.database.db, a.groupId, 'SCENE', 1);
    await setResourceTotal(t.database.db, a.groupId, 'UNITY_CLOUD', 1);
    const gone = await project3D('回收', 'm1');
    await ok('/project/v2/delete', { projectIds: [gone] });
    await project3D('占位');
    const inBin = async () =>
      ((await ok('/recycle-bin/list-by-para', { kind: 'project' })).list as { id: string }[]).map(
        (i) => i.id,
      );
    expect(await inBin()).toContain(gone);

    const zh = await post('/recycle-bin/restore', { ids: [gone] });
    expect(zh.status).toBe(403);
    expect(zh.body.msg).toBe('场景数量已达上限');
    expect((await postEn('/recycle-bin/restore', { ids: [gone] })).body.msg).toBe(
      'The group has reached its scene limit',
    );
    expect(await inBin()).toContain(gone);
    expect(await used('SCENE')).toBe(1);

    // SCENE has room now, but the restored scene's model would be a second one.
    await setResourceTotal(t.database.db, a.groupId, 'SCENE', 5);
    await project3D('另一个模型', 'm2');
    const models = await post('/recycle-bin/restore', { ids: [gone] });
    expect(models.status).toBe(403);
    expect(models.body.msg).toBe('云渲染数量已达上限');
    expect(await inBin()).toContain(gone);

    await setResourceTotal(t.database.db, a.groupId, 'UNITY_CLOUD', 2);
    await ok('/recycle-bin/restore', { ids: [gone] });
    expect(await inBin()).not.toContain(gone);
    expect(await used('UNITY_CLOUD')).toBe(2);
  });

  it('refuses restoring a folder whose projects bring 3D scenes past SCENE, and keeps the folder in the bin', async () => {
    await setResourceTotal(t.database.db, a.groupId, 'SCENE', 1);
    const folder = (await ok('/userFolder/add', { name: '三维文件夹' })).id as string;
    await project3D('夹中', undefined, folder);
    await ok('/userFolder/delete', { id: folder });
    await project3D('占位');
    const folderInBin = async () =>
      ((await ok('/recycle-bin/list-by-para', { kind: 'folder' })).list as { id: string }[]).some(
        (i) => i.id === folder,
      );
    expect(await folderInBin()).toBe(true);
    const r = await post('/recycle-bin/restore', { ids: [folder] });
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('场景数量已达上限');
    expect(await folderInBin()).toBe(true);
    expect(await used('SCENE')).toBe(1);
  });
});
