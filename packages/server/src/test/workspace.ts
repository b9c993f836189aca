import { groupMembers, groups, memberRoles, rolePermissions, roles, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import type { ApiBody, TestApp } from './harness.js';

export interface Who {
  token: string;
  groupId: string;
  userId: string;
}

let seq = 0;

/**
 * A user signed in as a member of a group (a new group unless one is given), holding the super role or
 * exactly the given permission codes. Written straight to the tables of migration 0001 so workspace tests
 * do not depend on the sign-up and invitation flows.
 */
export async function member(
  t: TestApp,
  opts: { groupId?: string; codes?: string[] | 'super'; nickName?: string } = {},
): Promise<Who> {
  const n = ++seq;
  const account = `ws-user-${n}-${Date.now().toString(36)}`;
  const password = 'Passw0rd1';
  const db = t.database.db;
  const [u] = await db
    .insert(users)
    .values({
      account,
      userName: account,
      nickName: opts.nickName ?? `用户${n}`,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  const userId = u!.id;
  let groupId = opts.groupId;
  if (!groupId) {
    const [g] = await db
      .insert(groups)
      .values({ name: `团队${n}`, ownerId: userId })
      .returning({ id: groups.id });
    groupId = g!.id;
  }
  await db.insert(groupMembers).values({ groupId, userId });
  const codes = opts.codes ?? 'super';
  const [r] = await db
    .insert(roles)
    .values({ groupId, name: `role-${n}`, isSuper: codes === 'super' })
    .returning({ id: roles.id });
  if (codes !== 'super' && codes.length > 0)
    await db.insert(rolePermissions).values(codes.map((code) => ({ roleId: r!.id, code })));
  await db.insert(memberRoles).values({ groupId, userId, roleId: r!.id });
  const res = await t.call({
    method: 'POST',
    url: '/api/userPro/login',
    payload: { account, password },
    // A distinct address per sign-in keeps the per-address login limit out of the way.
    remoteAddress: `10.${(n >> 8) & 255}.${n & 255}.7`,
  });
  if (res.body.code !== '0') throw new Error(`login failed: ${res.body.msg}`);
  return { token: res.body.data.access_token as string, groupId, userId };
}

/** POSTs to /api<url> as `who` in its group. */
export function poster(t: TestApp, who: Who) {
  return async (url: string, payload: object = {}): Promise<{ status: number; body: ApiBody }> =>
    t.call({ method: 'POST', url: `/api${url}`, token: who.token, group: who.groupId, payload });
}

/** Like poster, but throws unless the answer is code '0'; returns data. */
export function okPoster(t: TestApp, who: Who) {
  const post = poster(t, who);
  return async (url: string, payload: object = {}) => {
    const res = await post(url, payload);
    if (res.body.code !== '0') throw new Error(`${url}: ${res.status} ${res.body.code} ${res.body.msg}`);
    return res.body.data;
  };
}

/** A new project in a new folder (both named `name`) of the poster's group: its id, flag and first page. */
export async function folderProject(o: ReturnType<typeof okPoster>, name: string) {
  const folder = (await o('/userFolder/add', { name })).id as string;
  const p = await o('/project/v2/create', { folderId: folder, projectName: name });
  const doc = await o('/project/detail/v2/query', { projectId: p.projectId });
  return {
    id: p.projectId as string,
    flag: p.projectFlag as string,
    pageId: doc.projectScenesList[0].projectPageList[0]._id as string,
  };
}

/** The i-th text component of a big test page: a 50-column grid of small boxes, as bench/editor lays out. */
export const gridText = (id: string, i: number) => ({
  _id: id,
  componentName: `c${i}`,
  componentType: '2005',
  order: i + 1,
  componentRect: {
    componentLeft: (i % 50) * 38,
    componentTop: Math.floor(i / 50) * 26,
    componentWidth: 34,
    componentHeight: 22,
    componentRotate: 0,
  },
});
