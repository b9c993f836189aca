import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { logRecords } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { saveWebLog, WEB_LOG_KEEP_PER_USER, WEB_LOG_MAX_CHARS, WEB_LOG_RATE } from './weblog.js';

/** web-log/save: browser reports stored per user (capped, rate-limited), read through the log list. */
let t: TestApp;
let admin: Who;
let writer: Who;
let other: Who;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t);
  writer = await member(t, { groupId: admin.groupId, codes: [PERMISSIONS.projectView.code] });
  other = await member(t);
});
afterAll(() => t.close());

const webLogs = (userId: string) =>
  t.database.db
    .select({ n: count() })
    .from(logRecords)
    .where(and(eq(logRecords.operatorId, userId), eq(logRecords.type, 'web')));

describe('web-log/save', () => {
  it('any member reports; administrators read it in the log list under type web', async () => {
    await okPoster(t, writer)('/web-log/save', {
      level: 'error',
      message: 'TypeError: x is undefined',
      stack: 'at Foo (app.js:1:2)',
      page: '/manage',
      userAgent: 'Chromium',
    });
    const list = await okPoster(t, admin)('/log-record/list', { type: 'web' });
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ type: 'web', typeName: '前端日志', operatorId: writer.userId });
    expect(list.list[0].content).toContain('[error] TypeError: x is undefined');
    expect(list.list[0].content).toContain('page /manage');
    // The writer holds no logView code: reading stays with the log area's permission.
    expect((await poster(t, writer)('/log-record/list', { type: 'web' })).status).toBe(403);
  });

  it('caps the size of a report and validates its fields', async () => {
    await okPoster(t, other)('/web-log/save', { message: 'm'.repeat(4000), stack: 's'.repeat(16_000) });
    const [row] = await t.database.db
      .select({ content: logRecords.content })
      .from(logRecords)
      .where(and(eq(logRecords.operatorId, other.userId), eq(logRecords.type, 'web')));
    expect(row!.content.length).toBe(WEB_LOG_MAX_CHARS);
    expect(row!.content.endsWith('…')).toBe(true);
    expect((await poster(t, other)('/web-log/save', { message: 'x'.repeat(4001) })).status).toBe(400);
    expect((await poster(t, other)('/web-log/save', { message: '' })).status).toBe(400);
  });

  it('keeps the newest reports per user', async () => {
    const who = { groupId: other.groupId, userId: other.userId };
    const rows = Array.from({ length: WEB_LOG_KEEP_PER_USER + 5 }, (_, i) => ({
      groupId: other.groupId,
      operatorId: other.userId,
      type: 'web',
      content: `old ${i}`,
      createdAt: new Date(Date.now() - 86_400_000 + i),
    }));
    await t.database.db.insert(logRecords).values(rows);
    await saveWebLog(t.database.db, who, { level: 'warn', message: 'newest' });
    expect(Number((await webLogs(other.userId))[0]!.n)).toBe(WEB_LOG_KEEP_PER_USER);
  });

  it('is rate-limited per user', async () => {
    const p = poster(t, writer);
    const statuses: number[] = [];
    for (let i = 0; i < WEB_LOG_RATE.limit + 1; i++)
      statuses.push((await p('/web-log/save', { message: `e${i}` })).status);
    // One report was sent by the first test.
    expect(statuses.filter((s) => s === 200)).toHaveLength(WEB_LOG_RATE.limit - 1);
    expect(statuses.at(-1)).toBe(429);
  });

  it('tenancy: reports land in the caller’s group only; another group’s header is 403', async () => {
    const list = await okPoster(t, other)('/log-record/list', { type: 'web' });
    expect(list.list.every((r: { operatorId: string }) => r.operatorId === other.userId)).toBe(true);
    const res = await t.call({
      method: 'POST',
      url: '/api/web-log/save',
      token: other.token,
      group: admin.groupId,
      payload: { message: 'cross' },
    });
    expect(res.status).toBe(403);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/web-log/'))).toEqual([
      '/api/web-log/save',
    ]);
  });
});
