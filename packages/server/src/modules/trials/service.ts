import { and, count, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groups, projects, trials, users } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { type Message, parseTarget } from '../accounts/index.js';
import { pushMessage } from '../messages/index.js';
import { TRIAL_DAYS, TRIAL_MSG, TRIAL_REMINDER_MS, trialDate, type TRIAL_PRODUCTS } from './texts.js';

const DAY_MS = 86_400_000;

type TrialRow = typeof trials.$inferSelect;

/** status as the API shows it: an active trial past its expiry reads 'expired'. */
export function trialStatus(t: Pick<TrialRow, 'status' | 'expiresAt'>, now = new Date()): string {
  return t.status === 'active' && t.expiresAt && t.expiresAt <= now ? 'expired' : t.status;
}

export function trialView(t: TrialRow, now = new Date()) {
  return {
    trialId: t.id,
    groupId: t.groupId,
    userId: t.userId,
    kind: t.kind,
    status: trialStatus(t, now),
    product: t.product,
    company: t.company,
    contactName: t.contactName,
    contact: t.contact,
    remark: t.remark,
    startsAt: t.startsAt?.toISOString() ?? null,
    expiresAt: t.expiresAt?.toISOString() ?? null,
    /** Date strings in the 2020/9/10 form (docs/reference.md#limits): when the trial began and ends. */
    applyEnd: trialDate(t.startsAt),
    betaEnd: trialDate(t.expiresAt),
    extendedTimes: t.extendedTimes,
    createdAt: t.createdAt.toISOString(),
  };
}

/** trial-user/apply: the caller's free trial in the current group, running TRIAL_DAYS from now. */
export async function startUserTrial(db: Db, who: { userId: string; groupId: string }, remark = '') {
  const now = new Date();
  const [row] = await db
    .insert(trials)
    .values({
      groupId: who.groupId,
      userId: who.userId,
      kind: 'user',
      status: 'active',
      remark,
      startsAt: now,
      expiresAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw badRequest(TRIAL_MSG.alreadyApplied);
  return trialView(row, now);
}

/** trial/apply: an application for a trial of an edition; pending until a system administrator grants it. */
export async function applyForTrial(
  db: Db,
  who: { userId: string; groupId: string },
  form: {
    product: (typeof TRIAL_PRODUCTS)[number];
    company: string;
    contactName: string;
    contact: string;
    remark?: string | undefined;
  },
) {
  const contact = parseTarget(form.contact).target;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trials)
      .values({
        groupId: who.groupId,
        userId: who.userId,
        kind: 'application',
        status: 'pending',
        product: form.product,
        company: form.company,
        contactName: form.contactName,
        contact,
        remark: form.remark ?? '',
      })
      .returning();
    // The system administrators see it in their message panel (messages with no group show everywhere).
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isSystemAdmin, true));
    for (const a of admins)
      await pushMessage(tx, {
        userId: a.id,
        title: TRIAL_MSG.newApplication.zh,
        content: `${form.company} / ${form.contactName} / ${contact} (${form.product}) — ${TRIAL_MSG.newApplication.en}`,
      });
    return trialView(row!);
  });
}

/**
 * trial-user/extend: a pending application starts now; an active (or expired) trial runs `days` longer
 * than its expiry or than now, whichever is later, and gets a new reminder; `purchased` converts it.
 */
export async function extendTrial(
  db: Db,
  v: { trialId: string; days?: number | undefined; purchased?: boolean | undefined },
) {
  return db.transaction(async (tx) => {
    const [t] = await tx.select().from(trials).where(eq(trials.id, v.trialId)).for('update');
    if (!t) throw notFound(TRIAL_MSG.notFound);
    if (t.status === 'purchased') throw badRequest(TRIAL_MSG.purchased);
    const now = new Date();
    let set: Partial<TrialRow>;
    if (v.purchased) set = { status: 'purchased' };
    else {
      const days = v.days ?? TRIAL_DAYS;
      const from = t.status === 'pending' || !t.expiresAt || t.expiresAt < now ? now : t.expiresAt;
      set = {
        status: 'active',
        startsAt: t.startsAt ?? now,
        expiresAt: new Date(from.getTime() + days * DAY_MS),
        extendedTimes: t.status === 'pending' ? t.extendedTimes : t.extendedTimes + 1,
        remindedAt: null,
      };
    }
    const [row] = await tx
      .update(trials)
      .set({ ...set, updatedAt: now })
      .where(eq(trials.id, t.id))
      .returning();
    await pushMessage(tx, {
      userId: t.userId,
      groupId: t.groupId,
      title: TRIAL_MSG.grantedTitle.zh,
      content: row!.status === 'purchased' ? 'purchased' : `${trialDate(row!.expiresAt)}`,
    });
    return trialView(row!, now);
  });
}

const statusCond = (status: string | undefined, now: Date): SQL | undefined => {
  if (status === 'expired') return and(eq(trials.status, 'active'), lte(trials.expiresAt, now));
  if (status === 'active') return and(eq(trials.status, 'active'), gt(trials.expiresAt, now));
  return status ? eq(trials.status, status) : undefined;
};

/** trial-user/list: every trial for a system administrator, otherwise the caller's own. */
export async function listTrials(
  db: Db,
  who: { userId: string; systemAdmin: boolean },
  q: { pageNum: number; pageSize: number; status?: string | undefined },
) {
  const now = new Date();
  const cond = and(who.systemAdmin ? undefined : eq(trials.userId, who.userId), statusCond(q.status, now));
  const [total] = await db.select({ n: count() }).from(trials).where(cond);
  const rows = await db
    .select({ t: trials, nickName: users.nickName, groupName: groups.name })
    .from(trials)
    .innerJoin(users, eq(users.id, trials.userId))
    .innerJoin(groups, eq(groups.id, trials.groupId))
    .where(cond)
    .orderBy(desc(trials.createdAt), desc(trials.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({ ...trialView(r.t, now), nickName: r.nickName, groupName: r.groupName })),
    total: Number(total?.n ?? 0),
    /** The web shows the grant/extend actions to the system administrator. */
    systemAdmin: who.systemAdmin,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/**
 * docs/reference.md#product: projects made during a trial cannot be opened or presented after it expired until a
 * product is bought. A project is locked when its creator's trial in its group covered its creation time,
 * has expired, and that member has no purchased trial in the group. Answers that trial, or null: the one
 * test behind the 403 on opening and copying (assertNotTrialLocked) and the 404 on share pages.
 */
export async function trialLockOf(db: Db, projectId: string): Promise<{ expiresAt: Date | null } | null> {
  const [hit] = await db
    .select({ expiresAt: trials.expiresAt })
    .from(projects)
    .innerJoin(
      trials,
      and(
        eq(trials.groupId, projects.groupId),
        eq(trials.userId, projects.createdBy),
        eq(trials.status, 'active'),
        lte(trials.startsAt, projects.createdAt),
        lte(projects.createdAt, trials.expiresAt),
        lte(trials.expiresAt, sql`now()`),
      ),
    )
    .where(
      and(
        eq(projects.id, projectId),
        sql`not exists (select 1 from ${trials} bought where bought.group_id = ${projects.groupId}
          and bought.user_id = ${projects.createdBy} and bought.status = 'purchased')`,
      ),
    )
    .limit(1);
  return hit ?? null;
}

/** 403 with the reason and the trial's end date when the project is locked. */
export async function assertNotTrialLocked(db: Db, projectId: string): Promise<void> {
  const hit = await trialLockOf(db, projectId);
  if (hit)
    throw new AppError(403, TRIAL_MSG.projectLocked, {
      data: { reason: 'trialExpired', betaEnd: trialDate(hit.expiresAt) },
    });
}

/** What the reminder sweep needs of the Messenger (the accounts area's: SMTP, SMS webhook or the outbox). */
export interface Sender {
  send(m: Message): Promise<void>;
}

/**
 * Sends the 24-hour reminder (docs/reference.md#product, docs/reference.md#limits) for every active trial that ends within a day and
 * has not been reminded: by e-mail or SMS through the Messenger (the outbox when no provider is set) and
 * to the member's message panel. Each trial is claimed by one UPDATE … RETURNING, so several processes
 * sweeping at once send one reminder each; a failed send releases the claim for the next sweep.
 */
export async function sendTrialReminders(
  db: Db,
  sender: Sender,
  now = new Date(),
  log?: { warn(obj: object, msg: string): void },
): Promise<number> {
  const due = await db
    .update(trials)
    .set({ remindedAt: now })
    .where(
      and(
        eq(trials.status, 'active'),
        isNull(trials.remindedAt),
        gt(trials.expiresAt, now),
        lte(trials.expiresAt, new Date(now.getTime() + TRIAL_REMINDER_MS)),
      ),
    )
    .returning();
  let sent = 0;
  for (const t of due) {
    const [u] = await db
      .select({ email: users.email, phone: users.phone, nickName: users.nickName })
      .from(users)
      .where(eq(users.id, t.userId));
    const end = trialDate(t.expiresAt);
    const text =
      `${u?.nickName ?? ''}：您的试用将于 ${end} 到期，到期后试用期间创建的项目需购买后才能打开或演示。\n` +
      `Your trial ends on ${end}; afterwards, projects made during the trial open once a product is bought.`;
    try {
      if (u?.email)
        await sender.send({ kind: 'email', target: u.email, subject: TRIAL_MSG.reminderTitle.zh, text });
      else if (u?.phone) await sender.send({ kind: 'sms', target: u.phone, subject: '', text });
      await pushMessage(db, {
        userId: t.userId,
        groupId: t.groupId,
        title: TRIAL_MSG.reminderTitle.zh,
        content: text,
      });
      sent += 1;
    } catch (e) {
      log?.warn({ trialId: t.id, err: (e as Error).message }, 'trial reminder failed; retried next sweep');
      await db.update(trials).set({ remindedAt: null }).where(eq(trials.id, t.id));
    }
  }
  return sent;
}
