import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupMembers, groups, memberRoles, rolePermissions, roles, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { Bilingual, Lang } from '../../http/messages.js';
import { DEFAULT_MEMBER_PERMISSIONS, SUPER_ADMIN_ROLE } from '../../http/permissionCodes.js';
import { defaultRoleId, memberRoleRows } from '../permissions/index.js';
import { assertResourceAvailable, initResourceTotals, resourceNumber } from './resources.js';

export const GROUP_MSG = {
  ownerCannotLeave: {
    zh: '团队所有者不能在还有其他成员时退出团队',
    en: 'The owner cannot leave the group while other members remain',
  },
  alreadyMember: { zh: '该用户已是团队成员', en: 'The user is already a member of this group' },
  tooManyGroups: { zh: '您创建的团队数量已达上限', en: 'You have created the maximum number of groups' },
};

/** How many groups one account may own; stops a script from creating groups without end. */
export const MAX_OWNED_GROUPS = 20;
/** The default member role's name, in the language of the person whose action created the group. */
export const DEFAULT_ROLE_NAME: Bilingual = { zh: '成员', en: 'Member' };

/**
 * A new group with its owner as first member holding the super-administrator role, a default member role,
 * and its resource totals. Run inside the caller's transaction.
 */
export async function createGroup(
  tx: Db,
  opts: {
    ownerId: string;
    name: string;
    seats?: number;
    personal?: boolean;
    description?: string;
    /** Names the group makes for itself (the default role) follow this language; Chinese by default. */
    lang?: Lang;
  },
): Promise<{ groupId: string; superRoleId: string; defaultRoleId: string }> {
  const [g] = await tx
    .insert(groups)
    .values({
      name: opts.name,
      ownerId: opts.ownerId,
      personal: opts.personal ?? false,
      description: opts.description ?? '',
      ...(opts.seats ? { seats: opts.seats } : {}),
    })
    .returning({ id: groups.id, seats: groups.seats });
  const groupId = g!.id;
  await tx.insert(groupMembers).values({ groupId, userId: opts.ownerId });
  const [superRole] = await tx
    .insert(roles)
    .values({ groupId, name: SUPER_ADMIN_ROLE, isSuper: true })
    .returning({ id: roles.id });
  const [memberRole] = await tx
    .insert(roles)
    .values({ groupId, name: DEFAULT_ROLE_NAME[opts.lang ?? 'zh'], isDefault: true })
    .returning({ id: roles.id });
  await tx
    .insert(rolePermissions)
    .values(DEFAULT_MEMBER_PERMISSIONS.map((code) => ({ roleId: memberRole!.id, code })));
  await tx.insert(memberRoles).values({ groupId, userId: opts.ownerId, roleId: superRole!.id });
  await initResourceTotals(tx, groupId, g!.seats);
  return { groupId, superRoleId: superRole!.id, defaultRoleId: memberRole!.id };
}

/**
 * Adds an account to a group with the given roles (default role when none), after checking a seat is free.
 * Run inside a transaction: the seat check locks the group row.
 */
export async function addMember(
  tx: Db,
  groupId: string,
  userId: string,
  roleIds: string[] = [],
): Promise<void> {
  const [existing] = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  if (existing) throw badRequest(GROUP_MSG.alreadyMember);
  await assertResourceAvailable(tx, groupId, 'SEAT');
  await tx.insert(groupMembers).values({ groupId, userId });
  let ids = roleIds;
  if (ids.length === 0) {
    const d = await defaultRoleId(tx, groupId);
    ids = d ? [d] : [];
  }
  if (ids.length) await tx.insert(memberRoles).values(ids.map((roleId) => ({ groupId, userId, roleId })));
}

export async function createOwnGroup(db: Db, userId: string, name: string, lang: Lang = 'zh') {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groups)
    .where(eq(groups.ownerId, userId));
  if (n >= MAX_OWNED_GROUPS) throw forbidden(GROUP_MSG.tooManyGroups);
  const created = await db.transaction((tx) => createGroup(tx, { ownerId: userId, name, lang }));
  return { groupId: created.groupId, groupName: name };
}

export async function groupInfo(db: Db, groupId: string, userId: string) {
  const [g] = await db
    .select({
      groupId: groups.id,
      groupName: groups.name,
      description: groups.description,
      personal: groups.personal,
      ownerId: groups.ownerId,
      ownerName: users.nickName,
      createdAt: groups.createdAt,
    })
    .from(groups)
    .leftJoin(users, eq(users.id, groups.ownerId))
    .where(eq(groups.id, groupId));
  if (!g) throw notFound();
  const seats = await resourceNumber(db, groupId, 'SEAT');
  return { ...g, seats: seats.total, memberCount: seats.used, isOwner: g.ownerId === userId };
}

export async function updateGroup(
  db: Db,
  groupId: string,
  body: { groupName?: string | undefined; description?: string | undefined },
): Promise<void> {
  await db
    .update(groups)
    .set({
      ...(body.groupName !== undefined ? { name: body.groupName } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      updatedAt: new Date(),
    })
    .where(eq(groups.id, groupId));
}

/**
 * Leaves a group. The owner cannot leave while others remain; an owner who is the last member leaving
 * removes the group with it (nobody could reach it any more).
 */
export async function exitGroup(db: Db, groupId: string, userId: string): Promise<{ groupDeleted: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${groups} where ${groups.id} = ${groupId} for update`);
    const [g] = await tx.select({ ownerId: groups.ownerId }).from(groups).where(eq(groups.id, groupId));
    if (!g) throw notFound();
    if (g.ownerId === userId) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(groupMembers)
        .where(eq(groupMembers.groupId, groupId));
      if (n > 1) throw forbidden(GROUP_MSG.ownerCannotLeave);
      await tx.delete(groups).where(eq(groups.id, groupId));
      return { groupDeleted: true };
    }
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    return { groupDeleted: false };
  });
}

/** The caller's groups with accountState ('success' means usable), oldest membership first. */
export async function myGroups(db: Db, userId: string) {
  const rows = await db
    .select({
      groupId: groups.id,
      groupName: groups.name,
      accountState: groupMembers.accountState,
      personal: groups.personal,
      ownerId: groups.ownerId,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(groupMembers.joinedAt));
  return rows.map(({ ownerId, ...r }) => ({ ...r, isOwner: ownerId === userId }));
}

export async function identity(db: Db, groupId: string, userId: string, isSuper: boolean) {
  const [m] = await db
    .select({
      accountState: groupMembers.accountState,
      groupNickName: groupMembers.groupNickName,
      ownerId: groups.ownerId,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  if (!m) throw notFound('memberNotFound');
  const held = await memberRoleRows(db, groupId, [userId]);
  return {
    userId,
    groupId,
    isOwner: m.ownerId === userId,
    isSuper,
    accountState: m.accountState,
    groupNickName: m.groupNickName,
    roles: held.map((r) => ({ roleId: r.roleId, roleName: r.roleName, isSuper: r.isSuper })),
  };
}

export async function queryRoles(db: Db, groupId: string) {
  return db
    .select({ roleId: roles.id, roleName: roles.name, isDefault: roles.isDefault, isSuper: roles.isSuper })
    .from(roles)
    .where(eq(roles.groupId, groupId))
    .orderBy(sql`${roles.isSuper} desc`, asc(roles.createdAt));
}

export async function membersExist(db: Db, groupId: string, userIds: string[]): Promise<boolean> {
  if (userIds.length === 0) return true;
  const unique = [...new Set(userIds)];
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, unique)));
  return rows.length === unique.length;
}

export async function isMember(db: Db, groupId: string, userId: string): Promise<boolean> {
  const [m] = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return Boolean(m);
}
