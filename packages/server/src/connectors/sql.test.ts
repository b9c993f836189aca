import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveServices } from './liveTestkit.js';
import { mysqlOptions, runMysql } from './mysql.js';
import { runPostgres } from './postgres.js';
import { parseAllowList } from './ip.js';
import {
  assertNotAppDatabase,
  DEFAULT_SQL_LIMITS,
  pinTarget,
  type SqlDriver,
  type SqlTarget,
} from './sql.js';
import { prepareSql } from './sqlGuard.js';
import type { SourceKind } from './types.js';

/**
 * The SQL connectors against the machine's MariaDB (127.0.0.1:3306, root, db test) and PostgreSQL
 * (127.0.0.1:5432, postgres, db test), reached the way every source is: through pinTarget under an
 * address policy that allow-lists loopback (as DATA_ALLOW_HOSTS=127.0.0.1 would). Each suite is skipped,
 * with a message, when its server does not answer — unless REQUIRE_SERVICES=1, when a missing server
 * fails the run. The address attacks themselves are in sql-address.test.ts.
 */
const table = `tc_items_${randomBytes(4).toString('hex')}`;
const ROWS = [1, 2, 3, 4, 5].map((id) => ({ id, name: `item${id}` }));

const { mysql: mysqlUp, postgreSQL: pgUp } = await liveServices('SQL connector tests');

const limits = { ...DEFAULT_SQL_LIMITS, timeoutMs: 5000 };

function suite(
  kind: SourceKind,
  up: boolean,
  driver: SqlDriver,
  target: SqlTarget,
  admin: { exec(sql: string): Promise<unknown>; count(): Promise<number>; close(): Promise<void> } | null,
) {
  describe.skipIf(!up)(`${kind} connector (live)`, () => {
    afterAll(async () => {
      await admin?.exec(`DROP TABLE IF EXISTS ${table}`);
      await admin?.close();
    });

    it('runs a guarded query with bound variables', async () => {
      const bound = await prepareSql(
        kind,
        `SELECT id, name FROM ${table} WHERE id >= \${min} AND name <> '\${skip}' ORDER BY id`,
        { min: 2, skip: 'item3' },
      );
      const res = await driver(target, bound, limits);
      expect((res.data as { id: unknown }[]).map((r) => Number(r.id))).toEqual([2, 4, 5]);
      expect(res.meta.columns).toEqual(['id', 'name']);
    });

    it('a variable carrying SQL is a value, not SQL', async () => {
      const bound = await prepareSql(kind, `SELECT id FROM ${table} WHERE name = \${n}`, {
        n: "x' OR '1'='1",
      });
      expect((await driver(target, bound, limits)).data).toEqual([]);
    });

    // SECURITY-CASES #12: row cap
    it('caps the rows and says so', async () => {
      const res = await driver(target, await prepareSql(kind, `SELECT * FROM ${table} ORDER BY id`, {}), {
        ...limits,
        maxRows: 3,
      });
      expect(res.meta).toMatchObject({ rows: 3, truncated: true });
    });

    // SECURITY-CASES #10: the read-only transaction holds without the guard
    it('the read-only transaction refuses writes on its own (guard bypassed)', async () => {
      for (const text of [
        `DELETE FROM ${table}`,
        `UPDATE ${table} SET name = 'x'`,
        `INSERT INTO ${table} VALUES (9, 'x')`,
      ]) {
        await expect(
          driver(target, { text, params: [] }, { ...limits, wrap: false }),
          text,
        ).rejects.toMatchObject({ kind: 'refused' });
      }
      if (kind === 'postgreSQL')
        await expect(
          driver(
            target,
            { text: `WITH d AS (DELETE FROM ${table} RETURNING *) SELECT * FROM d`, params: [] },
            { ...limits, wrap: false },
          ),
        ).rejects.toMatchObject({ kind: 'refused' });
      expect(await admin!.count()).toBe(ROWS.length);
    });

    // SECURITY-CASES #11: a long query is cancelled at the timeout
    it('stops a query at the statement timeout', async () => {
      const sleep = kind === 'mysql' ? 'SELECT SLEEP(5) AS s' : 'SELECT pg_sleep(5)';
      const started = Date.now();
      await expect(
        driver(target, { text: sleep, params: [] }, { ...limits, timeoutMs: 1000, wrap: false }),
      ).rejects.toThrow(/timed out/);
      expect(Date.now() - started).toBeLessThan(4000);
    });

    it('maps a wrong password to a clear message', async () => {
      const bad = { ...target, cfg: { ...target.cfg, user: 'tc_no_such_user' }, password: 'wrong' };
      await expect(driver(bad, { text: 'SELECT 1', params: [] }, limits)).rejects.toThrow(
        /user name or password|could not be reached|does not exist/,
      );
    });
  });
}

let my: mysql.Connection | null = null;
let pgc: pg.Client | null = null;
beforeAll(async () => {
  if (mysqlUp) {
    my = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: 'test' });
    await my.query(`CREATE TABLE ${table} (id INT PRIMARY KEY, name VARCHAR(40))`);
    await my.query(`INSERT INTO ${table} VALUES ${ROWS.map((r) => `(${r.id}, '${r.name}')`).join(',')}`);
  }
  if (pgUp) {
    pgc = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' });
    await pgc.connect();
    await pgc.query(`CREATE TABLE ${table} (id INT PRIMARY KEY, name VARCHAR(40))`);
    await pgc.query(`INSERT INTO ${table} VALUES ${ROWS.map((r) => `(${r.id}, '${r.name}')`).join(',')}`);
  }
});

const loopbackAllowed = { allow: parseAllowList(['127.0.0.1']) };
const myTarget: SqlTarget = await pinTarget(
  { host: '127.0.0.1', port: 3306, database: 'test', user: 'root' },
  '',
  loopbackAllowed,
);
const pgTarget: SqlTarget = await pinTarget(
  { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' },
  '',
  loopbackAllowed,
);

suite('mysql', mysqlUp, runMysql, myTarget, {
  exec: (s) => my!.query(s),
  count: async () =>
    Number(((await my!.query(`SELECT count(*) n FROM ${table}`))[0] as { n: number }[])[0]!.n),
  close: () => my!.end(),
});
suite('postgreSQL', pgUp, runPostgres, pgTarget, {
  exec: (s) => pgc!.query(s),
  count: async () => Number((await pgc!.query(`SELECT count(*) n FROM ${table}`)).rows[0].n),
  close: () => pgc!.end(),
});

describe.skipIf(!mysqlUp)('mysql LOCAL INFILE', () => {
  // SECURITY-CASES #9: a server asking for LOCAL INFILE gets nothing
  it('the connection cannot send a local file even outside a read-only transaction', async () => {
    const conn = await mysql.createConnection(mysqlOptions(myTarget, limits));
    try {
      await conn.query('CREATE TEMPORARY TABLE tc_infile (line TEXT)');
      await expect(
        conn.query("LOAD DATA LOCAL INFILE '/etc/hostname' INTO TABLE tc_infile"),
      ).rejects.toThrow();
      const [rows] = await conn.query('SELECT count(*) n FROM tc_infile');
      expect(Number((rows as { n: number }[])[0]!.n)).toBe(0);
    } finally {
      conn.destroy();
    }
  });
});

describe("never the app's own database", () => {
  const resolve = async (h: string) =>
    h === 'localhost' ? ['127.0.0.1'] : h === 'db.internal' ? ['10.0.0.5'] : [h];
  const url = 'postgres://tc:pw@localhost:5432/twincanvas';
  const cfg = (host: string, port: number, database: string) => ({ host, port, database, user: 'x' });
  it('refuses the same host, port and database by any name', async () => {
    await expect(
      assertNotAppDatabase(cfg('localhost', 5432, 'twincanvas'), url, resolve),
    ).rejects.toMatchObject({ kind: 'refused' });
    await expect(
      assertNotAppDatabase(cfg('127.0.0.1', 5432, 'TwinCanvas'), url, resolve),
    ).rejects.toMatchObject({ kind: 'refused' });
    await expect(
      assertNotAppDatabase(cfg('127.0.0.2', 5432, 'twincanvas'), url, resolve),
    ).rejects.toMatchObject({ kind: 'refused' });
  });
  it('lets other databases through', async () => {
    await expect(
      assertNotAppDatabase(cfg('localhost', 5432, 'reports'), url, resolve),
    ).resolves.toBeUndefined();
    await expect(
      assertNotAppDatabase(cfg('db.internal', 5432, 'twincanvas'), url, resolve),
    ).resolves.toBeUndefined();
    await expect(
      assertNotAppDatabase(cfg('localhost', 5432, 'twincanvas'), undefined, resolve),
    ).resolves.toBeUndefined();
  });
});
