import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { roles, users } from '../db/schema/index.js';
import { deriveKey } from '../lib/tokens.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { join, register, type Registered } from '../test/accounts.js';

/**
 * Tenancy: a user of group A can neither reach group B by naming B's ids (in paths and bodies, with
 * Current-Group: A) nor by sending Current-Group: B without membership. Table-driven over every user, group
 * and role route.
 */
let t: TestApp;
let a: { token: string; groupId: string; userId: string };
let aMember: Registered;
let b: Registered;
let bMember: Registered;
const B: { roleId: string; superRoleId: string; userGroupId: string; inviteId: string } = {
  roleId: '',
  superRoleId: '',
  userGroupId: '',
  inviteId: '',
};

beforeAll(async () => {
  t = await createTestApp();
  a = await t.login();
  aMember = await register(t, 'a-member');
  await join(t, a, aMember);
  b = await register(t, 'b-owner');
  bMember = await register(t, 'b-member');
  await join(t, b, bMember);
  const call = (url: string, payload: object) =>
    t.call({ method: 'POST', url: `/api${url}`, token: b.token, group: b.groupId, payload });
  B.roleId = (await call('/competence/role/add', { roleName: 'B角色', codes: ['1010105'] })).body.data.roleId;
  B.superRoleId = (await call('/role/queryRole', {})).body.data.find(
    (r: { isSuper: boolean }) => r.isSuper,
  ).roleId;
  B.userGroupId = (
    await call('/competence/group/add', { name: 'B组', userIds: [bMember.userId] })
  ).body.data.id;
  const stranger = await register(t, 'b-invitee');
  B.inviteId = (
    await call('/permission-manage/user-manage/invite-user', { email: stranger.account })
  ).body.data.inviteId;
});
afterAll(() => t.close());

type Case = [method: 'GET' | 'POST', url: () => string, body?: () => object];

/** Routes of the user, group and role areas that act on ids, called with B's ids. */
const namingB: Case[] = [
  ['POST', () => '/user/saveUserRoles', () => ({ userId: bMember.userId, roleIds: [] })],
  ['POST', () => '/user/saveUserRoles', () => ({ userId: aMember.userId, roleIds: [B.roleId] })],
  ['POST', () => '/user/saveUserRoles', () => ({ userId: aMember.userId, roleIds: [B.superRoleId] })],
  [
    'POST',
    () => '/permission-manage/user-manage/update-user',
    () => ({ userId: bMember.userId, groupNickName: 'x' }),
  ],
  [
    'POST',
    () => '/permission-manage/user-manage/update-user',
    () => ({ userId: aMember.userId, roleIds: [B.roleId] }),
  ],
  ['POST', () => '/permission-manage/user-manage/delete-user', () => ({ userId: bMember.userId })],
  [
    'POST',
    () => '/permission-manage/user-manage/invite-user',
    () => ({ email: b.account, roleIds: [B.roleId] }),
  ],
  ['POST', () => '/competence/role/edit', () => ({ roleId: B.roleId, roleName: 'hacked' })],
  ['POST', () => '/competence/role/add/bind-perm', () => ({ roleId: B.roleId, codes: ['1080101'] })],
  [
    'POST',
    () => '/competence/role/permission/allocate',
    () => ({ roleId: B.roleId, type: 'func', codes: ['1080101'] }),
  ],
  ['POST', () => '/competence/role/del', () => ({ roleId: B.roleId })],
  ['POST', () => `/competence/role/modify-default/${B.roleId}`],
  ['GET', () => `/perm-menu/tree/menu/${B.roleId}`],
  ['GET', () => `/perm-menu/tree/func/${B.superRoleId}`],
  ['POST', () => `/competence/group/update/${B.userGroupId}`, () => ({ name: 'hacked' })],
  ['POST', () => `/competence/group/delete/${B.userGroupId}`],
  ['GET', () => `/competence/group/listUser?groupId=${B.userGroupId}`],
  ['POST', () => '/competence/group/add', () => ({ name: '偷', userIds: [bMember.userId] })],
  ['POST', () => '/inviteUser/updateInviteState', () => ({ inviteId: B.inviteId, state: 'accepted' })],
  ['POST', () => '/userPro/getUserInfoByUserAssetId', () => ({ userAssetId: bMember.userId })],
];

/** Every group-scoped route of the new areas, called with Current-Group: B by a non-member. */
const groupScoped: Case[] = [
  ['GET', () => '/userPro/constantInfo'],
  ['POST', () => '/group/getGroupInfo'],
  ['POST', () => '/user/getFolders', () => ({ start: 0, end: 100 })],
  ['POST', () => '/group/getSeats'],
  ['POST', () => '/group/updateGroup', () => ({ groupName: 'hacked' })],
  ['POST', () => '/group/exit-group'],
  ['GET', () => '/group/resource-number'],
  ['POST', () => '/group/resource-number'],
  ['POST', () => '/user/getUserPer'],
  ['POST', () => '/user/getUserIdentity'],
  ['POST', () => '/role/queryRole'],
  ['POST', () => '/user/saveUserRoles', () => ({ userId: bMember.userId, roleIds: [B.roleId] })],
  ['POST', () => '/userPro/inviteUser', () => ({ email: aMember.account })],
  ['POST', () => '/permission-manage/user-manage/invite-user', () => ({ email: aMember.account })],
  ['POST', () => '/permission-manage/user-manage/update-user', () => ({ userId: bMember.userId })],
  ['POST', () => '/permission-manage/user-manage/delete-user', () => ({ userId: bMember.userId })],
  ['GET', () => '/permission-manage/user-manage/users'],
  ['GET', () => '/permission-manage/user-manage/invitations'],
  ['POST', () => '/permission-manage/user-manage/user/group-nickname', () => ({ groupNickName: 'x' })],
  ['GET', () => '/permission-manage/user-group-manage/groups'],
  ['POST', () => '/competence/group/add', () => ({ name: 'x' })],
  ['POST', () => `/competence/group/update/${B.userGroupId}`, () => ({ name: 'x' })],
  ['POST', () => `/competence/group/delete/${B.userGroupId}`],
  ['GET', () => '/competence/group/listRole'],
  ['GET', () => '/competence/group/listUser'],
  ['POST', () => '/competence/role/list', () => ({})],
  ['POST', () => '/competence/role/add', () => ({ roleName: 'x' })],
  ['POST', () => '/competence/role/edit', () => ({ roleId: B.roleId, roleName: 'x' })],
  ['POST', () => '/competence/role/add/bind-perm', () => ({ roleId: B.roleId, codes: [] })],
  [
    'POST',
    () => '/competence/role/permission/allocate',
    () => ({ roleId: B.roleId, type: 'data', codes: [] }),
  ],
  ['POST', () => '/competence/role/del', () => ({ roleId: B.roleId })],
  ['POST', () => `/competence/role/modify-default/${B.roleId}`],
  ['GET', () => `/perm-menu/tree/menu/${B.roleId}`],
  ['GET', () => '/perm-menu/operation-code'],
  ['GET', () => '/perm-menu/tree/func'],
  ['GET', () => '/perm-menu/tree/data'],
];

const send = (c: Case, who: { token: string }, group: string) =>
  t.call({
    method: c[0],
    url: `/api${c[1]()}`,
    token: who.token,
    group,
    ...(c[0] === 'POST' ? { payload: c[2]?.() ?? {} } : {}),
  });

// SECURITY-CASES #29: tenant A uses tenant B's ids
describe('tenancy matrix', () => {
  it.each(namingB.map((c, i) => [i, c[0], c] as const))(
    '#%i %s naming B ids from A → 403/404',
    async (_i, _m, c) => {
      const res = await send(c, a, a.groupId);
      expect([403, 404], `${c[1]()} → ${res.status} ${res.body.msg}`).toContain(res.status);
    },
  );

  it("B's roles, user group, members and invitation are unchanged afterwards", async () => {
    const call = (url: string, payload: object = {}) =>
      t.call({ method: 'POST', url: `/api${url}`, token: b.token, group: b.groupId, payload });
    const list = (await call('/competence/role/list')).body.data.list;
    expect(list.find((r: { roleId: string }) => r.roleId === B.roleId)).toMatchObject({
      roleName: 'B角色',
      codes: ['1010105'],
      isDefault: false,
    });
    const groups = await t.call({
      method: 'GET',
      url: '/api/permission-manage/user-group-manage/groups',
      token: b.token,
      group: b.groupId,
    });
    expect(groups.body.data.list[0]).toMatchObject({ name: 'B组', userCount: 1 });
    const members = await t.call({
      method: 'GET',
      url: '/api/permission-manage/user-manage/users',
      token: b.token,
      group: b.groupId,
    });
    expect(members.body.data.list.map((u: { userId: string }) => u.userId)).toEqual([bMember.userId]);
    expect(members.body.data.list[0].groupNickName).toBeNull();
    const aMemberRoles = await t.call({
      method: 'POST',
      url: '/api/user/getUserIdentity',
      token: aMember.token,
      group: a.groupId,
    });
    expect(aMemberRoles.body.data.roles.map((r: { roleName: string }) => r.roleName)).toEqual(['成员']);
    const [bRole] = await t.database.db.select().from(roles).where(eq(roles.id, B.roleId));
    expect(bRole?.groupId).toBe(b.groupId);
  });

  it.each(groupScoped.map((c, i) => [i, c[0], c] as const))(
    '#%i %s with Current-Group: B by a non-member → 403',
    async (_i, _m, c) => {
      const res = await send(c, a, b.groupId);
      expect(res.status, c[1]()).toBe(403);
    },
  );

  it('the matrix covers every group-scoped route of these areas in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const areas =
      /^\/api\/(group\/(?!create|list)|user\/(?!update$)|role\/|competence\/|permission-manage\/|perm-menu\/|userPro\/(constantInfo|inviteUser))/;
    const listed = new Set(groupScoped.map((c) => c[1]().replace(/\?.*$/, '')));
    const norm = (p: string) =>
      p
        .replace('/api', '')
        .replace('{roleid}', B.roleId)
        .replace('{roleId}', B.roleId)
        .replace('{groupId}', B.userGroupId)
        .replace('{type}', 'menu');
    const inAreas = Object.keys(doc.paths).filter((p) => areas.test(p));
    expect(inAreas.length).toBeGreaterThan(25);
    expect(inAreas.map(norm).filter((p) => !listed.has(p))).toEqual([]);
  });

  // SECURITY-CASES #32: a groupId in the body
  it('body fields naming another group or user are ignored: the Current-Group decides', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/competence/role/add',
      token: a.token,
      group: a.groupId,
      payload: { roleName: '只在A', groupId: b.groupId },
    });
    const [r] = await t.database.db.select().from(roles).where(eq(roles.id, res.body.data.roleId));
    expect(r?.groupId).toBe(a.groupId);
  });
});

describe('tokens on the new areas', () => {
  const SECRET = 'test-secret-that-is-long-enough-0123456789';
  const routes: Case[] = [
    ['POST', () => '/group/getGroupInfo'],
    ['POST', () => '/competence/role/list', () => ({})],
    ['GET', () => '/permission-manage/user-manage/users'],
    ['POST', () => '/userPro/updateUserInfo', () => ({ nickName: 'x' })],
    ['GET', () => '/auth/tokenCheck'],
    ['GET', () => '/system/outbox'],
  ];

  // SECURITY-CASES #42
  it('alg none, another key, expired and a deleted user all get 401', async () => {
    const victim = await register(t, 'victim');
    const none = new UnsecuredJWT({ tv: 0, typ: 'access' })
      .setSubject(victim.userId)
      .setExpirationTime('1h')
      .encode();
    const otherKey = await new SignJWT({ tv: 0, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(victim.userId)
      .setExpirationTime('1h')
      .sign(deriveKey('another-secret-entirely-0123456789abcdef', 'access-token'));
    const expired = await new SignJWT({ tv: 0, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(victim.userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(deriveKey(SECRET, 'access-token'));
    for (const c of routes)
      for (const token of [none, otherKey, expired]) {
        const res = await send(c, { token }, victim.groupId);
        expect(res.status, c[1]()).toBe(401);
      }
    for (const c of routes) expect((await send(c, victim, victim.groupId)).status, c[1]()).not.toBe(401);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, victim.userId));
    for (const c of routes) expect((await send(c, victim, victim.groupId)).status, c[1]()).toBe(401);
  });
});
