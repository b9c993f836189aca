import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { z } from 'zod';
import { groupMembers, groups, twinTenants, users } from '../../db/schema/index.js';

/** The user as the browser stores it after sign-in (docs/reference.md#accounts). */
export interface UserProfile {
  userId: string;
  account: string;
  userName: string;
  nickName: string;
  headImg: string;
  sex: number;
  email: string | null;
  phone: string | null;
  /** An administrator created the account: the initial password must be replaced before anything else. */
  mustChangePassword: boolean;
  /** The instance's system administrator (reads the outbox, creates accounts in the public edition). */
  isSystemAdmin: boolean;
  /**
   * twinSpaceId: the group is a digital-twin tenant of that space; the browser then sends
   * `current-nsp: digital-twin` and `current-sid` with its calls in that group (docs/deployment.md).
   */
  groups: { groupId: string; groupName: string; accountState: string; twinSpaceId: string | null }[];
}

/**
 * The profile as routes answer it (`schema.response`): only these fields leave the server, so a column
 * read with the user row later (the password hash, the token version) is dropped even if copied in.
 */
export const userProfileSchema = z.object({
  userId: z.string(),
  account: z.string(),
  userName: z.string(),
  nickName: z.string(),
  headImg: z.string(),
  sex: z.number(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mustChangePassword: z.boolean(),
  isSystemAdmin: z.boolean(),
  groups: z.array(
    z.object({
      groupId: z.string(),
      groupName: z.string(),
      accountState: z.string(),
      twinSpaceId: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<UserProfile>;

export async function loadProfile(db: Db, userId: string): Promise<UserProfile | null> {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!u) return null;
  const memberships = await db
    .select({
      groupId: groups.id,
      groupName: groups.name,
      accountState: groupMembers.accountState,
      twinSpaceId: twinTenants.spaceId,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .leftJoin(twinTenants, eq(twinTenants.groupId, groups.id))
    .where(eq(groupMembers.userId, userId))
    .orderBy(groupMembers.joinedAt);
  return {
    userId: u.id,
    account: u.account,
    userName: u.userName,
    nickName: u.nickName,
    headImg: u.headImg,
    sex: u.sex,
    email: u.email,
    phone: u.phone,
    mustChangePassword: u.mustChangePassword,
    isSystemAdmin: u.isSystemAdmin,
    groups: memberships,
  };
}
