import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projectShares, projects } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password.js';
import type { RateLimiter } from '../../lib/rateLimit.js';
import { recordLog } from '../logs/index.js';
import { liveProject } from '../documents/index.js';
import { requireResourceAccess, type Viewer } from '../../http/resourceAccess.js';
import { trialLockOf } from '../trials/index.js';
import { twinTenantOf } from '../twin/index.js';
import { SHARE_ID } from './schema.js';
import { SESSION_TTL_S, type ShareSigner } from './signing.js';
import { SHARE_MSG } from './texts.js';

/** Default share type (docs/reference.md#limits). */
export const DEFAULT_SHARE_TYPE = 10000;
/** 24 random bytes: 192 bits, comfortably above the 128 our security rules ask for (docs/security.md). */
const SHARE_ID_BYTES = 24;
/** Wrong-password budget per share and address, and per share over all addresses, per window. */
export const PASSWORD_TRIES_PER_ADDRESS = 10;
export const PASSWORD_TRIES_PER_SHARE = 100;
export const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

/**
 * The owner's share calls need edit level on the project (Grafana: sharing is a write on the dashboard;
 * the share id is a capability that hands the project to anyone), besides the projectShare code.
 */
async function sharedProject(tx: Db, v: Viewer, projectId: string) {
  await requireResourceAccess(tx, v, { projectId }, 'edit');
  return liveProject(tx, v.groupId, { projectId }, true);
}

/** What the owner's share dialog sees; never the password hash. */
export interface ShareInfo {
  shareId: string;
  projectId: string;
  shareType: number;
  hasPassword: boolean;
  expireTime: string | null;
  createdAt: string;
  updatedAt: string;
}

type ShareRow = typeof projectShares.$inferSelect;

const info = (r: ShareRow): ShareInfo => ({
  shareId: r.id,
  projectId: r.projectId,
  shareType: r.shareType,
  hasPassword: r.passwordHash !== null,
  expireTime: r.expiresAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const newShareId = () => randomBytes(SHARE_ID_BYTES).toString('base64url');

function parseExpiry(v: number | string | null | undefined): Date | null | undefined {
  if (v === undefined) return undefined;
  if (v === null) return null;
  const d = new Date(v);
  if (Number.isNaN(d.getTime()) || d.getTime() <= Date.now()) throw badRequest(SHARE_MSG.expiryInvalid);
  return d;
}

async function liveShareOf(tx: Db, groupId: string, projectId: string, lock = false) {
  const q = tx
    .select()
    .from(projectShares)
    .where(
      and(
        eq(projectShares.projectId, projectId),
        eq(projectShares.groupId, groupId),
        isNull(projectShares.revokedAt),
      ),
    );
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

/** Shortest share password: a one-character password falls to the first few guesses of any list. */
export const MIN_SHARE_PASSWORD = 6;

function assertSharePassLength(pass: string | null | undefined): void {
  if (pass && [...pass].length < MIN_SHARE_PASSWORD) throw badRequest(SHARE_MSG.passwordTooShort);
}

/** PUT project/share/v2: a new share (a new id) replacing any live one of the project. */
export async function publishShare(
  db: Db,
  ctx: Viewer,
  body: { projectId: string; sharePass?: string; expireTime?: number | string | null; shareType?: number },
): Promise<ShareInfo> {
  const expiresAt = parseExpiry(body.expireTime) ?? null;
  assertSharePassLength(body.sharePass);
  const passwordHash = body.sharePass ? await hashPassword(body.sharePass) : null;
  return changeShares(db, async (tx) => {
    const p = await sharedProject(tx, ctx, body.projectId);
    // The share keeps the group's twin tenant and space of now: its views use these (docs/deployment.md#digital-twin-platform-mode).
    const twin = await twinTenantOf(tx, ctx.groupId);
    await tx
      .update(projectShares)
      .set({ revokedAt: new Date(), updatedBy: ctx.userId, updatedAt: new Date() })
      .where(and(eq(projectShares.projectId, p.id), isNull(projectShares.revokedAt)));
    const [row] = await tx
      .insert(projectShares)
      .values({
        id: newShareId(),
        projectId: p.id,
        groupId: ctx.groupId,
        shareType: body.shareType ?? DEFAULT_SHARE_TYPE,
        passwordHash,
        expiresAt,
        twinTenantId: twin?.tenantId ?? null,
        twinSpaceId: twin ? twin.spaceId : null,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
      })
      .returning();
    await recordLog(tx, {
      groupId: ctx.groupId,
      operatorId: ctx.userId,
      type: 'share',
      projectId: p.id,
      projectName: p.name,
      content: `publish${passwordHash ? ' (password)' : ''}${expiresAt ? ` until ${expiresAt.toISOString()}` : ''}`,
    });
    return info(row!);
  });
}

/** POST project/share/v2: change password, expiry or type of the live share (same id). */
export async function changeShare(
  db: Db,
  ctx: Viewer,
  body: {
    projectId: string;
    sharePass?: string | null;
    expireTime?: number | string | null;
    shareType?: number;
  },
): Promise<ShareInfo> {
  const expiresAt = parseExpiry(body.expireTime);
  assertSharePassLength(body.sharePass);
  const passwordHash =
    body.sharePass === undefined ? undefined : body.sharePass ? await hashPassword(body.sharePass) : null;
  return changeShares(db, async (tx) => {
    const p = await sharedProject(tx, ctx, body.projectId);
    const current = await liveShareOf(tx, ctx.groupId, p.id, true);
    if (!current) throw notFound(SHARE_MSG.noLiveShare);
    const set: Partial<typeof projectShares.$inferInsert> = { updatedBy: ctx.userId, updatedAt: new Date() };
    if (expiresAt !== undefined) set.expiresAt = expiresAt;
    if (body.shareType !== undefined) set.shareType = body.shareType;
    // Any password change ends every open share session (they carry the version they were opened at).
    if (passwordHash !== undefined) Object.assign(set, { passwordHash, version: current.version + 1 });
    const [row] = await tx.update(projectShares).set(set).where(eq(projectShares.id, current.id)).returning();
    await recordLog(tx, {
      groupId: ctx.groupId,
      operatorId: ctx.userId,
      type: 'share',
      projectId: p.id,
      projectName: p.name,
      content: 'change',
    });
    return info(row!);
  });
}

/** Revokes the live share: its link answers 404 from the next request on. */
export async function revokeShare(db: Db, ctx: Viewer, projectId: string): Promise<{ revoked: boolean }> {
  return changeShares(db, async (tx) => {
    const p = await sharedProject(tx, ctx, projectId);
    const current = await liveShareOf(tx, ctx.groupId, p.id, true);
    if (!current) throw notFound(SHARE_MSG.noLiveShare);
    await tx
      .update(projectShares)
      .set({ revokedAt: new Date(), updatedBy: ctx.userId, updatedAt: new Date() })
      .where(eq(projectShares.id, current.id));
    await recordLog(tx, {
      groupId: ctx.groupId,
      operatorId: ctx.userId,
      type: 'share',
      projectId: p.id,
      projectName: p.name,
      content: 'revoke',
    });
    return { revoked: true };
  });
}

/** The project's live share for the owner's dialog, or null; `p`: the route's declared project (edit). */
export async function queryShare(db: Db, ctx: Viewer, p: { id: string }): Promise<ShareInfo | null> {
  const row = await liveShareOf(db, ctx.groupId, p.id);
  return row ? info(row) : null;
}

/**
 * A share that can be viewed right now: a well-formed id, not revoked, not expired, its project not in
 * the recycle bin and not locked by an expired trial (docs/reference.md#product: such projects cannot be presented).
 * Anything else is the same plain 404, so a probe learns nothing about which it was. Every share route
 * (session, document, data, filters, variables, weather, the data calls) starts here through verify.ts.
 */
export async function viewableShare(db: Db, sid: string): Promise<ShareRow> {
  if (!SHARE_ID.test(sid)) throw notFound(SHARE_MSG.shareNotFound);
  const [row] = await db
    .select({ share: projectShares })
    .from(projectShares)
    .innerJoin(projects, eq(projects.id, projectShares.projectId))
    .where(and(eq(projectShares.id, sid), isNull(projectShares.revokedAt), isNull(projects.deletedAt)));
  if (!row || (row.share.expiresAt && row.share.expiresAt.getTime() <= Date.now()))
    throw notFound(SHARE_MSG.shareNotFound);
  if (await trialLockOf(db, row.share.projectId)) throw notFound(SHARE_MSG.shareNotFound);
  return row.share;
}

/** How long a checked share row answers signed requests before it is read again (other processes' changes). */
export const SHARE_ROW_TTL_MS = 1000;
const checkedShares = new Map<string, { row: ShareRow; at: number }>();
/** Bumped by every share change of this process: a read that overlapped one does not keep its row. */
let shareGeneration = 0;

/** Forgets checked share rows: called around every change of a share, so this process sees it at once. */
export function forgetCheckedShares(): void {
  shareGeneration += 1;
  checkedShares.clear();
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A transaction that changes shares: checked rows are forgotten before it (nothing read from then on is
 * kept) and after its commit (a read that overlapped it is not kept either: the generation moved on).
 */
async function changeShares<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  forgetCheckedShares();
  try {
    return await db.transaction(work);
  } finally {
    forgetCheckedShares();
  }
}

/**
 * viewableShare for the signed requests of an open share page (a wall of screens makes hundreds a
 * second): the row and its trial lock are read at most once a second per share. A change made through
 * this process applies at once (forgetCheckedShares); one made through another process within a second.
 * Expiry is checked on every request.
 */
export async function checkedShare(db: Db, sid: string): Promise<ShareRow> {
  const now = Date.now();
  const hit = checkedShares.get(sid);
  if (hit && now - hit.at < SHARE_ROW_TTL_MS) {
    if (hit.row.expiresAt && hit.row.expiresAt.getTime() <= now) throw notFound(SHARE_MSG.shareNotFound);
    return hit.row;
  }
  const generation = shareGeneration;
  const row = await viewableShare(db, sid);
  if (generation === shareGeneration) {
    if (checkedShares.size >= 10_000) checkedShares.clear();
    checkedShares.set(sid, { row, at: now });
  }
  return row;
}

/**
 * The password check that opens a share session. Wrong tries are limited per share and address and per
 * share; the hash comparison is scrypt + timingSafeEqual, and a share without a password still costs
 * one hash so the answer time does not say whether a password exists.
 */
export async function openShareSession(
  deps: { db: Db; limiter: RateLimiter; signer: ShareSigner },
  sid: string,
  sharePass: string | undefined,
  address: string,
): Promise<{ shareToken: string; signKey: string; expiresAt: number; serverTime: number }> {
  const share = await viewableShare(deps.db, sid);
  if (share.passwordHash) {
    if (!sharePass) throw new AppError(401, SHARE_MSG.passwordRequired, { data: { needPassword: true } });
    const perAddress = `share-pass:${sid}:${address}`;
    const allowed =
      (await deps.limiter.hit(perAddress, PASSWORD_TRIES_PER_ADDRESS, PASSWORD_WINDOW_MS)) &&
      (await deps.limiter.hit(`share-pass:${sid}`, PASSWORD_TRIES_PER_SHARE, PASSWORD_WINDOW_MS));
    if (!allowed) throw new AppError(429, 'tooManyRequests');
    if (!(await verifyPassword(sharePass, share.passwordHash)))
      throw new AppError(401, SHARE_MSG.passwordWrong, { data: { needPassword: true } });
    await deps.limiter.reset(perAddress);
  } else {
    await verifyPassword(sharePass ?? '', await dummyHash());
  }
  const ttlEnd = Math.floor(Date.now() / 1000) + SESSION_TTL_S;
  const shareEnd = share.expiresAt ? Math.floor(share.expiresAt.getTime() / 1000) : ttlEnd;
  const e = Math.min(ttlEnd, shareEnd);
  const issued = deps.signer.issue({ s: share.id, v: share.version, e });
  return { ...issued, expiresAt: e * 1000, serverTime: Date.now() };
}
