import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feedbackMsgs, userMessages } from '../../db/schema/index.js';

export const READ = 1;
export const UNREAD = 0;

/** Messages of a user: those of the current group plus those sent to the user without a group. */
const mine = (userId: string, groupId: string) =>
  and(eq(userMessages.userId, userId), or(eq(userMessages.groupId, groupId), isNull(userMessages.groupId)));

/** Sends a message to one user (other areas call this: invitations, shares, trial reminders…). */
export async function pushMessage(
  db: Db,
  m: { userId: string; groupId?: string | null; title: string; content?: string },
): Promise<string> {
  const [row] = await db
    .insert(userMessages)
    .values({ userId: m.userId, groupId: m.groupId ?? null, title: m.title, content: m.content ?? '' })
    .returning({ id: userMessages.id });
  return row!.id;
}

export async function getMessages(
  db: Db,
  userId: string,
  groupId: string,
  pageNum: number,
  pageSize: number,
) {
  const where = mine(userId, groupId);
  const [total] = await db.select({ n: count() }).from(userMessages).where(where);
  const [unread] = await db
    .select({ n: count() })
    .from(userMessages)
    .where(and(where, eq(userMessages.readStatus, UNREAD)));
  const list = await db
    .select({
      id: userMessages.id,
      title: userMessages.title,
      content: userMessages.content,
      readStatus: userMessages.readStatus,
      createdAt: userMessages.createdAt,
    })
    .from(userMessages)
    .where(where)
    .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
    .offset((pageNum - 1) * pageSize)
    .limit(pageSize);
  const unreadCount = Number(unread?.n ?? 0);
  return { list, total: Number(total?.n ?? 0), unread: unreadCount, haveNewMsg: unreadCount > 0 };
}

/** Marks the given messages (or all of the caller's) as read; only the caller's own are touched. */
export async function markMessagesRead(db: Db, userId: string, groupId: string, ids?: string[]) {
  const rows = await db
    .update(userMessages)
    .set({ readStatus: READ })
    .where(and(mine(userId, groupId), ids ? inArray(userMessages.id, ids) : undefined))
    .returning({ id: userMessages.id });
  return { updated: rows.length };
}

export async function addFeedback(
  db: Db,
  userId: string,
  groupId: string,
  v: { content: string; contact?: string | undefined },
) {
  const [row] = await db
    .insert(feedbackMsgs)
    .values({ userId, groupId, content: v.content, contact: v.contact ?? '' })
    .returning({ id: feedbackMsgs.id });
  return { id: row!.id };
}

/** The caller's feedback with the replies to it; readStatus says whether a reply was seen. */
export async function listFeedback(db: Db, userId: string, pageNum: number, pageSize: number) {
  const where = eq(feedbackMsgs.userId, userId);
  const [total] = await db.select({ n: count() }).from(feedbackMsgs).where(where);
  const list = await db
    .select({
      id: feedbackMsgs.id,
      content: feedbackMsgs.content,
      contact: feedbackMsgs.contact,
      reply: feedbackMsgs.reply,
      readStatus: feedbackMsgs.readStatus,
      createdAt: feedbackMsgs.createdAt,
    })
    .from(feedbackMsgs)
    .where(where)
    .orderBy(desc(feedbackMsgs.createdAt), desc(feedbackMsgs.id))
    .offset((pageNum - 1) * pageSize)
    .limit(pageSize);
  return { list, total: Number(total?.n ?? 0) };
}

export async function markFeedbackRead(db: Db, userId: string, ids?: string[]) {
  const rows = await db
    .update(feedbackMsgs)
    .set({ readStatus: READ })
    .where(and(eq(feedbackMsgs.userId, userId), ids ? inArray(feedbackMsgs.id, ids) : undefined))
    .returning({ id: feedbackMsgs.id });
  return { updated: rows.length };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Server time as the client reads it: date, time and timestemp (the clients' spelling), local time. */
export function serverTime(now = new Date()) {
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`,
    timestemp: now.getTime(),
  };
}
