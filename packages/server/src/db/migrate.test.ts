import { describe, expect, it } from 'vitest';
import { freshPgDatabase, pgReachable } from '../reliability/processes.testkit.js';
import { openDatabase } from './client.js';
import { loadMigrations, migrate } from './migrate.js';

const pg = await pgReachable();
if (!pg && process.env.REQUIRE_SERVICES === '1')
  throw new Error('REQUIRE_SERVICES=1 but PostgreSQL does not answer');

// Several nodes start at once on one empty PostgreSQL database (a rolling deploy, the two-node test):
// each runs the migrations, and none may die on the other's half-created tables.
describe.skipIf(!pg || process.env.TEST_DB === 'postgres')(
  'migrations started by several processes at once',
  () => {
    it('apply every step exactly once and let every process start', async () => {
      const all = await loadMigrations();
      for (let round = 0; round < 3; round++) {
        const target = await freshPgDatabase('tc_migrate');
        const databases = await Promise.all(
          [0, 1, 2, 3].map(() => openDatabase({ databaseUrl: target.url })),
        );
        try {
          const applied = await Promise.all(databases.map((d) => migrate(d, all)));
          // Together they applied each step once; whoever came later found nothing left to do.
          expect(applied.flat().sort()).toEqual(all.map((m) => m.id).sort());
          const rows = await databases[0]!.sql.query<{ n: string }>(
            'select count(*)::text as n from _migrations',
          );
          expect(Number(rows[0]!.n)).toBe(all.length);
        } finally {
          await Promise.all(databases.map((d) => d.close()));
          await target.drop();
        }
      }
    }, 120_000);
  },
);
