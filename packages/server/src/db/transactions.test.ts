import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB, TEST_PG_URL } from '../test/harness.js';
import { openDatabase, type Database } from './client.js';

/**
 * A transaction whose `begin` fails gives its session back to the pool (client.ts, releasingTransactions).
 * A `begin` with an isolation level PostgreSQL does not know fails every time, as a `begin` on a session
 * dropped by an outage does by chance: more of them than the pool has sessions, then a query that needs
 * one. Before the fix each kept a session for good, and the query waited out the pool's 3 s and failed.
 */
describe.runIf(TEST_DB === 'postgres')('transactions on the PostgreSQL pool', () => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
  });

  it('a failed begin gives its session back: the eleventh query still gets one', async () => {
    database = await openDatabase({ databaseUrl: TEST_PG_URL });
    const { db } = database;
    for (let i = 0; i < 12; i++)
      await expect(
        db.transaction(async () => undefined, { isolationLevel: 'no such level' as 'serializable' }),
      ).rejects.toThrow();
    const rows = await db.execute(sql`select 1 as one`);
    expect((rows as unknown as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
    // And a good transaction commits on the same pool.
    expect(await db.transaction(async (tx) => (await tx.execute(sql`select 2 as two`)) && 'done')).toBe(
      'done',
    );
  });
});
