import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { groupMembers, groups, memberRoles, rolePermissions, roles, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/password.js';
import { PERMISSIONS, SUPER_ADMIN_ROLE } from '../permissions/catalogue.js';

/** What a member gets by default: look at the group's work, change nothing administrative. */
export const DEFAULT_MEMBER_PERMISSIONS = [
  PERMISSIONS.projectView,
  PERMISSIONS.projectCreate,
  PERMISSIONS.projectEdit,
  PERMISSIONS.folderView,
  PERMISSIONS.resourceView,
  PERMISSIONS.dataView,
  PERMISSIONS.caseView,
].map((p) => p.code);

export interface BootstrapResult {
  created: boolean;
  account?: string;
  generatedPassword?: string;
}

/**
 * On first start (no user at all) creates the first administrator and a first group in one transaction.
 * A generated password is returned so main.ts can print it exactly once.
 */
export async function bootstrapAdmin(
  db: Db,
  opts: { account: string; password: string | undefined; log: FastifyBaseLogger },
): Promise<BootstrapResult> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return { created: false };
  const generated = opts.password ? undefined : randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(opts.password ?? generated!);
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({ account: opts.account, userName: 'admin', nickName: '管理员', passwordHash })
      .returning({ id: users.id });
    const [group] = await tx
      .insert(groups)
      .values({ name: 'TwinCanvas', seats: 50, ownerId: admin!.id })
      .returning({ id: groups.id });
    await tx.insert(groupMembers).values({ groupId: group!.id, userId: admin!.id });
    const [superRole] = await tx
      .insert(roles)
      .values({ groupId: group!.id, name: SUPER_ADMIN_ROLE, isSuper: true })
      .returning({ id: roles.id });
    const [memberRole] = await tx
      .insert(roles)
      .values({ groupId: group!.id, name: '成员', isDefault: true })
      .returning({ id: roles.id });
    await tx
      .insert(rolePermissions)
      .values(DEFAULT_MEMBER_PERMISSIONS.map((code) => ({ roleId: memberRole!.id, code })));
    await tx.insert(memberRoles).values({ groupId: group!.id, userId: admin!.id, roleId: superRole!.id });
  });
  opts.log.info({ account: opts.account }, 'created the first administrator and group');
  return generated
    ? { created: true, account: opts.account, generatedPassword: generated }
    : { created: true, account: opts.account };
}
