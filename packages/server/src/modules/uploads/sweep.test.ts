import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadClaims } from '../../db/schema/index.js';
import { storageFor } from '../../storage/index.js';
import type { S3Storage } from '../../storage/s3.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startS3rver } from '../../test/s3store.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { PNG_1X1 } from './fixtures.js';
import { SWEEP_BATCH, sweepExpiredClaims } from './claims.js';

/**
 * Expired single-use upload claims and the staging objects of direct uploads are swept
 * (docs/deployment.md#single-use-upload-urls): on a new claim, in the background and bounded. The store is
 * s3rver on loopback (direct uploads need an object store); claims are aged by moving their expiry back.
 */
const BUCKET = 'tc-sweep';
let store: Awaited<ReturnType<typeof startS3rver>>;
let t: TestApp;
let a: Who;
let dir = '';

beforeAll(async () => {
  store = await startS3rver(BUCKET);
  dir = mkdtempSync(path.join(tmpdir(), 'tc-sweep-'));
  t = await createTestApp({ dataDir: dir, storage: store.storage });
  a = await member(t);
}, 300_000);
afterAll(async () => {
  await t.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const s3 = () => storageFor(t.app.config) as S3Storage;
const hasObject = (key: string) => store.objects().includes(s3().objectName(key));
const claimRow = async (key: string) =>
  (await t.database.db.select().from(uploadClaims).where(eq(uploadClaims.storageKey, key)))[0];
const age = (key: string, hours: number) =>
  t.database.db
    .update(uploadClaims)
    .set({ expiresAt: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(uploadClaims.storageKey, key));

/**
 * A direct upload whose image reached the staging object but was never completed, recorded as the
 * credential records it (not through the route: this app's first route claim must be the one that
 * starts the sweep, and sweeps start at most once a minute).
 */
async function abandonedDirect(): Promise<string> {
  const name = randomBytes(16).toString('hex');
  const stagingKey = `20260101/image/${name}.put.png`;
  await s3().putBuffer(stagingKey, PNG_1X1);
  await t.database.db.insert(uploadClaims).values({
    storageKey: stagingKey,
    targetKey: `20260101/image/${name}.png`,
    groupId: a.groupId,
    userId: a.userId,
    kind: 'direct',
    contentType: 'image/png',
    expiresAt: new Date(),
  });
  return stagingKey;
}

describe('sweeping expired upload claims', () => {
  it('a new claim sweeps expired claims and their staging objects; live ones and served files stay', async () => {
    const expired = await abandonedDirect();
    const live = await abandonedDirect();
    // A pre-signed PUT's key is the served file: its expired claim goes, the file stays.
    const served = `20260101/image/${randomBytes(16).toString('hex')}.png`;
    await s3().putBuffer(served, PNG_1X1);
    await t.database.db.insert(uploadClaims).values({
      storageKey: served,
      groupId: a.groupId,
      userId: a.userId,
      kind: 'signed',
      expiresAt: new Date(),
      usedAt: new Date(),
    });
    await age(expired, 2);
    await age(served, 2);
    // Expired only minutes ago: within the grace a late completion still finds its row.
    await age(live, 0.1);
    expect(hasObject(expired)).toBe(true);

    await okPoster(t, a)('/file/cos/credential', { ext: 'png' });
    await expect.poll(async () => (await claimRow(expired)) ?? null, { timeout: 30_000 }).toBeNull();
    await expect.poll(() => hasObject(expired), { timeout: 30_000 }).toBe(false);
    expect(await claimRow(served)).toBeUndefined();
    expect(hasObject(served)).toBe(true);
    expect(await claimRow(live)).toBeDefined();
    expect(hasObject(live)).toBe(true);
  });

  it('one sweep takes at most a batch; the next takes the rest', async () => {
    const keys = Array.from(
      { length: SWEEP_BATCH + 20 },
      (_, i) => `20260101/image/${randomBytes(15).toString('hex')}${i.toString(16).padStart(2, '0')}.put.png`,
    );
    // Whatever earlier tests left expired goes first: this test's rows are the only ones then.
    await sweepExpiredClaims(t.database.db, s3(), { limit: 1000 });
    await t.database.db.insert(uploadClaims).values(
      keys.map((storageKey) => ({
        storageKey,
        groupId: a.groupId,
        userId: a.userId,
        kind: 'direct',
        targetKey: storageKey.replace('.put', ''),
        contentType: 'image/png',
        expiresAt: new Date(Date.now() - 3 * 3_600_000),
      })),
    );
    const left = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(uploadClaims)
          .where(inArray(uploadClaims.storageKey, keys))
      )[0]!.n;
    expect(await left()).toBe(SWEEP_BATCH + 20);
    expect(await sweepExpiredClaims(t.database.db, s3())).toEqual({
      claims: SWEEP_BATCH,
      staging: SWEEP_BATCH,
    });
    expect(await left()).toBe(20);
    expect(await sweepExpiredClaims(t.database.db, s3())).toEqual({ claims: 20, staging: 20 });
    expect(await left()).toBe(0);
  });
});
