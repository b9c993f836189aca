import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupMembers, userGroupMembers, userGroups, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { membersExist } from '../groups/index.js';
import { escapeLike, type Caller } from '../permissions/index.js';

/** User groups: named sets of members inside a company (they carry no permissions of their own). */
export const USER_GROUP_MSG = {
  notFound: { zh: '用户组不存在', en: 'The user group does not exist' },
  nameTaken: { zh: '用户组名称已存在', en: 'A user group with this name already exists' },
};

async function inCompany(db: Db, groupId: string, id: string) {
  const [g] = await db
    .select()
    .from(userGroups)
    .where(and(eq(userGroups.id, id), eq(userGroups.groupId, groupId)));
  if (!g) throw notFound(USER_GROUP_MSG.notFound);
  return g;
}

async function assertNameFree(db: Db, groupId: string, name: string, except?: string) {
  const same = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.groupId, groupId), eq(userGroups.name, name)));
  if (same.some((g) => g.id !== except)) throw badRequest(USER_GROUP_MSG.nameTaken);
}

async function assertMembers(db: Db, groupId: string, userIds: string[]) {
  if (!(await membersExist(db, groupId, userIds))) throw notFound('memberNotFound');
}

async function setMembers(tx: Db, groupId: string, id: string, userIds: string[]) {
  await tx.delete(userGroupMembers).where(eq(userGroupMembers.userGroupId, id));
  const unique = [...new Set(userIds)];
  if (unique.length)
    await tx.insert(userGroupMembers).values(unique.map((userId) => ({ userGroupId: id, groupId, userId })));
}

export async function addUserGroup(
  db: Db,
  caller: Caller,
  body: { name: string; description?: string | undefined; userIds?: string[] | undefined },
): Promise<{ id: string }> {
  await assertNameFree(db, caller.groupId, body.name);
  await assertMembers(db, caller.groupId, body.userIds ?? []);
  return db.transaction(async (tx) => {
    const [g] = await tx
      .insert(userGroups)
      .values({ groupId: caller.groupId, name: body.name, description: body.description ?? '' })
      .returning({ id: userGroups.id });
    await setMembers(tx, caller.groupId, g!.id, body.userIds ?? []);
    return { id: g!.id };
  });
}

export async function updateUserGroup(
  db: Db,
  caller: Caller,
  id: string,
  body: { name?: string | undefined; description?: string | undefined; userIds?: string[] | undefined },
): Promise<void> {
  await inCompany(db, caller.groupId, id);
  if (body.name !== undefined) await assertNameFree(db, caller.groupId, body.name, id);
  if (body.userIds) await assertMembers(db, caller.groupId, body.userIds);
  await db.transaction(async (tx) => {
    await tx
      .update(userGroups)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        updatedAt: new Date(),
      })
      .where(eq(userGroups.id, id));
    if (body.userIds) await setMembers(tx, caller.groupId, id, body.userIds);
  });
}

export async function deleteUserGroup(db: Db, caller: Caller, id: string): Promise<void> {
  await inCompany(db, caller.groupId, id);
  await db.delete(userGroups).where(eq(userGroups.id, id));
}

async function membersOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      userGroupId: userGroupMembers.userGroupId,
      userId: users.id,
      nickName: users.nickName,
      account: users.account,
      groupNickName: groupMembers.groupNickName,
    })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .innerJoin(
      groupMembers,
      and(
        eq(groupMembers.groupId, userGroupMembers.groupId),
        eq(groupMembers.userId, userGroupMembers.userId),
      ),
    )
    .where(inArray(userGroupMembers.userGroupId, ids))
    .orderBy(asc(users.nickName));
}

export async function listUserGroups(
  db: Db,
  groupId: string,
  q: { keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const where = and(
    eq(userGroups.groupId, groupId),
    q.keyword ? ilike(userGroups.name, `%${escapeLike(q.keyword)}%`) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(userGroups).where(where);
  const rows = await db
    .select()
    .from(userGroups)
    .where(where)
    .orderBy(asc(userGroups.createdAt), asc(userGroups.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const members = await membersOf(
    db,
    rows.map((r) => r.id),
  );
  const list = rows.map((r) => {
    const mine = members.filter((m) => m.userGroupId === r.id).map(({ userGroupId: _u, ...m }) => m);
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      userCount: mine.length,
      users: mine,
      createdAt: r.createdAt,
    };
  });
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Members of one user group of the caller's company. */
export async function userGroupMembersList(db: Db, groupId: string, id: string) {
  await inCompany(db, groupId, id);
  return (await membersOf(db, [id])).map(({ userGroupId: _u, ...m }) => m);
}
