import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocNode } from '@twincanvas/model';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { setResourceTotal } from '../groups/resources.js';

let t: TestApp;
let admin: Who;
let post: ReturnType<typeof poster>;
let data: ReturnType<typeof okPoster>;
let folderId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t);
  post = poster(t, admin);
  data = okPoster(t, admin);
  folderId = (await data('/userFolder/add', { name: '项目夹' })).id;
});
afterAll(() => t.close());

const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('project/v2', () => {
  it('create answers projectFlag, the folder count rises and the list shows the item fields', async () => {
    const before = await data('/userFolder/getUserFolders', { start: 0, end: 10 });
    const made = await data('/project/v2/create', { folderId, projectName: '大屏一' });
    expect(made.projectFlag).toMatch(/^A/);
    const after = await data('/userFolder/getUserFolders', { start: 0, end: 10 });
    const count = (l: { id: string; projectCount: number }[]) =>
      l.find((f) => f.id === folderId)!.projectCount;
    expect(count(after)).toBe(count(before) + 1);
    const list = await data('/project/v2/in/folder/list', { folderId, start: 0, end: 30 });
    expect(list.list[0]).toEqual({
      id: made.projectId,
      projectName: '大屏一',
      projectFlag: made.projectFlag,
      thumbnailUrl: '',
      updatedAt: expect.any(String),
      folderId,
    });
  });

  it('without a folder, a project goes to the first folder of the group', async () => {
    const made = await data('/project/v2/create', {});
    expect(made.folderId).toEqual(expect.any(String));
  });

  it('lists with keyword (wildcards are literal) and start/end paging', async () => {
    const f = (await data('/userFolder/add', { name: '分页' })).id;
    for (let i = 0; i < 5; i++) await data('/project/v2/create', { folderId: f, projectName: `p${i}` });
    await data('/project/v2/create', { folderId: f, projectName: '100%_done' });
    const page1 = await data('/project/v2/in/folder/list', { folderId: f, start: 0, end: 4 });
    const page2 = await data('/project/v2/in/folder/list', { folderId: f, start: 4, end: 8 });
    expect(page1.list).toHaveLength(4);
    expect(page2.list).toHaveLength(2);
    expect(page1.total).toBe(6);
    expect(new Set([...ids(page1.list), ...ids(page2.list)]).size).toBe(6);
    const hit = await data('/project/v2/in/folder/list', { folderId: f, keyword: '%_', start: 0, end: 30 });
    expect(hit.list.map((p: { projectName: string }) => p.projectName)).toEqual(['100%_done']);
    expect(
      (await data('/project/v2/in/folder/list', { folderId: f, keyword: 'P3', start: 0, end: 30 })).total,
    ).toBe(1);
  });

  it('rename follows the name rules and reaches the document; update changes the canvas size and thumbnail', async () => {
    const made = await data('/project/v2/create', { folderId, projectName: '旧名' });
    for (const name of ['', ' x', '名'.repeat(51)]) {
      const res = await post('/project/v2/rename', { projectId: made.projectId, name });
      expect(res.status).toBe(400);
    }
    expect((await post('/project/v2/rename', { projectId: made.projectId, name: '' })).body.msg).toBe(
      '名称不能为空',
    );
    await data('/project/v2/rename', { projectId: made.projectId, name: '新名' });
    await data('/project/v2/update', {
      projectId: made.projectId,
      canvasWidth: 3840,
      canvasHeight: 2160,
      thumbnailUrl: '/t.png',
    });
    const doc = await data('/project/detail/v2/query', { projectId: made.projectId });
    expect(doc).toMatchObject({ projectName: '新名', canvasWidth: 3840, canvasHeight: 2160, revision: 2 });
    const list = await data('/project/v2/in/folder/list', { folderId, keyword: '新名', start: 0, end: 30 });
    expect(list.list[0]).toMatchObject({ projectName: '新名', thumbnailUrl: '/t.png' });
    // Script-capable or off-site-protocol addresses are refused.
    for (const bad of ['javascript:alert(1)', '//evil.example/x.png', 'data:text/html,<script>1</script>']) {
      const res = await post('/project/v2/update', { projectId: made.projectId, thumbnailUrl: bad });
      expect(res.status, bad).toBe(400);
    }
  });

  it('moves projects between folders of the group', async () => {
    const other = (await data('/userFolder/add', { name: '目标' })).id;
    const a = await data('/project/v2/create', { folderId, projectName: '搬家' });
    await data('/project/v2/move', { projectIds: [a.projectId], folderId: other });
    expect(
      ids((await data('/project/v2/in/folder/list', { folderId: other, start: 0, end: 30 })).list),
    ).toEqual([a.projectId]);
    const viaFolder = await post('/folder-manage/move/project', { projectIds: [a.projectId], folderId });
    expect(viaFolder.body.code).toBe('0');
  });

  it('copy is a deep copy with fresh ids and the copy suffix', async () => {
    const a = await data('/project/v2/create', { folderId, projectName: '原件' });
    const src = (await data('/project/detail/v2/query', { projectId: a.projectId })) as DocNode;
    const page = ((src.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!;
    await data('/project/detail/v2/save', {
      projectId: a.projectId,
      baseRevision: 0,
      opts: [
        {
          command: 'add',
          path: `${page._id as string}.projectTwoComponentList`,
          records: { index: 0, value: { _id: 'E1', componentName: 'c' } },
        },
      ],
    });
    const copy = await data('/project/v2/copy', { projectId: a.projectId });
    expect(copy.projectName).toBe('原件副本');
    const doc = (await data('/project/detail/v2/query', { projectId: copy.projectId })) as DocNode;
    expect(doc._id).toBe(copy.projectFlag);
    const cpage = ((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!;
    expect(cpage._id).not.toBe(page._id);
    const comps = cpage.projectTwoComponentList as DocNode[];
    expect(comps).toHaveLength(1);
    expect(comps[0]!._id).not.toBe('E1');
    expect(comps[0]!.componentName).toBe('c');
  });

  it('multi-select delete moves projects to the recycle bin; unknown ids change nothing', async () => {
    const a = await data('/project/v2/create', { folderId, projectName: '删一' });
    const b = await data('/project/v2/create', { folderId, projectName: '删二' });
    const bad = await post('/project/v2/delete', {
      projectIds: [a.projectId, '00000000-0000-4000-8000-000000000000'],
    });
    expect(bad.status).toBe(404);
    expect((await post('/project/detail/v2/query', { projectId: a.projectId })).body.code).toBe('0');
    await data('/project/v2/delete', { projectIds: [a.projectId, b.projectId] });
    expect((await post('/project/detail/v2/query', { projectId: a.projectId })).status).toBe(404);
    const bin = await data('/recycle-bin/list-by-para', { types: ['project'] });
    expect(ids(bin.list)).toEqual(expect.arrayContaining([a.projectId, b.projectId]));
  });

  it('enforces the PROJECT resource limit with a clear message', async () => {
    const other = await member(t);
    const call = okPoster(t, other);
    await setResourceTotal(t.database.db, other.groupId, 'PROJECT', 2);
    await call('/project/v2/create', {});
    await call('/project/v2/create', {});
    const over = await poster(t, other)('/project/v2/create', {});
    expect(over.status).toBe(403);
    expect(over.body.msg).toBe('项目数量已达上限');
    const copy = await poster(t, other)('/project/v2/copy', {
      projectId: (await call('/project/v2/in/folder/list', { start: 0, end: 1 })).list[0].id,
    });
    expect(copy.status).toBe(403);
  });

  it('a member without the permission code is refused with 403', async () => {
    const viewer = await member(t, { groupId: admin.groupId, codes: ['1010105'] });
    const res = await poster(t, viewer)('/project/v2/create', { folderId });
    expect(res.status).toBe(403);
    expect((await poster(t, viewer)('/project/v2/in/folder/list', { folderId })).body.code).toBe('0');
  });
});
