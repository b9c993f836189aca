import { desc, eq } from 'drizzle-orm';
import { outbox } from '../db/schema/index.js';
import type { TestApp } from './harness.js';

/** The newest code the outbox holds for a target (what the E2E tests read through GET /api/system/outbox). */
export async function lastCode(t: TestApp, target: string): Promise<string> {
  const [row] = await t.database.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(eq(outbox.target, target))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const m = row ? /(\d{6})/.exec(row.text) : null;
  if (!m?.[1]) throw new Error(`no code in the outbox for ${target}`);
  return m[1];
}

export interface Registered {
  token: string;
  refresh: string;
  userId: string;
  groupId: string;
  account: string;
  password: string;
}

let seq = 0;
/** Signs a new account up through the real flow (sendCode → outbox → emailRegister). */
export async function register(t: TestApp, name?: string, password = 'Passw0rd1'): Promise<Registered> {
  const email = `${name ?? 'user'}${++seq}-${Date.now().toString(36)}@example.com`;
  // A fresh address per sign-up keeps the per-address sending limit out of the way of other tests.
  const remoteAddress = `198.51.100.${seq % 250}`;
  const sent = await t.call({
    method: 'POST',
    url: '/api/userPro/sendCode',
    payload: { email, purpose: 'register' },
    remoteAddress,
  });
  if (sent.body.code !== '0') throw new Error(`sendCode: ${sent.body.msg}`);
  const code = await lastCode(t, email);
  const res = await t.call({
    method: 'POST',
    url: '/api/userPro/emailRegister',
    payload: { email, code, password },
  });
  if (res.body.code !== '0') throw new Error(`register: ${res.body.msg}`);
  const d = res.body.data as {
    access_token: string;
    refresh_token: string;
    user: { userId: string; groups: { groupId: string }[] };
  };
  return {
    token: d.access_token,
    refresh: d.refresh_token,
    userId: d.user.userId,
    groupId: d.user.groups[0]!.groupId,
    account: email,
    password,
  };
}

/** Invites (public edition) and accepts: the account becomes a member of the inviter's group. */
export async function join(
  t: TestApp,
  admin: { token: string; groupId: string },
  who: Registered,
  roleIds?: string[],
) {
  const inv = await t.call({
    method: 'POST',
    url: '/api/permission-manage/user-manage/invite-user',
    token: admin.token,
    group: admin.groupId,
    payload: { email: who.account, ...(roleIds ? { roleIds } : {}) },
  });
  if (inv.body.code !== '0') throw new Error(`invite: ${inv.body.msg}`);
  const acc = await t.call({
    method: 'POST',
    url: '/api/inviteUser/updateInviteState',
    token: who.token,
    payload: { inviteId: inv.body.data.inviteId, state: 'accepted' },
  });
  if (acc.body.code !== '0') throw new Error(`accept: ${acc.body.msg}`);
}
