import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadClaims } from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/index.js';

/**
 * Claims of fixed upload keys (docs/deployment.md#single-use-upload-urls). A pre-signed URL names its key
 * in advance, so two PUTs of the same URL (two tabs, a replay, two server processes) race for one name.
 * The object store's create-only PUT cannot settle that everywhere (stores that ignore `If-None-Match`
 * let both through), so the database does: the claim's primary key admits exactly one.
 */

/** Claims a pre-signed PUT's key for the request that arrived first; false when it is taken. */
export async function claimSignedKey(
  db: Db,
  v: { key: string; groupId: string; userId: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(uploadClaims)
    .values({
      storageKey: v.key,
      groupId: v.groupId,
      userId: v.userId,
      kind: 'signed',
      expiresAt: v.expiresAt,
      usedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ key: uploadClaims.storageKey });
  return rows.length === 1;
}

/** Gives a signed key back after its upload failed (too large, wrong content, store error): it may be retried. */
export async function releaseSignedKey(db: Db, key: string): Promise<void> {
  await db.delete(uploadClaims).where(and(eq(uploadClaims.storageKey, key), eq(uploadClaims.kind, 'signed')));
}

/** Records a direct upload's staging key and final key, with its owner, when its credential is answered. */
export async function recordDirect(
  db: Db,
  v: {
    stagingKey: string;
    targetKey: string;
    groupId: string;
    userId: string;
    contentType: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(uploadClaims).values({
    storageKey: v.stagingKey,
    targetKey: v.targetKey,
    groupId: v.groupId,
    userId: v.userId,
    kind: 'direct',
    contentType: v.contentType,
    expiresAt: v.expiresAt,
  });
}

/**
 * Takes the group's unused direct upload for completing: exactly one caller gets the row. Answers
 * `used` when it was completed already and null when the group has no such upload.
 */
export async function takeDirect(db: Db, groupId: string, stagingKey: string) {
  const mine = and(
    eq(uploadClaims.storageKey, stagingKey),
    eq(uploadClaims.groupId, groupId),
    eq(uploadClaims.kind, 'direct'),
  );
  const [row] = await db
    .update(uploadClaims)
    .set({ usedAt: new Date() })
    .where(and(mine, isNull(uploadClaims.usedAt)))
    .returning();
  if (row) return row;
  const [seen] = await db.select({ key: uploadClaims.storageKey }).from(uploadClaims).where(mine);
  return seen ? ('used' as const) : null;
}

/** Opens a taken direct upload again after its completion failed (nothing stored, may be retried). */
export async function reopenDirect(db: Db, stagingKey: string): Promise<void> {
  await db.update(uploadClaims).set({ usedAt: null }).where(eq(uploadClaims.storageKey, stagingKey));
}

/**
 * How long after its URL expired a claim is kept: a completion that started just before the expiry
 * still finds its row.
 */
export const SWEEP_GRACE_MS = 60 * 60_000;
/** At most this many claims per sweep, so one sweep stays a short query and a few store deletes. */
export const SWEEP_BATCH = 100;

/**
 * Drops claims whose URL expired (past the grace): an expired URL's signature is refused anyway, so the
 * row guards nothing any more. A direct upload's staging object goes with its row (it is never served:
 * completed uploads were copied to their final key, uncompleted ones are abandoned); a row whose staging
 * object could not be removed (store unreachable) stays for the next sweep. A pre-signed PUT's key is the
 * served file itself, so only its row goes. Answers what was removed.
 */
export async function sweepExpiredClaims(
  db: Db,
  storage: Pick<FileStorage, 'remove'>,
  opts: { now?: Date; limit?: number } = {},
): Promise<{ claims: number; staging: number }> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - SWEEP_GRACE_MS);
  const rows = await db
    .select({ key: uploadClaims.storageKey, kind: uploadClaims.kind })
    .from(uploadClaims)
    .where(lt(uploadClaims.expiresAt, cutoff))
    .orderBy(asc(uploadClaims.expiresAt))
    .limit(opts.limit ?? SWEEP_BATCH);
  const gone: string[] = [];
  let staging = 0;
  for (const r of rows) {
    if (r.kind === 'direct') {
      try {
        await storage.remove(r.key);
        staging++;
      } catch {
        continue;
      }
    }
    gone.push(r.key);
  }
  if (gone.length) await db.delete(uploadClaims).where(inArray(uploadClaims.storageKey, gone));
  return { claims: gone.length, staging };
}

const lastSweep = new WeakMap<Db, { at: number; running: boolean }>();
/** Sweeps start at most this often per database and process, whatever the rate of new claims. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Called on each new claim: starts a bounded sweep in the background unless one ran in the last minute
 * or is still running. The request that made the claim does not wait for it.
 */
export function sweepSoon(db: Db, storage: Pick<FileStorage, 'remove'>, log: FastifyBaseLogger): void {
  const s = lastSweep.get(db) ?? { at: 0, running: false };
  lastSweep.set(db, s);
  if (s.running || Date.now() - s.at < SWEEP_EVERY_MS) return;
  s.running = true;
  s.at = Date.now();
  void sweepExpiredClaims(db, storage)
    .then((r) => {
      if (r.claims) log.info({ ...r }, 'swept expired upload claims');
    })
    .catch((err: unknown) => log.warn({ err }, 'sweeping expired upload claims failed'))
    .finally(() => {
      s.running = false;
    });
}
