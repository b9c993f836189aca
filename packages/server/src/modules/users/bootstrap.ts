import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/password.js';
import { createGroup } from '../groups/index.js';

/** An advisory lock key of its own (migrate.ts holds another). */
const BOOTSTRAP_LOCK = 7_301_995_023;

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
  let created = false;
  await db.transaction(async (tx) => {
    // Several nodes started together on an empty PostgreSQL: the lock lets one create the administrator,
    // the others then find it (instead of failing to start on the account's unique key).
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    const [{ n: now } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if (now > 0) return;
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
    created = true;
  });
  if (!created) return { created: false };
  opts.log.info({ account: opts.account }, 'created the first administrator and group');
  return generated
    ? { created: true, account: opts.account, generatedPassword: generated }
    : { created: true, account: opts.account };
}
