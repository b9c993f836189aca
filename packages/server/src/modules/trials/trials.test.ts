import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, projects, trials, userMessages, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { Messenger } from '../accounts/messenger.js';
import { sendTrialReminders } from './service.js';
import { TRIAL_DAYS, trialDate } from './texts.js';

/** Trials: apply, application, extension by the system administrator, the 24 h reminder, the expiry lock. */
let t: TestApp;
let sys: { token: string; groupId: string; userId: string };
let a: Who;
let b: Who;
const H = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  sys = await t.login();
  a = await member(t);
  b = await member(t);
  await t.database.db.update(users).set({ email: 'trial-a@example.com' }).where(eq(users.id, a.userId));
});
afterAll(() => t.close());

const setTrial = (id: string, v: Partial<typeof trials.$inferInsert>) =>
  t.database.db.update(trials).set(v).where(eq(trials.id, id));
const asSys = (url: string, payload: object) =>
  t.call({ method: 'POST', url: `/api${url}`, token: sys.token, payload });

describe('trials', () => {
  let trialId = '';

  it('a member starts one free trial per group, with the spec’s date strings', async () => {
    const res = await okPoster(t, a)('/trial-user/apply', { remark: '评估' });
    trialId = res.trialId;
    expect(res).toMatchObject({ kind: 'user', status: 'active', userId: a.userId, groupId: a.groupId });
    const days = (Date.parse(res.expiresAt) - Date.parse(res.startsAt)) / 86_400_000;
    expect(days).toBe(TRIAL_DAYS);
    expect(res.betaEnd).toMatch(/^\d{4}\/[1-9]\d?\/[1-9]\d?$/);
    expect(trialDate(new Date('2020-09-10T04:00:00Z'))).toBe('2020/9/10');
    const again = await poster(t, a)('/trial-user/apply', {});
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('已在当前团队申请过试用');
  });

  it('an application is pending, tells the system administrator, and is rate-limited', async () => {
    const res = await okPoster(t, b)('/trial/apply', {
      product: 'private',
      company: '某某科技',
      contactName: '张三',
      contact: '13800138000',
    });
    expect(res).toMatchObject({ kind: 'application', status: 'pending', startsAt: null, betaEnd: '' });
    const msgs = await t.database.db.select().from(userMessages).where(eq(userMessages.userId, sys.userId));
    expect(msgs.some((m) => m.content.includes('某某科技'))).toBe(true);
    const bad = await poster(t, b)('/trial/apply', {
      company: 'x',
      contactName: 'y',
      contact: 'not-a-contact',
    });
    expect(bad.status).toBe(400);
    for (let i = 0; i < 4; i++)
      await poster(t, b)('/trial/apply', { company: 'x', contactName: 'y', contact: 'x@example.com' });
    expect(
      (await poster(t, b)('/trial/apply', { company: 'x', contactName: 'y', contact: 'x@example.com' }))
        .status,
    ).toBe(429);
  });

  it('only the system administrator grants and extends; members see their own trials only', async () => {
    const refused = await t.call({
      method: 'POST',
      url: '/api/trial-user/extend',
      token: a.token,
      headers: { 'accept-language': 'en' },
      payload: { trialId, days: 30 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Only the system administrator may see this');

    const pending = (await okPoster(t, b)('/trial-user/list', {})).list[0];
    expect(pending.userId).toBe(b.userId);
    const granted = (await asSys('/trial-user/extend', { trialId: pending.trialId, days: 7 })).body.data;
    expect(granted).toMatchObject({ status: 'active', extendedTimes: 0 });
    const before = (await okPoster(t, a)('/trial-user/list', {})).list;
    expect(before.map((x: { userId: string }) => x.userId)).toEqual([a.userId]);
    const ext = (await asSys('/trial-user/extend', { trialId, days: 10 })).body.data;
    expect(Date.parse(ext.expiresAt) - Date.parse(before[0].expiresAt)).toBe(10 * 86_400_000);
    expect(ext.extendedTimes).toBe(1);
    const all = (await asSys('/trial-user/list', { pageSize: 100 })).body.data;
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(
      (await asSys('/trial-user/extend', { trialId: '00000000-0000-4000-8000-000000000000', days: 1 }))
        .status,
    ).toBe(404);
  });

  it('sends the 24 h reminder once, through the outbox (no mail provider) and the message panel', async () => {
    const now = new Date();
    await setTrial(trialId, { expiresAt: new Date(now.getTime() + 23 * H), remindedAt: null });
    const messenger = new Messenger(t.database.db, t.app.log, t.app.config);
    expect(await sendTrialReminders(t.database.db, messenger, now)).toBe(1);
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.target, 'trial-a@example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(trialDate(new Date(now.getTime() + 23 * H)));
    expect(await sendTrialReminders(t.database.db, messenger, now)).toBe(0);
    // Extending re-arms the reminder for the new expiry.
    await asSys('/trial-user/extend', { trialId, days: 1 });
    const [row] = await t.database.db.select().from(trials).where(eq(trials.id, trialId));
    expect(row!.remindedAt).toBeNull();
  });

  it('projects made during a trial cannot be opened after it expired, until the purchase is recorded', async () => {
    const ad = okPoster(t, a);
    const made = await ad('/project/v2/create', { projectName: '试用项目' });
    // Made two hours ago, inside a trial that ended an hour ago.
    await t.database.db
      .update(projects)
      .set({ createdAt: new Date(Date.now() - 2 * H) })
      .where(eq(projects.id, made.projectId));
    await setTrial(trialId, { startsAt: new Date(Date.now() - 72 * H), expiresAt: new Date(Date.now() - H) });
    const p = poster(t, a);
    const open = await p('/project/detail/v2/query', { projectId: made.projectId });
    expect(open.status).toBe(403);
    expect(open.body.msg).toContain('试用已到期');
    expect(open.body.data).toMatchObject({ reason: 'trialExpired' });
    expect((await p('/project/detail/v2/export', { projectId: made.projectId })).status).toBe(403);
    const byFlag = await t.call({
      method: 'GET',
      url: `/api/project/id-code/v2/query?projectFlag=${made.projectFlag}`,
      token: a.token,
      group: a.groupId,
    });
    expect(byFlag.status).toBe(403);
    // A project made before the trial began is not affected.
    const older = await ad('/project/v2/create', { projectName: '试用前' });
    await t.database.db
      .update(projects)
      .set({ createdAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(projects.id, older.projectId));
    expect((await p('/project/detail/v2/query', { projectId: older.projectId })).status).toBe(200);
    expect((await asSys('/trial-user/list', { status: 'expired' })).body.data.list[0].trialId).toBe(trialId);

    await asSys('/trial-user/extend', { trialId, purchased: true });
    expect((await p('/project/detail/v2/query', { projectId: made.projectId })).status).toBe(200);
    expect((await asSys('/trial-user/extend', { trialId, days: 3 })).status).toBe(400);
  });

  it('tenancy: trials belong to the caller’s group; another group’s header without membership is 403', async () => {
    const cases: [string, object][] = [
      ['/trial-user/apply', {}],
      ['/trial/apply', { company: 'x', contactName: 'y', contact: 'x@example.com' }],
    ];
    for (const [url, body] of cases) {
      const res = await t.call({
        method: 'POST',
        url: `/api${url}`,
        token: a.token,
        group: b.groupId,
        payload: body,
      });
      expect(res.status, url).toBe(403);
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    const routes = Object.keys(doc.paths).filter((p) => /^\/api\/trial(-user)?\//.test(p));
    expect(routes.sort()).toEqual(
      ['/api/trial-user/apply', '/api/trial-user/extend', '/api/trial-user/list', '/api/trial/apply'].sort(),
    );
    // b's list never shows a's trial; a's trial cannot be extended by b.
    const bList = (await okPoster(t, b)('/trial-user/list', {})).list as { userId: string }[];
    expect(bList.every((x) => x.userId === b.userId)).toBe(true);
    const byB = await t.call({
      method: 'POST',
      url: '/api/trial-user/extend',
      token: b.token,
      payload: { trialId, days: 1 },
    });
    expect(byB.status).toBe(403);
  });
});
