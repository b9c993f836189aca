import { and, asc, count, eq, ilike, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupMembers, groups, memberRoles, roles, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { hashPassword } from '../../lib/password.js';
import { validateAccount, validateEmail, validatePhone, validateUserName } from '@twincanvas/model';
import { assertPassword, assertValid, type Edition } from '../accounts/index.js';
import { addMember, isMember } from '../groups/index.js';
import {
  assertCanAssignRoles,
  escapeLike,
  memberRoleRows,
  ROLE_MSG,
  setMemberRoles,
  type Caller,
} from '../permissions/index.js';
import { createAccount, findAccount } from '../users/index.js';
import { invite } from './invitations.js';

export const MEMBER_MSG = {
  removeSelf: {
    zh: '不能移除自己，请使用退出团队',
    en: 'You cannot remove yourself; leave the group instead',
  },
  removeOwner: { zh: '不能移除团队所有者', en: 'The group owner cannot be removed' },
  needPassword: {
    zh: '该账号不存在；新建账号需要填写账号和初始密码',
    en: 'No such account; an account name and an initial password are needed to create one',
  },
  needAccount: { zh: '请填写账号、邮箱或手机号', en: 'Give an account, e-mail address or phone number' },
  noSuchAccount: {
    zh: '该账号不存在：请对方先注册，或请系统管理员直接创建账号',
    en: 'No such account: ask them to sign up first, or ask the system administrator to create the account',
  },
};

export interface InviteInput {
  account?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  nickName?: string | undefined;
  password?: string | undefined;
  roleIds?: string[] | undefined;
}

/**
 * Public edition: records an invitation an existing invitee answers ('invited'). Private edition, or the
 * system administrator of a public one: adds an existing account directly, or creates the account with an
 * initial password the user must change at first sign-in ('added').
 */
export async function inviteOrAdd(
  db: Db,
  caller: Caller,
  edition: Edition,
  body: InviteInput,
): Promise<{ result: 'invited' | 'added'; userId: string; inviteId?: string }> {
  if (!body.account && !body.email && !body.phone) throw badRequest(MEMBER_MSG.needAccount);
  if (body.email) assertValid(validateEmail(body.email));
  if (body.phone) assertValid(validatePhone(body.phone));
  if (body.nickName !== undefined) assertValid(validateUserName(body.nickName));
  const roleIds = body.roleIds ?? [];
  await assertCanAssignRoles(db, caller, roleIds);
  const existing = await findAccount(db, body);

  if (edition === 'public' && existing) {
    if (roleIds.length > 1)
      throw badRequest({ zh: '邀请只能指定一个角色', en: 'An invitation carries one role' });
    const { inviteId } = await invite(db, caller, existing.id, roleIds[0] ?? null);
    return { result: 'invited', userId: existing.id, inviteId };
  }
  // Public edition: only the instance's system administrator creates accounts (anyone else could mint
  // accounts nobody verified); this is how people join an install that cannot send sign-up codes.
  if (edition === 'public' && !(await isSystemAdmin(db, caller.userId)))
    throw notFound(MEMBER_MSG.noSuchAccount);

  return db.transaction(async (tx) => {
    let userId = existing?.id;
    if (!userId) {
      if (!body.account || body.password === undefined) throw badRequest(MEMBER_MSG.needPassword);
      assertValid(validateAccount(body.account));
      assertPassword(edition, body.password);
      userId = await createAccount(tx, {
        account: body.account,
        email: body.email?.toLowerCase() ?? null,
        phone: body.phone ?? null,
        nickName: body.nickName ?? body.account,
        passwordHash: await hashPassword(body.password),
        mustChangePassword: true,
      });
    }
    await addMember(tx, caller.groupId, userId, roleIds);
    return { result: 'added' as const, userId };
  });
}

async function isSystemAdmin(db: Db, userId: string): Promise<boolean> {
  const [u] = await db.select({ admin: users.isSystemAdmin }).from(users).where(eq(users.id, userId));
  return u?.admin === true;
}

export async function updateMember(
  db: Db,
  caller: Caller,
  body: { userId: string; roleIds?: string[] | undefined; groupNickName?: string | undefined },
): Promise<void> {
  if (!(await isMember(db, caller.groupId, body.userId))) throw notFound('memberNotFound');
  if (body.groupNickName !== undefined) {
    const held = await memberRoleRows(db, caller.groupId, [body.userId]);
    if (held.some((r) => r.isSuper) && !caller.isSuper && body.userId !== caller.userId)
      throw forbidden(ROLE_MSG.superOnly);
  }
  if (body.roleIds !== undefined) await setMemberRoles(db, caller, body.userId, body.roleIds);
  if (body.groupNickName !== undefined)
    await setGroupNickName(db, caller.groupId, body.userId, body.groupNickName);
}

export async function setGroupNickName(db: Db, groupId: string, userId: string, name: string): Promise<void> {
  await db
    .update(groupMembers)
    .set({ groupNickName: name === '' ? null : name })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/** Removes the membership (roles and user-group places go with it); the account stays. */
export async function removeMember(db: Db, caller: Caller, userId: string): Promise<void> {
  if (userId === caller.userId) throw badRequest(MEMBER_MSG.removeSelf);
  const [m] = await db
    .select({ ownerId: groups.ownerId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.groupId, caller.groupId), eq(groupMembers.userId, userId)));
  if (!m) throw notFound('memberNotFound');
  if (m.ownerId === userId) throw forbidden(MEMBER_MSG.removeOwner);
  const held = await memberRoleRows(db, caller.groupId, [userId]);
  if (held.some((r) => r.isSuper) && !caller.isSuper) throw forbidden(ROLE_MSG.superOnly);
  await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, caller.groupId), eq(groupMembers.userId, userId)));
}

/** Members of the group, super administrators hidden (docs/reference.md#permissions), by keyword and page. */
export async function listMembers(
  db: Db,
  groupId: string,
  q: { keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : undefined;
  const where = and(
    eq(groupMembers.groupId, groupId),
    isNull(users.deletedAt),
    notExists(
      db
        .select({ one: sql`1` })
        .from(memberRoles)
        .innerJoin(roles, eq(roles.id, memberRoles.roleId))
        .where(
          and(eq(memberRoles.groupId, groupId), eq(memberRoles.userId, users.id), eq(roles.isSuper, true)),
        ),
    ),
    like
      ? or(
          ilike(users.account, like),
          ilike(users.nickName, like),
          ilike(users.userName, like),
          ilike(users.email, like),
          ilike(users.phone, like),
          ilike(groupMembers.groupNickName, like),
        )
      : undefined,
  );
  const base = () => db.select().from(groupMembers).innerJoin(users, eq(users.id, groupMembers.userId));
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(asc(groupMembers.joinedAt), asc(users.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const held = await memberRoleRows(
    db,
    groupId,
    rows.map((r) => r.users.id),
  );
  const list = rows.map(({ users: u, group_members: m }) => ({
    userId: u.id,
    account: u.account,
    userName: u.userName,
    nickName: u.nickName,
    groupNickName: m.groupNickName,
    headImg: u.headImg,
    email: u.email,
    phone: u.phone,
    accountState: m.accountState,
    joinedAt: m.joinedAt,
    roles: held.filter((h) => h.userId === u.id).map((h) => ({ roleId: h.roleId, roleName: h.roleName })),
  }));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}
