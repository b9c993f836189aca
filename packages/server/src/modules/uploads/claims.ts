import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadClaims } from '../../db/schema/index.js';

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
