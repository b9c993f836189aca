import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cases } from '../../db/schema/index.js';
import { OFFICIAL_CASES } from './official/index.js';

/**
 * Writes the shipped official cases (idempotent: keyed by seed_key, so every start leaves exactly one row
 * per case with the current document, and concurrent starts cannot duplicate them).
 */
export async function seedOfficialCases(db: Db): Promise<number> {
  for (const c of OFFICIAL_CASES) {
    await db
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
        body: c.build(),
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
  return OFFICIAL_CASES.length;
}
