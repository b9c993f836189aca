import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupMembers, groups, memberRoles, rolePermissions, roles } from '../../db/schema/index.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { ALL_PERMISSION_CODES, SUPER_ADMIN_ROLE } from '../../http/permissionCodes.js';
import { codesOfKind, type TreeKind } from './tree.js';
import { recordLog } from '../logs/index.js';
import { pushMessage } from '../messages/index.js';

/** The verified caller of a group route (from requireGroup). */
export interface Caller {
  userId: string;
  groupId: string;
  permissions: ReadonlySet<string>;
  isSuper: boolean;
}

export const ROLE_MSG = {
  superLocked: {
    zh: '超级管理员角色不可修改或删除',
    en: 'The super administrator role cannot be changed or deleted',
  },
  defaultLocked: {
    zh: '默认角色不可删除，请先设置其他默认角色',
    en: 'The default role cannot be deleted; make another role the default first',
  },
  nameTaken: { zh: '角色名称已存在', en: 'A role with this name already exists' },
  unknownCode: { zh: '权限编码不存在', en: 'Unknown permission code' },
  ownerKeepsSuper: {
    zh: '团队所有者必须保留超级管理员角色',
    en: 'The group owner must keep the super administrator role',
  },
  superOnly: {
    zh: '只有超级管理员可以修改超级管理员',
    en: 'Only a super administrator can change a super administrator',
  },
};

export interface RoleRow {
  id: string;
  groupId: string;
  name: string;
  isDefault: boolean;
  isSuper: boolean;
  description: string;
}

/** A role of the caller's group, or 404: ids of other groups are indistinguishable from unknown ids. */
export async function roleInGroup(db: Db, groupId: string, roleId: string): Promise<RoleRow> {
  const [r] = await db
    .select({
      id: roles.id,
      groupId: roles.groupId,
      name: roles.name,
      isDefault: roles.isDefault,
      isSuper: roles.isSuper,
      description: roles.description,
    })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.groupId, groupId)));
  if (!r) throw notFound('roleNotFound');
  return r;
}

export async function codesOfRoles(db: Db, roleIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return out;
  const rows = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
  for (const r of rows) out.get(r.roleId)?.push(r.code);
  return out;
}

/** A caller can never grant a code they do not hold themselves, unless they are a super administrator. */
export function assertCanGrantCodes(caller: Caller, codes: readonly string[]): void {
  const known = new Set(ALL_PERMISSION_CODES);
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length) throw badRequest(ROLE_MSG.unknownCode, { codes: unknown });
  if (caller.isSuper) return;
  const beyond = codes.filter((c) => !caller.permissions.has(c));
  if (beyond.length) throw new AppError(403, 'grantBeyondOwn', { data: { codes: beyond } });
}

/**
 * Roles given to a member must be of the caller's group and grant nothing the caller lacks. Roles the member
 * already holds (`held`) are not re-checked, so an administrator can save a member unchanged.
 */
export async function assertCanAssignRoles(
  db: Db,
  caller: Caller,
  roleIds: string[],
  held: ReadonlySet<string> = new Set(),
): Promise<RoleRow[]> {
  const found = await Promise.all([...new Set(roleIds)].map((id) => roleInGroup(db, caller.groupId, id)));
  const added = found.filter((r) => !held.has(r.id));
  if (!caller.isSuper && added.some((r) => r.isSuper)) throw forbidden('grantBeyondOwn');
  const codes = await codesOfRoles(
    db,
    added.map((r) => r.id),
  );
  assertCanGrantCodes(caller, [...codes.values()].flat());
  return found;
}

export async function defaultRoleId(db: Db, groupId: string): Promise<string | null> {
  const [r] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.groupId, groupId), eq(roles.isDefault, true)));
  return r?.id ?? null;
}

export async function memberRoleRows(db: Db, groupId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: memberRoles.userId, roleId: roles.id, roleName: roles.name, isSuper: roles.isSuper })
    .from(memberRoles)
    .innerJoin(roles, eq(roles.id, memberRoles.roleId))
    .where(and(eq(memberRoles.groupId, groupId), inArray(memberRoles.userId, userIds)))
    .orderBy(asc(roles.createdAt));
}

/**
 * Replaces a member's roles (an empty list means the group's default role). Guards: only a super
 * administrator changes a super administrator's roles, and the owner keeps the super role.
 */
export async function setMemberRoles(
  db: Db,
  caller: Caller,
  userId: string,
  roleIds: string[],
): Promise<void> {
  const [member] = await db
    .select({ ownerId: groups.ownerId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.groupId, caller.groupId), eq(groupMembers.userId, userId)));
  if (!member) throw notFound('memberNotFound');
  const current = await memberRoleRows(db, caller.groupId, [userId]);
  const wanted = await assertCanAssignRoles(db, caller, roleIds, new Set(current.map((r) => r.roleId)));
  if (current.some((r) => r.isSuper) && !caller.isSuper) throw forbidden(ROLE_MSG.superOnly);
  if (member.ownerId === userId && !wanted.some((r) => r.isSuper)) throw forbidden(ROLE_MSG.ownerKeepsSuper);
  let ids = wanted.map((r) => r.id);
  if (ids.length === 0) {
    const d = await defaultRoleId(db, caller.groupId);
    ids = d ? [d] : [];
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(memberRoles)
      .where(and(eq(memberRoles.groupId, caller.groupId), eq(memberRoles.userId, userId)));
    if (ids.length)
      await tx.insert(memberRoles).values(ids.map((roleId) => ({ groupId: caller.groupId, userId, roleId })));
    await recordLog(tx, {
      groupId: caller.groupId,
      operatorId: caller.userId,
      type: 'permission',
      content: `member ${userId} roles: ${ids.join(',')}`,
    });
    // The member learns of it in their message panel.
    await pushMessage(tx, {
      userId,
      groupId: caller.groupId,
      title: '您在团队中的角色已变更 / Your roles in the group changed',
    });
  });
}

export async function listRoles(
  db: Db,
  groupId: string,
  q: { keyword?: string; pageNum: number; pageSize: number },
) {
  const where = and(
    eq(roles.groupId, groupId),
    q.keyword ? ilike(roles.name, `%${escapeLike(q.keyword)}%`) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(roles).where(where);
  const rows = await db
    .select({
      roleId: roles.id,
      roleName: roles.name,
      description: roles.description,
      isDefault: roles.isDefault,
      isSuper: roles.isSuper,
      createdAt: roles.createdAt,
      userCount: sql<number>`(select count(*)::int from ${memberRoles} where ${memberRoles.roleId} = ${roles.id})`,
    })
    .from(roles)
    .where(where)
    .orderBy(sql`${roles.isSuper} desc`, asc(roles.createdAt), asc(roles.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const codes = await codesOfRoles(
    db,
    rows.map((r) => r.roleId),
  );
  const list = rows.map((r) => ({
    ...r,
    codes: r.isSuper ? [...ALL_PERMISSION_CODES] : (codes.get(r.roleId) ?? []),
  }));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

async function assertNameFree(db: Db, groupId: string, name: string, except?: string): Promise<void> {
  const same = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.groupId, groupId), eq(roles.name, name)));
  if (name === SUPER_ADMIN_ROLE || same.some((r) => r.id !== except)) throw badRequest(ROLE_MSG.nameTaken);
}

export async function createRole(
  db: Db,
  caller: Caller,
  body: { roleName: string; description?: string | undefined; codes?: string[] | undefined },
): Promise<{ roleId: string }> {
  const codes = [...new Set(body.codes ?? [])];
  assertCanGrantCodes(caller, codes);
  await assertNameFree(db, caller.groupId, body.roleName);
  return db.transaction(async (tx) => {
    const [r] = await tx
      .insert(roles)
      .values({ groupId: caller.groupId, name: body.roleName, description: body.description ?? '' })
      .returning({ id: roles.id });
    if (codes.length) await tx.insert(rolePermissions).values(codes.map((code) => ({ roleId: r!.id, code })));
    await recordLog(tx, {
      groupId: caller.groupId,
      operatorId: caller.userId,
      type: 'permission',
      content: `role created: ${body.roleName} [${codes.join(',')}]`,
    });
    return { roleId: r!.id };
  });
}

async function editableRole(db: Db, caller: Caller, roleId: string): Promise<RoleRow> {
  const r = await roleInGroup(db, caller.groupId, roleId);
  if (r.isSuper) throw forbidden(ROLE_MSG.superLocked);
  return r;
}

export async function editRole(
  db: Db,
  caller: Caller,
  body: { roleId: string; roleName?: string | undefined; description?: string | undefined },
): Promise<void> {
  await editableRole(db, caller, body.roleId);
  if (body.roleName !== undefined) await assertNameFree(db, caller.groupId, body.roleName, body.roleId);
  await db
    .update(roles)
    .set({
      ...(body.roleName !== undefined ? { name: body.roleName } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
    })
    .where(eq(roles.id, body.roleId));
}

/**
 * Replaces a role's codes, all of them or only those of one kind (func/data). Adding a code needs the
 * caller to hold it; removing never does (taking away is not an escalation).
 */
export async function bindCodes(
  db: Db,
  caller: Caller,
  roleId: string,
  codes: string[],
  kind: TreeKind = 'menu',
): Promise<void> {
  await editableRole(db, caller, roleId);
  const scope = new Set(codesOfKind(kind));
  const wanted = [...new Set(codes)];
  const outside = wanted.filter((c) => !scope.has(c));
  assertCanGrantCodes({ ...caller, isSuper: true }, wanted); // unknown codes first, as 400
  if (outside.length) throw badRequest(ROLE_MSG.unknownCode, { codes: outside });
  const current = new Set((await codesOfRoles(db, [roleId])).get(roleId) ?? []);
  assertCanGrantCodes(
    caller,
    wanted.filter((c) => !current.has(c)),
  );
  await db.transaction(async (tx) => {
    const inScope = [...current].filter((c) => scope.has(c));
    if (inScope.length)
      await tx
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, roleId), inArray(rolePermissions.code, inScope)));
    if (wanted.length) await tx.insert(rolePermissions).values(wanted.map((code) => ({ roleId, code })));
    await recordLog(tx, {
      groupId: caller.groupId,
      operatorId: caller.userId,
      type: 'permission',
      content: `role ${roleId} ${kind} codes: [${wanted.join(',')}]`,
    });
  });
}

/**
 * Deletes a role. Members holding it lose it; those left with no role are moved to the default role in the
 * same transaction, so nobody is left without one. The super and the default role cannot be deleted.
 */
export async function deleteRole(db: Db, caller: Caller, roleId: string): Promise<{ moved: number }> {
  const r = await editableRole(db, caller, roleId);
  if (r.isDefault) throw badRequest(ROLE_MSG.defaultLocked);
  const fallback = await defaultRoleId(db, caller.groupId);
  return db.transaction(async (tx) => {
    const holders = await tx
      .select({ userId: memberRoles.userId })
      .from(memberRoles)
      .where(eq(memberRoles.roleId, roleId));
    await tx.delete(roles).where(eq(roles.id, roleId));
    await recordLog(tx, {
      groupId: caller.groupId,
      operatorId: caller.userId,
      type: 'permission',
      content: `role deleted: ${r.name}`,
    });
    let moved = 0;
    for (const h of holders) {
      const left = await tx
        .select({ roleId: memberRoles.roleId })
        .from(memberRoles)
        .where(and(eq(memberRoles.groupId, caller.groupId), eq(memberRoles.userId, h.userId)));
      if (left.length === 0 && fallback) {
        await tx.insert(memberRoles).values({ groupId: caller.groupId, userId: h.userId, roleId: fallback });
        moved++;
      }
    }
    return { moved };
  });
}

/** One default role per group: new members get it. */
export async function setDefaultRole(db: Db, caller: Caller, roleId: string): Promise<void> {
  await editableRole(db, caller, roleId);
  await db.transaction(async (tx) => {
    await tx.update(roles).set({ isDefault: false }).where(eq(roles.groupId, caller.groupId));
    await tx.update(roles).set({ isDefault: true }).where(eq(roles.id, roleId));
    await recordLog(tx, {
      groupId: caller.groupId,
      operatorId: caller.userId,
      type: 'permission',
      content: `default role: ${roleId}`,
    });
  });
}
