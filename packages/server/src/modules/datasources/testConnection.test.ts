import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE, liveServices } from '../../connectors/liveTestkit.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, type Who } from '../../test/workspace.js';

/**
 * Test connection: a malformed request is a 400 that names the problem (issue 16 item 22), and a
 * successful test warns when the source's account is a superuser (issue 15 finding 1: the second line of
 * defence is a SELECT-only role). Against the machine's real PostgreSQL and MariaDB.
 */
const up = await liveServices('test-connection tests');
const reader = `tc_reader_${randomBytes(4).toString('hex')}`;
const READER_PW = 'Reader-pw-1';

let t: TestApp;
let admin: Who;

beforeAll(async () => {
  t = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'] });
  admin = await member(t);
  if (up.postgreSQL) {
    const c = new pg.Client({ ...LIVE.postgreSQL });
    await c.connect();
    await c.query(`CREATE ROLE ${reader} LOGIN PASSWORD '${READER_PW}'`);
    await c.end();
  }
  if (up.mysql) {
    const c = await mysql.createConnection({ ...LIVE.mysql });
    await c.query(`CREATE USER '${reader}'@'%' IDENTIFIED BY '${READER_PW}'`);
    await c.query(`GRANT SELECT ON test.* TO '${reader}'@'%'`);
    await c.end();
  }
});

afterAll(async () => {
  await t?.close();
  if (up.postgreSQL) {
    const c = new pg.Client({ ...LIVE.postgreSQL });
    await c.connect();
    await c.query(`DROP ROLE IF EXISTS ${reader}`);
    await c.end();
  }
  if (up.mysql) {
    const c = await mysql.createConnection({ ...LIVE.mysql });
    await c.query(`DROP USER IF EXISTS '${reader}'@'%'`);
    await c.end();
  }
});

const test = (body: object, lang = 'en') =>
  t.call({
    method: 'POST',
    url: '/api/remote/source/testConnection',
    token: admin.token,
    group: admin.groupId,
    headers: { 'accept-language': lang },
    payload: body,
  });

describe('issue 16 #22: a malformed test-connection request is a 400', () => {
  it('an unknown field is refused by name, not answered code 0', async () => {
    const res = await test({ type: 'mysql', config: { ...LIVE.mysql }, colour: 'red' });
    expect(res.status).toBe(400);
    expect(res.body.code).not.toBe('0');
    expect(res.body.msg).toMatch(/colour/);
  });

  it('an unknown kind and invalid settings are 400 too', async () => {
    expect((await test({ type: 'nosuchdb', config: {} })).status).toBe(400);
    const bad = await test({ type: 'mysql', config: { host: '127.0.0.1', port: 'x', database: 'test' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/port/);
  });
});

for (const kind of ['postgreSQL', 'mysql'] as const)
  describe.skipIf(!up[kind])(`issue 15 #1: superuser warning (${kind}, live)`, () => {
    // SECURITY-CASES #10, #13: an account with more than SELECT is flagged
    it('a superuser account connects, with a warning naming what it holds (zh and en)', async () => {
      const body = { type: kind, config: { ...LIVE[kind] }, secrets: { password: '' } };
      const en = await test(body, 'en');
      expect(en.body.data).toMatchObject({ success: true });
      expect(en.body.data.warning).toMatch(/SELECT-only database role/);
      expect(en.body.data.warning).toMatch(kind === 'postgreSQL' ? /SUPERUSER/ : /SUPER|FILE/);
      const zh = await test(body, 'zh-CN');
      expect(zh.body.data.warning).toMatch(/只有 SELECT 权限/);
    });

    it('a SELECT-only account connects without a warning', async () => {
      const res = await test({
        type: kind,
        config: { ...LIVE[kind], user: reader },
        secrets: { password: READER_PW },
      });
      expect(res.body.data).toMatchObject({ success: true, warning: '' });
    });
  });
