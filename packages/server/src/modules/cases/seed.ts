import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cases } from '../../db/schema/index.js';
import { OFFICIAL_CASES } from './official/index.js';

/** An advisory lock key of its own (migrate.ts and users/bootstrap.ts hold others). */
const SEED_LOCK = 7_301_995_024;

/**
 * Writes the shipped official cases (idempotent: keyed by seed_key, so every start leaves exactly one row
 * per case with the current document). Nodes starting together on an empty PostgreSQL once raced here:
 * the upsert arbitrates on seed_key only, so the loser of the race failed on case_flag's unique key and
 * the node did not start. One transaction under a lock lets one node insert and the others update.
 */
export async function seedOfficialCases(db: Db, basePath = '/'): Promise<number> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    for (const c of OFFICIAL_CASES) await upsertCase(tx, c, basePath);
  });
  return OFFICIAL_CASES.length;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function upsertCase(tx: Tx, c: (typeof OFFICIAL_CASES)[number], basePath: string): Promise<void> {
  await tx
    .insert(cases)
    .values({
      caseFlag: c.caseFlag,
      gallery: 'official',
      groupId: null,
      seedKey: c.seedKey,
      category: c.category,
      name: c.name,
      description: c.description,
      thumbnailUrl: c.thumbnailUrl,
      body: c.build({ basePath }),
      // The gallery lists by creation time; inside one transaction now() is one instant for every row.
      createdAt: sql`clock_timestamp()`,
    })
    .onConflictDoUpdate({
      target: cases.seedKey,
      set: {
        name: sql`excluded.name`,
        category: sql`excluded.category`,
        description: sql`excluded.description`,
        thumbnailUrl: sql`excluded.thumbnail_url`,
        body: sql`excluded.body`,
        updatedAt: sql`now()`,
      },
    });
}
