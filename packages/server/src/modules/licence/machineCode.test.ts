import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { ADMIN, migratedPgliteDump, TEST_DB, TEST_PG_URL, testConfig } from '../../test/harness.js';
import { bootstrapAdmin } from '../users/bootstrap.js';

/**
 * The machine code must outlive the server process and the container: a private installation whose
 * container is recreated (new host name) on the same data keeps its licence. Each "installation" here is a
 * data folder (PGlite) or a database of the machine's PostgreSQL that is opened again by a new app.
 */
const dirs: string[] = [];
const databases: string[] = [];

function installation(): { open(): Promise<Database> } {
  if (TEST_DB === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tc-machine-'));
    dirs.push(dir);
    const folder = path.join(dir, 'pglite');
    let seeded = false;
    return {
      async open() {
        // Seeded once from the migrated template (initdb on disk costs a minute on a loaded machine).
        if (!seeded) {
          const first = await PGlite.create(folder, { loadDataDir: await migratedPgliteDump() });
          await first.close();
          seeded = true;
        }
        return openDatabase({ pgliteDir: folder });
      },
    };
  }
  const name = `tc_machine_${randomBytes(6).toString('hex')}`;
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  let made = false;
  return {
    async open() {
      if (!made) {
        // A plain new database (not the template): the licence_installation row is made on first use.
        const admin = new pg.Client({ connectionString: TEST_PG_URL });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        databases.push(name);
        made = true;
      }
      return openDatabase({ databaseUrl: url.toString() });
    },
  };
}

/** Starts the server on the installation's data under the given host name, reads the code, stops it. */
async function codeOf(inst: { open(): Promise<Database> }, hostname: string): Promise<string> {
  vi.spyOn(os, 'hostname').mockReturnValue(hostname);
  const database = await inst.open();
  await migrate(database);
  const app = await buildApp({
    config: testConfig({ edition: 'private' }),
    database,
    serveWeb: false,
  });
  try {
    await bootstrapAdmin(database.db, { ...ADMIN, log: app.log });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/userPro/login', payload: ADMIN });
    const token = login.json<{ data: { access_token: string } }>().data.access_token;
    const res = await app.inject({
      method: 'POST',
      url: '/api/verification/generateMachineCode',
      headers: { authorization: `Bearer ${token}` },
    });
    return res.json<{ data: { machineCode: string } }>().data.machineCode;
  } finally {
    await app.close();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  if (databases.length) {
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

describe('machine code across restarts (docs/deployment.md#licence-keys)', () => {
  it('is the same after the server restarts on the same data, even in a recreated container', async () => {
    const inst = installation();
    const first = await codeOf(inst, 'container-a1b2c3');
    const recreated = await codeOf(inst, 'container-ffee99');
    expect(first).toMatch(/^TCMC1;[0-9A-F-]{36};[0-9A-F]{16}$/);
    expect(recreated).toBe(first);
  }, 300_000);

  it('differs for another installation on the same machine', async () => {
    const a = await codeOf(installation(), 'same-host');
    const b = await codeOf(installation(), 'same-host');
    expect(b).not.toBe(a);
  }, 300_000);
});
