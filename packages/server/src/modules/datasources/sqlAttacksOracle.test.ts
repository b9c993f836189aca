import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';

/**
 * SECURITY-CASES #10 and #13 for Oracle, sent as the attacker would: POST /api/previewData/getData with
 * a stored Oracle source and the caller's own SQL. No Oracle server runs on this machine; the source
 * points at a loopback listener that counts connections, so "refused before any connection attempt"
 * is checked by the count staying at zero — and a plain SELECT through the same source does reach it,
 * which shows the count would move if the guard let something through.
 */
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

let t: TestApp;
let admin: Who;
let sourceId = '';
let connections = 0;
const open = new Set<Socket>();
const srv = createServer((s) => {
  connections++;
  open.add(s);
  s.on('error', () => undefined);
  s.destroy();
});

function getData(sql: string, lang: 'zh-CN' | 'en') {
  return t.call({
    method: 'POST',
    url: '/api/previewData/getData',
    token: admin.token,
    group: admin.groupId,
    headers: { 'accept-language': lang },
    payload: { data: b64({ type: 'oracle', param: { sourceId, sql } }) },
  });
}

beforeAll(async () => {
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  t = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'] });
  admin = await member(t);
  sourceId = (
    await okPoster(t, admin)('/remote/source/saveOrUpdate', {
      name: 'oracle attack target',
      type: 'oracle',
      config: { host: '127.0.0.1', port, database: 'ORCL', user: 'reader', sql: 'select 1 from dual' },
      secrets: { password: 'pw' },
    })
  ).id;
});

afterAll(async () => {
  await t?.close();
  for (const s of open) s.destroy();
  srv.close();
});

describe('Oracle: caller SQL through previewData/getData is judged by the Oracle grammar', () => {
  it.each<[string, RegExp]>([
    ["begin execute immediate 'drop table items'; end;", /PL\/SQL|EXECUTE IMMEDIATE/],
    ['declare n number; begin delete from items; end;', /PL\/SQL/],
    ["select dbms_xmlgen.getxml('delete from items') from dual", /dbms_xmlgen/i],
    ['select dbms_random.value from dual', /dbms_random/],
    ["select utl_http.request('http://169.254.169.254/latest/meta-data/') from dual", /utl_http/i],
    ['select * from secrets@otherdb', /database links/],
    ['select * from items for update', /FOR UPDATE/],
    ['delete from items', /only queries/],
    ['drop table items', /only queries/],
    ['select 1 from dual; delete from items', /one statement|parsed/],
    ['select 1 from dual /* x */; drop table items', /one statement|parsed/],
    ['select 1 from dual --\n; delete from items', /one statement|parsed/],
  ])('SECURITY-CASES #10, #13: refused before any connection: %j', async (sql, why) => {
    const en = await getData(sql, 'en');
    expect(en.status, sql).toBe(400);
    expect(en.body.msg, sql).toMatch(/^SQL refused: /);
    expect(en.body.msg, sql).toMatch(why);
    const zh = await getData(sql, 'zh-CN');
    expect(zh.status, sql).toBe(400);
    expect(zh.body.msg, sql).toMatch(/^SQL 被拒绝：/);
    expect(connections, sql).toBe(0);
  });

  it('a plain SELECT passes the guard and goes on to the source (the listener sees it)', async () => {
    const res = await getData('select name from items where rownum <= 3', 'en');
    expect(res.status).toBe(502);
    expect(res.body.msg).not.toMatch(/SQL refused/);
    expect(connections).toBeGreaterThan(0);
  });
});
