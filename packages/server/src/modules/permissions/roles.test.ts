import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { join, register, type Registered } from '../../test/accounts.js';
import { PERMISSION_TAGS } from '../../http/permissionCodes.js';

let t: TestApp;
let boss: Registered;
let manager: Registered;
let managerInBoss: { token: string; groupId: string };
let roleManagerId: string;
beforeAll(async () => {
  t = await createTestApp();
  boss = await register(t, 'roleboss');
  manager = await register(t, 'manager');
  await join(t, boss, manager);
  managerInBoss = { token: manager.token, groupId: boss.groupId };
  // A manager who may edit roles and view/edit users but not delete projects.
  const r = await as(boss).post('/competence/role/add', {
    roleName: '角色管理员',
    codes: ['1080105', '1080101', '1080205', '1080201', '1010105'],
  });
  roleManagerId = r.body.data.roleId;
  await as(boss).post('/user/saveUserRoles', { userId: manager.userId, roleIds: [roleManagerId] });
});
afterAll(() => t.close());

const as = (who: { token: string; groupId: string }) => ({
  post: (url: string, payload: object = {}) =>
    t.call({ method: 'POST', url: `/api${url}`, payload, token: who.token, group: who.groupId }),
  get: (url: string) => t.call({ method: 'GET', url: `/api${url}`, token: who.token, group: who.groupId }),
});

describe('roles', () => {
  it('list shows the roles with codes and member counts; super first', async () => {
    const res = await as(boss).post('/competence/role/list', { pageNum: 1, pageSize: 10 });
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.list[0]).toMatchObject({ roleName: '超级管理员', isSuper: true, userCount: 1 });
    expect(res.body.data.list.find((r: { roleId: string }) => r.roleId === roleManagerId)).toMatchObject({
      userCount: 1,
    });
    const kw = await as(boss).post('/competence/role/list', { keyword: '管理员' });
    expect(kw.body.data.total).toBe(2);
  });

  it('edit renames; the super-administrator role cannot be edited, bound or deleted', async () => {
    const r = await as(boss).post('/competence/role/add', { roleName: '临时' });
    expect(
      (await as(boss).post('/competence/role/edit', { roleId: r.body.data.roleId, roleName: '临时2' })).body
        .code,
    ).toBe('0');
    expect((await as(boss).post('/competence/role/add', { roleName: '临时2' })).body.msg).toBe(
      '角色名称已存在',
    );
    const superRole = (await as(boss).post('/role/queryRole')).body.data.find(
      (x: { isSuper: boolean }) => x.isSuper,
    );
    for (const [url, body] of [
      ['/competence/role/edit', { roleId: superRole.roleId, roleName: 'x' }],
      ['/competence/role/add/bind-perm', { roleId: superRole.roleId, codes: [] }],
      ['/competence/role/del', { roleId: superRole.roleId }],
      [`/competence/role/modify-default/${superRole.roleId}`, {}],
    ] as const) {
      expect((await as(boss).post(url, body)).status, url).toBe(403);
    }
  });

  it('a caller can never grant a code they do not hold (unless super)', async () => {
    const own = await as(managerInBoss).post('/competence/role/add', {
      roleName: '查看者',
      codes: ['1080205'],
    });
    expect(own.body.code).toBe('0');
    const beyond = await as(managerInBoss).post('/competence/role/add', {
      roleName: '删项目',
      codes: ['1010103'],
    });
    expect(beyond.status).toBe(403);
    expect(beyond.body.msg).toBe('不能授予您自己没有的权限');
    const bind = await as(managerInBoss).post('/competence/role/add/bind-perm', {
      roleId: own.body.data.roleId,
      codes: ['1080205', '1010103'],
    });
    expect(bind.status).toBe(403);
    // Assigning a role with codes the caller lacks, or the super role, is granting too.
    const wide = await as(boss).post('/competence/role/add', { roleName: '宽', codes: ['1010103'] });
    const other = await register(t, 'grantee');
    await join(t, boss, other);
    const assign = await as(managerInBoss).post('/user/saveUserRoles', {
      userId: other.userId,
      roleIds: [wide.body.data.roleId],
    });
    expect(assign.status).toBe(403);
    const superRole = (await as(boss).post('/role/queryRole')).body.data.find(
      (x: { isSuper: boolean }) => x.isSuper,
    );
    expect(
      (
        await as(managerInBoss).post('/user/saveUserRoles', {
          userId: other.userId,
          roleIds: [superRole.roleId],
        })
      ).status,
    ).toBe(403);
    // The super administrator may grant anything; unknown codes are a 400.
    expect(
      (
        await as(boss).post('/competence/role/add/bind-perm', {
          roleId: own.body.data.roleId,
          codes: ['1010103'],
        })
      ).body.code,
    ).toBe('0');
    expect(
      (
        await as(boss).post('/competence/role/add/bind-perm', {
          roleId: own.body.data.roleId,
          codes: ['9999999'],
        })
      ).status,
    ).toBe(400);
  });

  it('permission/allocate replaces only the function or the data codes', async () => {
    const r = (
      await as(boss).post('/competence/role/add', { roleName: '分配', codes: ['1010105', '1010102'] })
    ).body.data.roleId;
    await as(boss).post('/competence/role/permission/allocate', {
      roleId: r,
      type: 'data',
      codes: ['1020105'],
    });
    const tree = (await as(boss).get(`/perm-menu/tree/menu/${r}`)).body.data;
    const leaves = tree
      .flatMap((n: { childs: { code: string; checked: boolean }[] }) => n.childs)
      .filter((c: { checked: boolean }) => c.checked);
    expect(leaves.map((c: { code: string }) => c.code).sort()).toEqual(['1010102', '1020105']);
    const wrongKind = await as(boss).post('/competence/role/permission/allocate', {
      roleId: r,
      type: 'func',
      codes: ['1020105'],
    });
    expect(wrongKind.status).toBe(400);
  });

  it('one default role; deleting a role in use moves its members to the default role', async () => {
    const r = (await as(boss).post('/competence/role/add', { roleName: '将删' })).body.data.roleId;
    const m = await register(t, 'moved');
    await join(t, boss, m, [r]);
    expect((await as(boss).post(`/competence/role/modify-default/${r}`)).body.code).toBe('0');
    const roles = (await as(boss).post('/role/queryRole')).body.data;
    expect(
      roles.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { roleId: string }) => x.roleId),
    ).toEqual([r]);
    expect((await as(boss).post('/competence/role/del', { roleId: r })).status).toBe(400);
    const member = roles.find((x: { roleName: string }) => x.roleName === '成员').roleId;
    await as(boss).post(`/competence/role/modify-default/${member}`);
    const del = await as(boss).post('/competence/role/del', { roleId: r });
    expect(del.body).toMatchObject({ code: '0', msg: '删除成功', data: { moved: 1 } });
    const who = await as({ token: m.token, groupId: boss.groupId }).post('/user/getUserIdentity');
    expect(who.body.data.roles.map((x: { roleName: string }) => x.roleName)).toEqual(['成员']);
  });
});

describe('operation log', () => {
  it('role and member-role changes are recorded as permission changes', async () => {
    const contents: string[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const res = await as(boss).post('/log-record/list', { type: 'permission', curPage: page });
      expect(res.body.code).toBe('0');
      pages = res.body.data.totalPage;
      contents.push(...res.body.data.list.map((l: { content: string }) => l.content));
    }
    expect(contents.join('\n')).toContain('role created: 角色管理员');
    expect(contents).toContain(`member ${manager.userId} roles: ${roleManagerId}`);
  });
});

describe('messages', () => {
  it('a member whose roles change finds a message with the new-message dot', async () => {
    const res = await as(managerInBoss).post('/pro-push-manager/getMsg', {});
    expect(res.body.data.haveNewMsg).toBe(true);
    expect(res.body.data.list[0]).toMatchObject({
      readStatus: 0,
      title: expect.stringContaining('角色已变更'),
    });
    await as(managerInBoss).post('/pro-push-manager/updateUserRead', {});
    expect((await as(managerInBoss).post('/pro-push-manager/getMsg', {})).body.data.haveNewMsg).toBe(false);
  });
});

describe('perm-menu', () => {
  it('trees have the seven tags as top nodes and catalogue codes as leaves', async () => {
    for (const url of ['/perm-menu/tree/func', '/perm-menu/tree/data']) {
      const tree = (await as(boss).get(url)).body.data;
      expect(tree.map((n: { tag: string }) => n.tag)).toEqual([...PERMISSION_TAGS]);
      expect(tree[0]).toMatchObject({ tag: 'projectList', name: '项目列表', nameEn: 'Projects' });
    }
    const data = (await as(boss).get('/perm-menu/tree/data')).body.data;
    const auth = data.find((n: { tag: string }) => n.tag === 'authorityManage');
    expect(auth.childs.map((c: { code: string }) => c.code)).toEqual(['1080105', '1080205', '1080305']);
    const merged = (await as(boss).get(`/perm-menu/tree/menu/${roleManagerId}`)).body.data;
    const am = merged.find((n: { tag: string }) => n.tag === 'authorityManage');
    expect(am.childs.find((c: { code: string }) => c.code === '1080205')).toMatchObject({
      checked: true,
      childs: [],
    });
    expect(am.childs.find((c: { code: string }) => c.code === '1080305')).toMatchObject({ checked: false });
  });

  it('operation-code returns the caller’s codes; a plain member lacks role screens', async () => {
    const m = await register(t, 'plain');
    await join(t, boss, m);
    const mine = { token: m.token, groupId: boss.groupId };
    const codes = (await as(mine).post('/perm-menu/operation-code')).body.data;
    expect(codes).toContain('1010105');
    expect(codes).not.toContain('1080105');
    expect((await as(mine).post('/competence/role/list', {})).status).toBe(403);
    expect((await as(mine).get(`/perm-menu/tree/menu/${roleManagerId}`)).status).toBe(403);
  });
});
