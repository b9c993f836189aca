import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { groups, invitations, roles, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { addMember, GROUP_MSG, isMember, assertResourceAvailable } from '../groups/index.js';
import type { Caller } from '../permissions/index.js';

export const INVITE_MSG = {
  notPending: { zh: '该邀请已处理', en: 'This invitation has already been answered' },
  notFound: { zh: '邀请不存在', en: 'The invitation does not exist' },
};

/**
 * Public edition: an administrator's invitation waits for the invitee to accept or refuse. Inviting again
 * while one is pending refreshes it. A seat is checked now (to fail early) and again on acceptance.
 */
export async function invite(
  db: Db,
  caller: Caller,
  inviteeId: string,
  roleId: string | null,
): Promise<{ inviteId: string }> {
  if (await isMember(db, caller.groupId, inviteeId)) throw badRequest(GROUP_MSG.alreadyMember);
  await assertResourceAvailable(db, caller.groupId, 'SEAT');
  const [pending] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.groupId, caller.groupId),
        eq(invitations.inviteeId, inviteeId),
        eq(invitations.state, 'pending'),
      ),
    );
  if (pending) {
    await db
      .update(invitations)
      .set({ inviterId: caller.userId, roleId, updatedAt: new Date() })
      .where(eq(invitations.id, pending.id));
    return { inviteId: pending.id };
  }
  const [row] = await db
    .insert(invitations)
    .values({ groupId: caller.groupId, inviterId: caller.userId, inviteeId, roleId })
    .returning({ id: invitations.id });
  return { inviteId: row!.id };
}

/** Invitations the caller received, newest first. */
export async function received(db: Db, userId: string) {
  const inviter = alias(users, 'inviter');
  return db
    .select({
      inviteId: invitations.id,
      groupId: groups.id,
      groupName: groups.name,
      inviterName: inviter.nickName,
      state: invitations.state,
      createdAt: invitations.createdAt,
      updatedAt: invitations.updatedAt,
    })
    .from(invitations)
    .innerJoin(groups, eq(groups.id, invitations.groupId))
    .leftJoin(inviter, eq(inviter.id, invitations.inviterId))
    .where(eq(invitations.inviteeId, userId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** Invitations of the group still waiting for an answer, newest first (the user-management screen lists them). */
export async function pendingOfGroup(db: Db, groupId: string) {
  const invitee = alias(users, 'invitee');
  return db
    .select({
      inviteId: invitations.id,
      account: invitee.account,
      nickName: invitee.nickName,
      createdAt: invitations.createdAt,
      updatedAt: invitations.updatedAt,
    })
    .from(invitations)
    .innerJoin(invitee, eq(invitee.id, invitations.inviteeId))
    .where(and(eq(invitations.groupId, groupId), eq(invitations.state, 'pending')))
    .orderBy(desc(invitations.updatedAt), desc(invitations.id))
    .limit(200);
}

/** Only the invitee answers; accepting takes a seat (checked under the group lock). */
export async function answer(
  db: Db,
  userId: string,
  inviteId: string,
  state: 'accepted' | 'refused',
): Promise<{ groupId: string }> {
  return db.transaction(async (tx) => {
    const [inv] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, inviteId), eq(invitations.inviteeId, userId)));
    if (!inv) throw notFound(INVITE_MSG.notFound);
    if (inv.state !== 'pending') throw badRequest(INVITE_MSG.notPending);
    if (state === 'accepted') {
      let roleIds: string[] = [];
      if (inv.roleId) {
        const [r] = await tx
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.id, inv.roleId), eq(roles.groupId, inv.groupId)));
        if (r) roleIds = [r.id];
      }
      await addMember(tx, inv.groupId, userId, roleIds);
    }
    await tx.update(invitations).set({ state, updatedAt: new Date() }).where(eq(invitations.id, inviteId));
    return { groupId: inv.groupId };
  });
}
