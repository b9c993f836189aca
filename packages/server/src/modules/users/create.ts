import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';

export const ACCOUNT_MSG = {
  taken: { zh: '该账号已被注册', en: 'This account is already registered' },
  emailTaken: { zh: '该邮箱已被注册', en: 'This e-mail address is already registered' },
  phoneTaken: { zh: '该手机号已被绑定', en: 'This phone number is already in use' },
};

/** Live (not deleted) account by account name, e-mail or phone. */
export async function findAccount(
  db: Db,
  by: { account?: string | undefined; email?: string | undefined; phone?: string | undefined },
) {
  const conds = [
    by.account ? eq(users.account, by.account) : undefined,
    by.email ? eq(users.email, by.email.toLowerCase()) : undefined,
    by.phone ? eq(users.phone, by.phone) : undefined,
  ].filter((c) => c !== undefined);
  if (conds.length === 0) return undefined;
  const [u] = await db
    .select({
      id: users.id,
      account: users.account,
      nickName: users.nickName,
      phone: users.phone,
      email: users.email,
    })
    .from(users)
    .where(and(or(...conds), isNull(users.deletedAt)));
  return u;
}

/**
 * Inserts an account; a taken account, e-mail or phone (also of a deleted account: the unique constraints
 * still hold them) is a 400 naming which.
 */
export async function createAccount(
  tx: Db,
  v: {
    account: string;
    email?: string | null;
    phone?: string | null;
    nickName: string;
    passwordHash: string;
    /** Created by an administrator with an initial password: replaced at first sign-in. */
    mustChangePassword?: boolean;
  },
): Promise<string> {
  const clash = await tx
    .select({ account: users.account, email: users.email, phone: users.phone })
    .from(users)
    .where(
      or(
        eq(users.account, v.account),
        v.email ? eq(users.email, v.email) : undefined,
        v.phone ? eq(users.phone, v.phone) : undefined,
      ),
    );
  for (const c of clash) {
    if (v.email && c.email === v.email) throw badRequest(ACCOUNT_MSG.emailTaken);
    if (v.phone && c.phone === v.phone) throw badRequest(ACCOUNT_MSG.phoneTaken);
    throw badRequest(ACCOUNT_MSG.taken);
  }
  const [u] = await tx
    .insert(users)
    .values({
      account: v.account,
      email: v.email ?? null,
      phone: v.phone ?? null,
      userName: v.nickName,
      nickName: v.nickName,
      passwordHash: v.passwordHash,
      mustChangePassword: v.mustChangePassword ?? false,
    })
    .returning({ id: users.id });
  return u!.id;
}
