import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';

/**
 * delete/authorize under folder and project grants (modules/resourcePermissions): the warning names the
 * projects using a source that the caller may view and only counts the others, so it stays true without
 * telling a restricted member the names of projects hidden from them.
 */
let t: TestApp;
let admin: Who;
let insider: Who;
let outsider: Who;
let source = '';
const { projectView, folderView, dataView, dataEdit } = PERMISSIONS;
const dataManager = [projectView.code, folderView.code, dataView.code, dataEdit.code];

interface DocNode {
  _id: string;
  [k: string]: unknown;
}

/** A project in `folderId` whose first page holds one component bound to the source. */
async function projectUsing(folderId: string, projectName: string): Promise<string> {
  const a = okPoster(t, admin);
  const { projectId } = await a('/project/v2/create', { folderId, projectName });
  const doc = (await a('/project/detail/v2/query', { projectId })) as DocNode;
  const page = ((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!;
  await a('/project/detail/v2/save', {
    projectId,
    baseRevision: 0,
    opts: [
      {
        command: 'add',
        path: `${page._id}.projectTwoComponentList`,
        records: { index: 0, value: { _id: 'C1', componentName: 'table', dataSourceId: source } },
      },
    ],
  });
  return projectId as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t);
  insider = await member(t, { groupId: admin.groupId, codes: dataManager });
  outsider = await member(t, { groupId: admin.groupId, codes: dataManager });
  const a = okPoster(t, admin);
  source = (
    await a('/remote/source/saveOrUpdate', {
      name: '销售接口',
      type: 'api',
      config: { url: 'https://example.com/rows' },
    })
  ).id;
  const secretFolder = (await a('/userFolder/add', { name: '机密夹' })).id;
  const openFolder = (await a('/userFolder/add', { name: '公开夹' })).id;
  await projectUsing(secretFolder, '机密大屏');
  await projectUsing(secretFolder, '机密报表');
  const guarded = await projectUsing(openFolder, '专属大屏');
  await projectUsing(openFolder, '公开大屏');
  await a('/project/v2/create', { folderId: openFolder, projectName: '无关项目' });
  const only = [{ subjectType: 'user', subjectId: insider.userId, level: 'view' }];
  await a('/permission/insertOrUpdate', { resourceType: 'folder', resourceId: secretFolder, grants: only });
  await a('/permission/insertOrUpdate', { resourceType: 'project', resourceId: guarded, grants: only });
});
afterAll(() => t.close());

const check = async (who: Who) =>
  (await okPoster(t, who)('/remote/source/delete/authorize', { ids: [source] })) as {
    canDelete: boolean;
    usedBy: { projectId: string; projectName: string }[];
    otherProjects: number;
  };
const names = (c: Awaited<ReturnType<typeof check>>) => c.usedBy.map((p) => p.projectName).sort();

describe('delete check under grants', () => {
  it('names only the projects the caller may view and counts the others', async () => {
    const out = await check(outsider);
    expect(names(out)).toEqual(['公开大屏']);
    expect(out.otherProjects).toBe(3);
    expect(JSON.stringify(out)).not.toMatch(/机密|专属/);

    const ins = await check(insider);
    expect(names(ins)).toEqual(['专属大屏', '公开大屏', '机密大屏', '机密报表'].sort());
    expect(ins.otherProjects).toBe(0);

    const all = await check(admin);
    expect(names(all)).toEqual(names(ins));
    expect(all.otherProjects).toBe(0);
  });

  it('a project in the recycle bin still counts (a restore would bring the broken binding back)', async () => {
    const a = okPoster(t, admin);
    const gone = (await check(admin)).usedBy.find((p) => p.projectName === '公开大屏')!;
    await a('/project/v2/delete', { projectIds: [gone.projectId] });
    const out = await check(outsider);
    expect(names(out)).toEqual(['公开大屏']);
    expect(out.otherProjects).toBe(3);
    await a('/recycle-bin/restore', { ids: [gone.projectId] });
  });
});
