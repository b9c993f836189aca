import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';

let t: TestApp;
let admin: Who;
let post: ReturnType<typeof poster>;
let data: ReturnType<typeof okPoster>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, { nickName: '管理员甲' });
  post = poster(t, admin);
  data = okPoster(t, admin);
});
afterAll(() => t.close());

const folders = async () =>
  (await data('/userFolder/getUserFolders', { start: 0, end: 100 })) as {
    id: string;
    perName: string;
    projectCount: number;
  }[];

describe('folders', () => {
  it('add, list with perId/perName/projectCount/groupType, count, rename with name rules', async () => {
    const f = await data('/userFolder/add', { name: '文件夹A' });
    expect(f).toMatchObject({ perName: '文件夹A', projectCount: 0, groupType: 0 });
    expect((await folders()).find((x) => x.id === f.id)).toMatchObject({ perId: f.id, perName: '文件夹A' });
    expect((await data('/userFolder/count')).count).toBe((await folders()).length);
    const bad = await post('/userFolder/rename', { id: f.id, name: 'a ' });
    expect(bad.body).toMatchObject({ code: '400', msg: '首尾不能为空格' });
    expect((await post('/userFolder/add', { name: '名'.repeat(51) })).body.msg).toBe(
      '100个字符以内，支持输入汉字、字母、特殊符号',
    );
    await data('/userFolder/rename', { id: f.id, name: '文件夹B' });
    expect((await folders()).find((x) => x.id === f.id)!.perName).toBe('文件夹B');
  });

  it('delete answers code 0 and moves the folder and its projects to the recycle bin', async () => {
    const f = await data('/userFolder/add', { name: '将删除' });
    const p = await data('/project/v2/create', { folderId: f.id, projectName: '里面' });
    const res = await post('/userFolder/delete', { id: f.id });
    expect(res.body.code).toBe('0');
    expect((await folders()).some((x) => x.id === f.id)).toBe(false);
    expect((await post('/project/detail/v2/query', { projectId: p.projectId })).status).toBe(404);
    const bin = await data('/recycle-bin/list-by-para', {});
    // The folder is one item; its project comes back with it and is not listed on its own.
    expect(bin.list.map((i: { id: string }) => i.id)).toContain(f.id);
    expect(bin.list.map((i: { id: string }) => i.id)).not.toContain(p.projectId);
    expect(bin.list.find((i: { id: string }) => i.id === f.id)).toMatchObject({
      type: 'folder',
      deletedByName: '管理员甲',
    });
  });

  it('copy is a deep copy of the folder with its projects', async () => {
    const f = await data('/userFolder/add', { name: '源夹' });
    await data('/project/v2/create', { folderId: f.id, projectName: 'x1' });
    await data('/project/v2/create', { folderId: f.id, projectName: 'x2' });
    const copy = await data('/folder-manage/copy/folder', { id: f.id });
    expect(copy).toMatchObject({ perName: '源夹副本', projectCount: 2 });
    const list = await data('/project/v2/in/folder/list', { folderId: copy.id, start: 0, end: 30 });
    expect(list.list.map((p: { projectName: string }) => p.projectName).sort()).toEqual(['x1副本', 'x2副本']);
    const copied = await data('/folder-manage/copy/project', {
      projectIds: [list.list[0].id],
      folderId: f.id,
    });
    expect(copied.list).toHaveLength(1);
  });

  it('moves a folder to a position of the list', async () => {
    const f = await data('/userFolder/add', { name: '挪到最前' });
    await data('/folder-manage/move/folder', { id: f.id, index: 0 });
    expect((await folders())[0]!.id).toBe(f.id);
    expect((await post('/folder-manage/move/other', { id: f.id })).status).toBe(404);
  });

  it('the settings panel lists the group members, by keyword, 10 a page', async () => {
    const f = await data('/userFolder/add', { name: '成员' });
    for (let i = 0; i < 11; i++) await member(t, { groupId: admin.groupId, codes: [], nickName: `同事${i}` });
    const page1 = await data('/userFolder/members', { folderId: f.id, pageNum: 1, pageSize: 10 });
    expect(page1.list).toHaveLength(10);
    expect(page1.total).toBe(12);
    const hit = await data('/userFolder/members', {
      folderId: f.id,
      keyword: '同事1',
      pageNum: 1,
      pageSize: 10,
    });
    expect(hit.list.map((u: { nickName: string }) => u.nickName).sort()).toEqual(['同事1', '同事10']);
  });
});

describe('recycle bin', () => {
  it('menus count by kind; list filters by kind; restore puts back whole; remove deletes for good', async () => {
    const f = await data('/userFolder/add', { name: '回收夹' });
    const inFolder = await data('/project/v2/create', { folderId: f.id, projectName: '夹内' });
    const alone = await data('/project/v2/create', { folderId: f.id, projectName: '单删' });
    await data('/project/v2/delete', { projectIds: [alone.projectId] });
    await data('/userFolder/delete', { id: f.id });
    const menus = await data('/recycle-bin/menus', {});
    expect(menus).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'project', count: expect.any(Number) }),
        expect.objectContaining({ type: 'folder', count: expect.any(Number) }),
      ]),
    );
    const onlyFolders = await data('/recycle-bin/list-by-para', { kind: 'folder' });
    expect(onlyFolders.list.every((i: { type: string }) => i.type === 'folder')).toBe(true);

    // The lone project's folder is in the bin: it comes back into the group's first folder.
    await data('/recycle-bin/restore', { ids: [alone.projectId] });
    const back = await data('/project/detail/v2/query', { projectId: alone.projectId });
    expect(back.folderId).not.toBe(f.id);
    expect(back.folderId).toBe((await folders())[0]!.id);

    // Restoring the folder brings its project back into it.
    await data('/recovery/operaCommand', { recoveryIds: [f.id], action: 'restore' });
    expect((await data('/project/detail/v2/query', { projectId: inFolder.projectId })).folderId).toBe(f.id);

    // Remove for good.
    await data('/userFolder/delete', { id: f.id });
    await data('/recycle-bin/remove', { ids: [f.id] });
    expect((await post('/recycle-bin/restore', { ids: [f.id] })).status).toBe(404);
    const gone = await t.database.sql.query<{ n: number }>(
      'select count(*)::int as n from project_nodes where project_id = $1',
      [inFolder.projectId],
    );
    expect(gone[0]!.n).toBe(0);
  });

  it('remove/all empties the bin of the group only; unknown ids change nothing', async () => {
    const p = await data('/project/v2/create', { projectName: '清空' });
    await data('/project/v2/delete', { projectIds: [p.projectId] });
    const bad = await post('/recycle-bin/restore', {
      recoveryIds: [p.projectId, '00000000-0000-4000-8000-000000000000'],
    });
    expect(bad.status).toBe(404);
    expect((await post('/project/detail/v2/query', { projectId: p.projectId })).status).toBe(404);
    await data('/recycle-bin/remove/all', {});
    expect((await data('/recycle-bin/list-by-para', {})).total).toBe(0);
  });
});
