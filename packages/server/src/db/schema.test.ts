import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { freshDatabase } from '../test/harness.js';
import type { Database } from './client.js';
import { migrate } from './migrate.js';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('migrations and the drizzle schema', () => {
  it('agree on every table and column (name, type, nullability)', async () => {
    const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTableClass));
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const cfg = getTableConfig(table);
      const cols = await database.sql.query<{ column_name: string; udt_name: string; is_nullable: string }>(
        `select column_name, udt_name, is_nullable from information_schema.columns where table_schema = current_schema() and table_name = $1`,
        [cfg.name],
      );
      expect(cols.length, `table ${cfg.name} exists`).toBeGreaterThan(0);
      const db = new Map(cols.map((c) => [c.column_name, c]));
      for (const col of cfg.columns) {
        const found = db.get(col.name);
        expect(found, `${cfg.name}.${col.name}`).toBeDefined();
        expect(found!.is_nullable === 'NO', `${cfg.name}.${col.name} not null`).toBe(col.notNull);
        expect(found!.udt_name, `${cfg.name}.${col.name} type`).toBe(udtOf(col.getSQLType()));
      }
      expect(cols.length, `${cfg.name} has no column drizzle does not know`).toBe(cfg.columns.length);
    }
  });

  it('running the migrations again applies nothing', async () => {
    expect(await migrate(database)).toEqual([]);
  });
});

function udtOf(sqlType: string): string {
  const t = sqlType.toLowerCase();
  if (t.startsWith('timestamp')) return t.includes('with time zone') ? 'timestamptz' : 'timestamp';
  return (
    {
      integer: 'int4',
      smallint: 'int2',
      bigint: 'int8',
      boolean: 'bool',
      'double precision': 'float8',
      real: 'float4',
    }[t] ?? t.replace(/\(.*\)/, '')
  );
}
