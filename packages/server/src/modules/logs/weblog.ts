import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { logRecords } from '../../db/schema/index.js';
import { recordLog } from './service.js';

/** What one stored browser report may hold (the rest is cut off with an ellipsis). */
export const WEB_LOG_MAX_CHARS = 4000;
/** Reports kept per user; older ones are deleted when a new one arrives. */
export const WEB_LOG_KEEP_PER_USER = 200;
/** Reports a user may send per window (the browser throttles itself well below this). */
export const WEB_LOG_RATE = { limit: 30, windowMs: 10 * 60_000 } as const;

export interface WebLog {
  level: 'error' | 'warn' | 'info';
  message: string;
  stack?: string | undefined;
  page?: string | undefined;
  source?: string | undefined;
  userAgent?: string | undefined;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** One line a log reader can scan: level, message, where, then the stack. */
export function webLogContent(w: WebLog): string {
  const head = `[${w.level}] ${w.message.replace(/\s+/g, ' ').trim()}`;
  const where = [w.page && `page ${w.page}`, w.source && `at ${w.source}`, w.userAgent && `ua ${w.userAgent}`]
    .filter(Boolean)
    .join(' | ');
  return clip([head, where, w.stack ?? ''].filter(Boolean).join('\n'), WEB_LOG_MAX_CHARS);
}

/**
 * Stores a browser report as an operation-log record of type 'web' in the current group, so the group's
 * log readers (logView) find it in the log page under its type, and trims the user's reports to the
 * newest WEB_LOG_KEEP_PER_USER. The rate limit is the route's.
 */
export async function saveWebLog(db: Db, who: { groupId: string; userId: string }, w: WebLog): Promise<void> {
  await db.transaction(async (tx) => {
    await recordLog(tx, {
      groupId: who.groupId,
      operatorId: who.userId,
      type: 'web',
      content: webLogContent(w),
    });
    const old = await tx
      .select({ id: logRecords.id })
      .from(logRecords)
      .where(and(eq(logRecords.operatorId, who.userId), eq(logRecords.type, 'web')))
      .orderBy(desc(logRecords.createdAt), desc(logRecords.id))
      .offset(WEB_LOG_KEEP_PER_USER)
      .limit(1000);
    if (old.length)
      await tx.delete(logRecords).where(
        inArray(
          logRecords.id,
          old.map((r) => r.id),
        ),
      );
  });
}
