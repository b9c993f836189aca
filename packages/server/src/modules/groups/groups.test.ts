import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { join, register, type Registered } from '../../test/accounts.js';
import { RESOURCE_CATEGORIES, setResourceTotal } from './resources.js';

let t: TestApp;
let owner: Registered;
beforeAll(async () => {
  t = await createTestApp();
  owner = await register(t, 'owner');
});
afterAll(() => t.close());

const as = (who: { token: string; groupId: string }) => ({
  post: (url: string, payload: object = {}) =>
    t.call({ method: 'POST', url: `/api${url}`, payload, token: who.token, group: who.groupId }),
  get: (url: string) => t.call({ method: 'GET', url: `/api${url}`, token: who.token, group: who.groupId }),
});

describe('groups', () => {
  it('getGroupInfo, updateGroup (groupId in the body is ignored) and the group list', async () => {
    const info = await as(owner).post('/group/getGroupInfo');
    expect(info.body.data).toMatchObject({
      groupId: owner.groupId,
      isOwner: true,
      personal: true,
      memberCount: 1,
    });
    const other = await register(t, 'other');
    const upd = await as(owner).post('/group/updateGroup', { groupName: '设计部', groupId: other.groupId });
    expect(upd.body).toMatchObject({ code: '0', msg: '保存成功' });
    expect((await as(owner).post('/group/getGroupInfo')).body.data.groupName).toBe('设计部');
    expect((await as(other).post('/group/getGroupInfo')).body.data.groupName).not.toBe('设计部');
    expect((await as(owner).post('/group/updateGroup', { groupName: ' x' })).status).toBe(400);
    const list = await t.call({ method: 'POST', url: '/api/group/list', token: owner.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ groupId: owner.groupId, accountState: 'success', isOwner: true }),
    ]);
  });

  it('create a group: the caller is owner and super administrator there', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/group/create',
      token: owner.token,
      payload: { groupName: '新公司' },
    });
    expect(res.body.code).toBe('0');
    const g = { token: owner.token, groupId: res.body.data.groupId };
    expect((await as(g).post('/user/getUserIdentity')).body.data).toMatchObject({
      isOwner: true,
      isSuper: true,
    });
    const per = await as(g).post('/user/getUserPer');
    expect(per.body.data).toHaveLength(7);
    expect(per.body.data.find((p: { tag: string }) => p.tag === 'authorityManage').codes).toContain(
      '1080205',
    );
  });

  it('resource-number lists the ten categories; SEAT counts members; other areas plug counters in', async () => {
    const res = await as(owner).get('/group/resource-number');
    expect(res.body.data.map((r: { type: string }) => r.type)).toEqual([...RESOURCE_CATEGORIES]);
    expect(res.body.data[0]).toEqual({ type: 'SEAT', total: 10, used: 1, free: 9 });
    expect(res.body.data.find((r: { type: string }) => r.type === 'PROJECT')).toEqual({
      type: 'PROJECT',
      total: 200,
      used: 0,
      free: 200,
    });
    // Fonts counted from the library itself: three added through the real route.
    for (const name of ['A', 'B', 'C']) {
      const added = await as(owner).post('/resource/source/add', {
        type: '2',
        name,
        fileUrl: `https://fonts.example/${name}.woff2`,
      });
      expect(added.body.code, added.body.msg).toBe('0');
    }
    const ttf = (await as(owner).post('/group/resource-number')).body.data.find(
      (r: { type: string }) => r.type === 'TTF',
    );
    expect(ttf).toMatchObject({ used: 3, free: ttf.total - 3 });
    expect((await as(owner).post('/group/getSeats')).body.data).toEqual({
      type: 'SEAT',
      total: 10,
      used: 1,
      free: 9,
    });
  });

  it('adding a member past the seats fails with 团队席位已满', async () => {
    const boss = await register(t, 'boss');
    await setResourceTotal(t.database.db, boss.groupId, 'SEAT', 2);
    const a = await register(t, 'seat-a');
    const b = await register(t, 'seat-b');
    await join(t, boss, a);
    const full = await as(boss).post('/permission-manage/user-manage/invite-user', { email: b.account });
    expect(full.status).toBe(403);
    expect(full.body.msg).toBe('团队席位已满');
    const en = await t.call({
      method: 'POST',
      url: '/api/permission-manage/user-manage/invite-user',
      token: boss.token,
      group: boss.groupId,
      payload: { email: b.account },
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.msg).toBe('The group has no free seats');
  });

  it('an invitation accepted after the seats filled up is refused', async () => {
    const boss = await register(t, 'boss2');
    await setResourceTotal(t.database.db, boss.groupId, 'SEAT', 2);
    const a = await register(t, 'late-a');
    const b = await register(t, 'late-b');
    const ia = await as(boss).post('/permission-manage/user-manage/invite-user', { email: a.account });
    const ib = await as(boss).post('/permission-manage/user-manage/invite-user', { email: b.account });
    expect(ia.body.msg).toBe('邀请成功');
    const acceptA = await t.call({
      method: 'POST',
      url: '/api/inviteUser/updateInviteState',
      token: a.token,
      payload: { inviteId: ia.body.data.inviteId, state: 'accepted' },
    });
    expect(acceptA.body.code).toBe('0');
    const acceptB = await t.call({
      method: 'POST',
      url: '/api/inviteUser/updateInviteState',
      token: b.token,
      payload: { inviteId: ib.body.data.inviteId, state: 'accepted' },
    });
    expect(acceptB.body.msg).toBe('团队席位已满');
  });

  it('exit-group: a member leaves; the owner cannot while others remain', async () => {
    const boss = await register(t, 'boss3');
    const m = await register(t, 'leaver');
    await join(t, boss, m);
    const refused = await as(boss).post('/group/exit-group');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/所有者/);
    const mine = { token: m.token, groupId: boss.groupId };
    expect((await as(mine).post('/group/exit-group')).body.data).toEqual({ groupDeleted: false });
    expect((await as(mine).post('/group/getGroupInfo')).status).toBe(403);
    expect((await as(boss).post('/group/exit-group')).body.data).toEqual({ groupDeleted: true });
  });

  it('queryRole and saveUserRoles inside the current group', async () => {
    const boss = await register(t, 'boss4');
    const m = await register(t, 'roled');
    await join(t, boss, m);
    const roles = (await as(boss).post('/role/queryRole', { groupId: m.groupId })).body.data;
    expect(roles.map((r: { roleName: string }) => r.roleName)).toEqual(['超级管理员', '成员']);
    const member = roles.find((r: { isDefault: boolean }) => r.isDefault);
    const created = await as(boss).post('/competence/role/add', { roleName: '审核', codes: ['1080205'] });
    const save = await as(boss).post('/user/saveUserRoles', {
      userId: m.userId,
      roleIds: [member.roleId, created.body.data.roleId],
    });
    expect(save.body.code).toBe('0');
    const mine = { token: m.token, groupId: boss.groupId };
    expect(
      (await as(mine).post('/user/getUserIdentity')).body.data.roles
        .map((r: { roleName: string }) => r.roleName)
        .sort(),
    ).toEqual(['审核', '成员'].sort());
    expect((await as(mine).get('/perm-menu/operation-code')).body.data).toContain('1080205');
    // The owner must keep the super role.
    const demote = await as(boss).post('/user/saveUserRoles', {
      userId: boss.userId,
      roleIds: [member.roleId],
    });
    expect(demote.status).toBe(403);
  });
});
