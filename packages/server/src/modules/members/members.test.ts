import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { join, register, type Registered } from '../../test/accounts.js';

let t: TestApp;
let boss: Registered;
beforeAll(async () => {
  t = await createTestApp();
  boss = await register(t, 'memboss');
});
afterAll(() => t.close());

const as = (who: { token: string; groupId: string }) => ({
  post: (url: string, payload: object = {}) =>
    t.call({ method: 'POST', url: `/api${url}`, payload, token: who.token, group: who.groupId }),
  get: (url: string) => t.call({ method: 'GET', url: `/api${url}`, token: who.token, group: who.groupId }),
});
const UM = '/permission-manage/user-manage';

describe('invitations (public edition)', () => {
  it('invite → receivedRecord → accept makes a member; refuse does not', async () => {
    const a = await register(t, 'invitee');
    const inv = await as(boss).post(`${UM}/invite-user`, { email: a.account });
    expect(inv.body).toMatchObject({ code: '0', msg: '邀请成功', data: { result: 'invited' } });
    const rec = await t.call({ method: 'GET', url: '/api/inviteUser/receivedRecord', token: a.token });
    expect(rec.body.data[0]).toMatchObject({
      inviteId: inv.body.data.inviteId,
      groupId: boss.groupId,
      state: 'pending',
    });
    // Nobody else can answer it.
    const thief = await register(t, 'thief');
    const steal = await t.call({
      method: 'POST',
      url: '/api/inviteUser/updateInviteState',
      token: thief.token,
      payload: { inviteId: inv.body.data.inviteId, state: 'accepted' },
    });
    expect(steal.status).toBe(404);
    await t.call({
      method: 'POST',
      url: '/api/inviteUser/updateInviteState',
      token: a.token,
      payload: { inviteId: inv.body.data.inviteId, state: 'accepted' },
    });
    const profile = await t.call({ method: 'POST', url: '/api/userPro/tokenCk', token: a.token });
    expect(profile.body.data.groups.map((g: { groupId: string }) => g.groupId)).toContain(boss.groupId);
    const twice = await t.call({
      method: 'POST',
      url: '/api/inviteUser/updateInviteState',
      token: a.token,
      payload: { inviteId: inv.body.data.inviteId, state: 'refused' },
    });
    expect(twice.status).toBe(400);

    const b = await register(t, 'refuser');
    const inv2 = await t.call({
      method: 'POST',
      url: '/api/userPro/inviteUser',
      token: boss.token,
      group: boss.groupId,
      payload: { email: b.account },
    });
    await t.call({
      method: 'POST',
      url: '/api/inviteUser/updateInviteState',
      token: b.token,
      payload: { inviteId: inv2.body.data.inviteId, state: 'refused' },
    });
    expect((await as({ token: b.token, groupId: boss.groupId }).post('/group/getGroupInfo')).status).toBe(
      403,
    );
    expect((await as(boss).post(`${UM}/invite-user`, { email: 'nobody@nowhere.example' })).status).toBe(404);
  });
});

describe('user management', () => {
  it('users lists members with roles, hides super administrators, filters by keyword and pages', async () => {
    const g = await register(t, 'listed');
    await join(t, boss, g);
    await as(boss).post(`${UM}/update-user`, { userId: g.userId, groupNickName: '小明' });
    const all = await as(boss).get(`${UM}/users?pageNum=1&pageSize=10`);
    const ids = all.body.data.list.map((u: { userId: string }) => u.userId);
    expect(ids).toContain(g.userId);
    expect(ids).not.toContain(boss.userId);
    expect(all.body.data.list.find((u: { userId: string }) => u.userId === g.userId)).toMatchObject({
      groupNickName: '小明',
      roles: [{ roleName: '成员' }],
    });
    const kw = await as(boss).get(`${UM}/users?keyword=${encodeURIComponent('小明')}`);
    expect(kw.body.data.list.map((u: { userId: string }) => u.userId)).toEqual([g.userId]);
    const page = await as(boss).get(`${UM}/users?pageNum=1&pageSize=1`);
    expect(page.body.data).toMatchObject({ pageSize: 1, total: all.body.data.total });
    expect(page.body.data.list).toHaveLength(1);
    // A plain member has no 1080205.
    expect((await as({ token: g.token, groupId: boss.groupId }).get(`${UM}/users`)).status).toBe(403);
  });

  it('delete-user removes the membership but not the account; the owner and oneself cannot be removed', async () => {
    const d = await register(t, 'deleted');
    await join(t, boss, d);
    expect((await as(boss).post(`${UM}/delete-user`, { userId: d.userId })).body.msg).toBe('删除成功');
    expect((await t.call({ method: 'POST', url: '/api/userPro/tokenCk', token: d.token })).body.code).toBe(
      '0',
    );
    expect((await as(boss).post(`${UM}/delete-user`, { userId: boss.userId })).status).toBe(400);
    expect((await as(boss).post(`${UM}/delete-user`, { userId: d.userId })).status).toBe(404);
  });

  it('own group nickname: the body cannot name someone else', async () => {
    const n = await register(t, 'nick');
    await join(t, boss, n);
    const mine = { token: n.token, groupId: boss.groupId };
    await as(mine).post(`${UM}/user/group-nickname`, { groupNickName: '阿牛', userId: boss.userId });
    expect((await as(mine).post('/user/getUserIdentity')).body.data.groupNickName).toBe('阿牛');
    expect((await as(boss).post('/user/getUserIdentity')).body.data.groupNickName).toBeNull();
  });
});

describe('user groups', () => {
  it('add, list, update, listUser, listRole, delete', async () => {
    const u = await register(t, 'ug');
    await join(t, boss, u);
    const add = await as(boss).post('/competence/group/add', { name: '前端组', userIds: [u.userId] });
    expect(add.body.msg).toBe('添加成功');
    const id = add.body.data.id;
    expect((await as(boss).post('/competence/group/add', { name: '前端组' })).status).toBe(400);
    const list = await as(boss).get('/permission-manage/user-group-manage/groups');
    expect(list.body.data.list[0]).toMatchObject({ id, name: '前端组', userCount: 1 });
    const stranger = await register(t, 'stranger');
    expect(
      (await as(boss).post(`/competence/group/update/${id}`, { userIds: [stranger.userId] })).status,
    ).toBe(404);
    expect(
      (await as(boss).post(`/competence/group/update/${id}`, { name: '后端组', userIds: [] })).body.code,
    ).toBe('0');
    expect((await as(boss).get(`/competence/group/listUser?groupId=${id}`)).body.data).toEqual([]);
    expect(
      (await as(boss).get('/competence/group/listUser')).body.data.map((m: { userId: string }) => m.userId),
    ).toContain(u.userId);
    expect((await as(boss).get('/competence/group/listRole')).body.data.length).toBeGreaterThanOrEqual(2);
    expect((await as(boss).post(`/competence/group/delete/${id}`)).body.msg).toBe('删除成功');
    expect((await as(boss).get('/permission-manage/user-group-manage/groups')).body.data.total).toBe(0);
  });
});
