import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DocNode } from '@twincanvas/model';
import { projectOps } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';

/** /project/id-code/v2/{update, save, import}: the detail and project calls addressed by projectFlag. */
let t: TestApp;
let admin: Who;
let data: ReturnType<typeof okPoster>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t);
  data = okPoster(t, admin);
});
afterAll(() => t.close());

async function newProject(name: string) {
  const made = await data('/project/v2/create', { projectName: name });
  return { id: made.projectId as string, flag: made.projectFlag as string };
}
const byFlag = async (flag: string) =>
  (
    await t.call({
      method: 'GET',
      url: `/api/project/id-code/v2/query?projectFlag=${flag}`,
      token: admin.token,
      group: admin.groupId,
    })
  ).body.data as DocNode;
const pageOf = (doc: DocNode) => ((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!;
const text = (id: string) => ({
  _id: id,
  componentName: id,
  componentType: '2005',
  componentRect: { componentLeft: 1, componentTop: 2, componentWidth: 30, componentHeight: 40 },
});

describe('/project/id-code/v2', () => {
  it('save applies ops by projectFlag through the one document save (revision, op log)', async () => {
    const p = await newProject('按标识保存');
    const page = String(pageOf(await byFlag(p.flag))._id);
    const res = await data('/project/id-code/v2/save', {
      projectFlag: p.flag,
      baseRevision: 0,
      opts: [
        { command: 'add', path: `${page}.projectTwoComponentList`, records: { index: 0, value: text('T1') } },
      ],
    });
    expect(res).toMatchObject({ subCode: 0, revision: 1 });
    expect(pageOf(await byFlag(p.flag)).projectTwoComponentList).toEqual([
      expect.objectContaining({ _id: 'T1' }),
    ]);
    const log = await t.database.db.select().from(projectOps).where(eq(projectOps.projectId, p.id));
    expect(log).toHaveLength(1);
    const refused = await poster(t, admin)('/project/id-code/v2/save', {
      projectFlag: p.flag,
      baseRevision: 1,
      opts: [
        {
          command: 'delete',
          path: `${page}.projectTwoComponentList`,
          records: { index: 0, value: { _id: 'nope' } },
        },
      ],
    });
    expect(refused.body.data).toMatchObject({ subCode: 1 });
  });

  it('update changes size and thumbnail by projectFlag like project/v2/update', async () => {
    const p = await newProject('按标识修改');
    const res = await data('/project/id-code/v2/update', {
      projectFlag: p.flag,
      canvasWidth: 3840,
      canvasHeight: 2160,
      thumbnailUrl: '/thumb.png',
    });
    expect(res.revision).toBe(1);
    expect(await byFlag(p.flag)).toMatchObject({ canvasWidth: 3840, canvasHeight: 2160, projectId: p.id });
    const list = await data('/project/v2/in/folder/list', { keyword: '按标识修改' });
    expect(list.list[0].thumbnailUrl).toBe('/thumb.png');
    const bad = await poster(t, admin)('/project/id-code/v2/update', {
      projectFlag: 'no-such-flag',
      canvasWidth: 5,
    });
    expect(bad.status).toBe(404);
  });

  it('import replaces the content of the named project, keeping its id, flag and name', async () => {
    const source = await newProject('导出源');
    const srcPage = String(pageOf(await byFlag(source.flag))._id);
    await data('/project/detail/v2/save', {
      projectId: source.id,
      baseRevision: 0,
      opts: [
        {
          command: 'add',
          path: `${srcPage}.projectTwoComponentList`,
          records: { index: 0, value: text('S1') },
        },
        { command: 'update', path: `${source.flag}.canvasWidth`, records: { newValue: 2560 } },
      ],
    });
    const exported = (
      await t.app.inject({
        method: 'POST',
        url: '/api/project/detail/v2/export',
        headers: { authorization: `Bearer ${admin.token}`, 'current-group': admin.groupId },
        payload: { projectId: source.id },
      })
    ).body;

    const target = await newProject('导入目标');
    const before = await byFlag(target.flag);
    const done = await data('/project/id-code/v2/import', { projectFlag: target.flag, file: exported });
    expect(done).toMatchObject({ projectId: target.id, projectFlag: target.flag, revision: 1 });
    const after = await byFlag(target.flag);
    expect(after).toMatchObject({
      _id: target.flag,
      projectId: target.id,
      projectName: '导入目标',
      canvasWidth: 2560,
    });
    const comps = pageOf(after).projectTwoComponentList as DocNode[];
    expect(comps).toHaveLength(1);
    expect(comps[0]).toMatchObject({ componentName: 'S1', componentType: '2005' });
    // Fresh ids: the source keeps its own nodes and the target does not share them.
    expect(comps[0]!._id).not.toBe('S1');
    expect(pageOf(after)._id).not.toBe(pageOf(before)._id);
    expect(pageOf(await byFlag(source.flag)).projectTwoComponentList).toEqual([
      expect.objectContaining({ _id: 'S1' }),
    ]);
    // An altered file changes nothing.
    const altered = exported.replace('"S1"', '"S2"');
    const refused = await poster(t, admin)('/project/id-code/v2/import', {
      projectFlag: target.flag,
      file: altered,
    });
    expect(refused.status).toBe(400);
    expect((await byFlag(target.flag)).revision).toBe(1);
  });

  it('each call needs its permission codes', async () => {
    const p = await newProject('权限');
    const viewer = await member(t, {
      groupId: admin.groupId,
      codes: [PERMISSIONS.projectView.code, PERMISSIONS.projectExport.code],
    });
    const post = poster(t, viewer);
    expect(
      (await post('/project/id-code/v2/save', { projectFlag: p.flag, baseRevision: 0, opts: [] })).status,
    ).toBe(403);
    expect((await post('/project/id-code/v2/update', { projectFlag: p.flag, canvasWidth: 10 })).status).toBe(
      403,
    );
    expect((await post('/project/id-code/v2/import', { projectFlag: p.flag, file: '{}' })).status).toBe(403);
  });
});
