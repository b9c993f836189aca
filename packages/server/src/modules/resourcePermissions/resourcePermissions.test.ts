import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { memberRoles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';

/**
 * Folder and project grants layered on role codes: open by default, restricted once granted, a project
 * inherits its folder's grants, creators and super administrators keep manage, codes stay the ceiling.
 * A resource the caller may not view answers 404 (like another group's), viewable but not enough 403.
 * Every folder/project route enforces them: see grantsEnforced.test.ts for the route walk.
 */
let t: TestApp;
let owner: Who;
let m1: Who;
let m2: Who;
let viewerOnly: Who;
let m2Role = '';
let userGroup = '';
const ids = { folder: '', project: '', other: '', otherFolder: '' };
const { projectView, projectEdit, projectExport, projectCreate, folderView } = PERMISSIONS;
const editor = [projectView.code, projectEdit.code, projectExport.code, projectCreate.code, folderView.code];

beforeAll(async () => {
  t = await createTestApp();
  owner = await member(t);
  m1 = await member(t, { groupId: owner.groupId, codes: editor, nickName: '成员一' });
  m2 = await member(t, { groupId: owner.groupId, codes: editor, nickName: '成员二' });
  viewerOnly = await member(t, { groupId: owner.groupId, codes: [projectView.code, folderView.code] });
  const [r] = await t.database.db
    .select({ roleId: memberRoles.roleId })
    .from(memberRoles)
    .where(and(eq(memberRoles.groupId, owner.groupId), eq(memberRoles.userId, m2.userId)));
  m2Role = r!.roleId;
  const o = okPoster(t, owner);
  userGroup = (await o('/competence/group/add', { name: '设计组', userIds: [viewerOnly.userId] })).id;
  ids.folder = (await o('/userFolder/add', { name: '受限' })).id;
  ids.otherFolder = (await o('/userFolder/add', { name: '公开' })).id;
  ids.project = (await o('/project/v2/create', { folderId: ids.folder, projectName: '受限项目' })).projectId;
  ids.other = (
    await o('/project/v2/create', { folderId: ids.otherFolder, projectName: '公开项目' })
  ).projectId;
});
afterAll(() => t.close());

const check = async (who: Who, resourceType: string, resourceId: string) =>
  (await okPoster(t, who)('/resource/operate/check', { resourceType, resourceId })) as {
    level: string;
    restricted: boolean;
    operations: Record<string, boolean>;
  };
/** resource/operate/check's status for a resource: 404 when the caller may not even view it. */
const checkStatus = async (who: Who, resourceType: string, resourceId: string) =>
  (await poster(t, who)('/resource/operate/check', { resourceType, resourceId })).status;
const listed = async (who: Who) =>
  (
    (await okPoster(t, who)('/project/v2/in/folder/list', { start: 0, end: 100 })).list as { id: string }[]
  ).map((p) => p.id);
const grant = (subjectType: string, subjectId: string, level: string) => ({ subjectType, subjectId, level });

describe('resource permissions', () => {
  it('without grants every holder of the codes may act; the codes are the ceiling', async () => {
    const c = await check(m1, 'project', ids.project);
    expect(c).toMatchObject({ restricted: false, level: 'manage' });
    expect(c.operations).toMatchObject({ view: true, edit: true, export: true, delete: false, share: false });
    const v = await check(viewerOnly, 'project', ids.project);
    expect(v.operations).toMatchObject({ view: true, edit: false, manage: false });
    const one = await okPoster(t, m1)('/resource/operate/check', {
      resourceType: 'project',
      resourceId: ids.project,
      operation: 'edit',
    });
    expect(one).toMatchObject({ operation: 'edit', allowed: true });
    expect(await listed(m2)).toEqual(expect.arrayContaining([ids.project, ids.other]));
  });

  it('a folder grant restricts the folder and its projects to the grantees, at the granted level', async () => {
    const res = await okPoster(t, owner)('/permission/insertOrUpdate', {
      resourceType: 'folder',
      resourceId: ids.folder,
      grants: [grant('user', m1.userId, 'view')],
    });
    expect(res).toMatchObject({
      restricted: true,
      grants: [{ subjectType: 'user', level: 'view', name: '成员一' }],
    });

    expect((await check(m1, 'project', ids.project)).operations).toMatchObject({ view: true, edit: false });
    // m2 is left out: the folder and its project do not exist for them, as another group's would not.
    expect(await checkStatus(m2, 'project', ids.project)).toBe(404);
    expect(await checkStatus(m2, 'folder', ids.folder)).toBe(404);
    // The project list hides what the member cannot view; other folders are untouched.
    expect(await listed(m2)).not.toContain(ids.project);
    expect(await listed(m2)).toContain(ids.other);
    expect(await listed(m1)).toContain(ids.project);
    expect(await listed(owner)).toContain(ids.project);

    // Opening, saving and exporting honour the grants.
    const p1 = poster(t, m1);
    const p2 = poster(t, m2);
    expect((await p1('/project/detail/v2/query', { projectId: ids.project })).status).toBe(200);
    expect((await p2('/project/detail/v2/query', { projectId: ids.project })).status).toBe(404);
    const save = await p1('/project/detail/v2/save', { projectId: ids.project, baseRevision: 0, opts: [] });
    expect(save.status).toBe(403);
    expect(save.body.msg).toContain('没有该资源的此项操作权限');
    expect((await p2('/project/detail/v2/export-check', { projectId: ids.project })).status).toBe(404);
    expect((await p1('/project/detail/v2/export-check', { projectId: ids.project })).status).toBe(200);
  });

  it('role and user-group grants apply to their members; a project grant adds to the folder’s', async () => {
    const o = okPoster(t, owner);
    await o('/permission/insertOrUpdate', {
      resourceType: 'folder',
      resourceId: ids.folder,
      grants: [grant('role', m2Role, 'edit')],
    });
    expect((await check(m2, 'project', ids.project)).operations).toMatchObject({ view: true, edit: true });
    expect(await checkStatus(viewerOnly, 'project', ids.project)).toBe(404);
    const res = await o('/permission/insertOrUpdate', {
      resourceType: 'project',
      resourceId: ids.project,
      grants: [grant('userGroup', userGroup, 'edit'), grant('user', m1.userId, 'edit')],
    });
    expect(res.grants).toHaveLength(2);
    expect(res.inherited).toHaveLength(2);
    // viewerOnly's user group holds edit, but the role codes (view only) stay the ceiling.
    expect((await check(viewerOnly, 'project', ids.project)).operations).toMatchObject({
      view: true,
      edit: false,
    });
    expect((await check(m1, 'project', ids.project)).operations).toMatchObject({ edit: true, manage: false });
    // Changing a grant's level: insertOrUpdate updates in place.
    await o('/permission/insertOrUpdate', {
      resourceType: 'project',
      resourceId: ids.project,
      grants: [grant('user', m1.userId, 'manage')],
    });
    expect((await check(m1, 'project', ids.project)).operations.manage).toBe(true);
    const list = await okPoster(t, m1)('/permission/list', {
      resourceType: 'project',
      resourceId: ids.project,
    });
    expect(list.grants.find((g: { subjectId: string }) => g.subjectId === m1.userId).level).toBe('manage');
  });

  it('only managers change grants; creators and super administrators always manage', async () => {
    const p2 = poster(t, m2);
    const refused = await p2('/permission/update', {
      resourceType: 'project',
      resourceId: ids.project,
      grants: [],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('没有该资源的此项操作权限');
    // m2 creates a project in the open folder and restricts it to nobody else: the owner (super) still sees it.
    const mine = (
      await okPoster(t, m2)('/project/v2/create', { folderId: ids.otherFolder, projectName: '私有' })
    ).projectId as string;
    await okPoster(t, m2)('/permission/update', {
      resourceType: 'project',
      resourceId: mine,
      grants: [grant('user', m2.userId, 'manage')],
    });
    expect(await listed(m1)).not.toContain(mine);
    expect(await listed(owner)).toContain(mine);
    expect((await check(m2, 'project', mine)).level).toBe('manage');
  });

  it('permission/update replaces the list; an empty list opens the resource again', async () => {
    const o = okPoster(t, owner);
    const res = await o('/permission/update', { resourceType: 'folder', resourceId: ids.folder, grants: [] });
    expect(res.grants).toEqual([]);
    await o('/permission/update', { resourceType: 'project', resourceId: ids.project, grants: [] });
    expect((await check(viewerOnly, 'project', ids.project)).restricted).toBe(false);
    expect(await listed(m2)).toContain(ids.project);
  });

  it('refuses unknown levels and grantees outside the group; English messages on request', async () => {
    const p = poster(t, owner);
    const bad = await p('/permission/insertOrUpdate', {
      resourceType: 'folder',
      resourceId: ids.folder,
      grants: [grant('user', m1.userId, 'owner')],
    });
    expect(bad.status).toBe(400);
    const stranger = await member(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/permission/insertOrUpdate',
      token: owner.token,
      group: owner.groupId,
      headers: { 'accept-language': 'en' },
      payload: {
        resourceType: 'folder',
        resourceId: ids.folder,
        grants: [grant('user', stranger.userId, 'view')],
      },
    });
    expect(res.status).toBe(404);
    expect(res.body.msg).toContain('grantee does not exist');
  });
});

describe('resource permission tenancy', () => {
  let b: Who;
  const B = { folder: '', project: '', role: '' };

  beforeAll(async () => {
    b = await member(t, { nickName: 'B-secret-user' });
    const bd = okPoster(t, b);
    B.folder = (await bd('/userFolder/add', { name: 'B-secret-folder' })).id;
    B.project = (await bd('/project/v2/create', { folderId: B.folder, projectName: 'B-secret' })).projectId;
    B.role = (await bd('/competence/role/add', { roleName: 'B-secret-role', codes: [] })).roleId;
    await bd('/permission/insertOrUpdate', {
      resourceType: 'project',
      resourceId: B.project,
      grants: [grant('user', b.userId, 'manage')],
    });
  });

  const cases = (): [string, object][] => [
    [
      '/permission/insertOrUpdate',
      { resourceType: 'project', resourceId: B.project, grants: [grant('user', owner.userId, 'view')] },
    ],
    [
      '/permission/insertOrUpdate',
      { resourceType: 'folder', resourceId: B.folder, grants: [grant('user', owner.userId, 'view')] },
    ],
    ['/permission/update', { resourceType: 'project', resourceId: B.project, grants: [] }],
    ['/permission/list', { resourceType: 'project', resourceId: B.project }],
    ['/resource/operate/check', { resourceType: 'project', resourceId: B.project }],
    ['/resource/operate/check', { resourceType: 'folder', resourceId: B.folder }],
    // B's grantees on A's own resources are "not found" too.
    [
      '/permission/insertOrUpdate',
      { resourceType: 'project', resourceId: ids.project, grants: [grant('user', b.userId, 'view')] },
    ],
    [
      '/permission/update',
      { resourceType: 'folder', resourceId: ids.folder, grants: [grant('role', B.role, 'view')] },
    ],
  ];

  it('every route of the area is in this matrix (OpenAPI walk)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    const routes = Object.keys(doc.paths).filter((p) => /^\/api\/(permission|resource\/operate)\//.test(p));
    const covered = new Set(cases().map(([url]) => `/api${url}`));
    expect(routes.length).toBe(4);
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
  });

  it('naming B’s resources or grantees from group A answers 404 and changes nothing', async () => {
    const p = poster(t, owner);
    for (const [url, body] of cases()) {
      const res = await p(url, body);
      expect(res.status, url).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('B-secret');
    }
    const still = await okPoster(t, b)('/permission/list', {
      resourceType: 'project',
      resourceId: B.project,
    });
    expect(still.grants).toEqual([expect.objectContaining({ subjectId: b.userId, level: 'manage' })]);
    expect((await check(owner, 'project', ids.project)).restricted).toBe(false);
  });

  it('Current-Group B without membership is 403 on every route', async () => {
    for (const [url, body] of cases()) {
      const res = await t.call({
        method: 'POST',
        url: `/api${url}`,
        token: owner.token,
        group: b.groupId,
        payload: body,
      });
      expect(res.status, url).toBe(403);
    }
  });
});
