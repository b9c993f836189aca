import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, SqlRunner } from './client.js';

/**
 * Hand-written SQL migrations, one module per step in ./migrations (`NNNN_name.ts`, default export = SQL).
 * Numbered files let every area add its tables without a shared generated journal to conflict on, and
 * the same files run on PGlite and PostgreSQL. An advisory lock keeps two starting processes apart.
 */
const LOCK_KEY = 774411;

export interface Migration {
  id: string;
  sql: string;
}

export async function loadMigrations(): Promise<Migration[]> {
  const dir = new URL('./migrations/', import.meta.url);
  const files = readdirSync(fileURLToPath(dir))
    .filter((f) => /^\d{4}_[\w-]+\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
  const out: Migration[] = [];
  for (const f of files) {
    const mod = (await import(new URL(f, dir).href)) as { default: string };
    out.push({ id: f.replace(/\.(ts|js)$/, ''), sql: mod.default });
  }
  return out;
}

export async function migrate(database: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return database.withConnection((sql) => runMigrations(sql, all));
}

async function runMigrations(sql: SqlRunner, all: Migration[]): Promise<string[]> {
  // The lock comes first: two processes running `create table if not exists` at once on PostgreSQL can
  // both pass the "not exists" check and one dies on pg_type's unique index.
  await sql.query('select pg_advisory_lock($1)', [LOCK_KEY]);
  const applied: string[] = [];
  try {
    await sql.exec(
      `create table if not exists _migrations (id text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set((await sql.query<{ id: string }>('select id from _migrations')).map((r) => r.id));
    for (const m of all) {
      if (done.has(m.id)) continue;
      // One transaction per step: a failing migration leaves the database as the previous step left it.
      await sql
        .exec(
          `begin;\n${m.sql}\n;insert into _migrations (id) values ('${m.id.replace(/'/g, "''")}');\ncommit;`,
        )
        .catch(async (err: unknown) => {
          await sql.exec('rollback').catch(() => undefined);
          throw new Error(`Migration ${m.id} failed: ${(err as Error).message}`);
        });
      applied.push(m.id);
    }
  } finally {
    await sql.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
  }
  return applied;
}
