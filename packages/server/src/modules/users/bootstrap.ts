import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/password.js';
import { createGroup } from '../groups/service.js';

export { DEFAULT_MEMBER_PERMISSIONS } from './bootstrap-defaults.js';

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
      .values({
        account: opts.account,
        userName: 'admin',
        nickName: '管理员',
        passwordHash,
        isSystemAdmin: true,
      })
      .returning({ id: users.id });
    await createGroup(tx, { ownerId: admin!.id, name: 'TwinCanvas', seats: 50 });
  });
  opts.log.info({ account: opts.account }, 'created the first administrator and group');
  return generated
    ? { created: true, account: opts.account, generatedPassword: generated }
    : { created: true, account: opts.account };
}
