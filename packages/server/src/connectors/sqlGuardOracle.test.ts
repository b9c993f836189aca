import { describe, expect, it } from 'vitest';
import { prepareSql } from './sqlGuard.js';

/**
 * SECURITY-CASES #10 for Oracle: each query below is sent through the same prepareSql every SQL path
 * calls, and is judged by Oracle's own grammar. The refusals carry the guard's message in both languages.
 */
const judge = (sql: string, vars: Record<string, unknown> = {}) => prepareSql('oracle', sql, vars);

describe('Oracle SQL guard (Oracle grammar)', () => {
  it.each([
    'select * from items where rownum < 3',
    'select x from v$session',
    "select to_char(sysdate, 'YYYY') from dual",
    "select name from items where note = 'it''s' and id = ${id}",
    'with q as (select 1 a from dual) select a from q',
    'select level from dual connect by level < 5',
    'select name from items order by name fetch first 5 rows only',
    "select 'C:\\tmp' as path from dual",
    'select count(*) from items i join orders o on o.item_id = i.id group by i.name having count(*) > 1;',
    'select * from (select name, rank() over (order by price desc) r from items) where r <= 3',
  ])('lets %s through', async (sql) => {
    await expect(judge(sql, { id: 1 })).resolves.toMatchObject({ text: expect.any(String) });
  });

  it('reports whether the outer query limits itself (FETCH FIRST), not a nested one', async () => {
    expect((await judge('select name from items fetch first 3 rows only')).limited).toBe(true);
    expect((await judge('select * from (select name from items fetch first 3 rows only)')).limited).toBe(
      false,
    );
  });

  it.each<[string, RegExp]>([
    // DML and DDL
    ['delete from items', /only queries/],
    ["update items set name = 'x'", /only queries/],
    ["insert into items values (1, 'x')", /only queries/],
    ['merge into items i using dual on (1 = 1) when matched then update set name = null', /only queries/],
    ['drop table items', /only queries/],
    ['create table x as select * from items', /only queries/],
    ['truncate table items', /only queries|one statement/],
    ['grant select on items to public', /only queries/],
    ['lock table items in exclusive mode', /only queries/],
    ['commit', /only queries/],
    // PL/SQL
    ["begin execute immediate 'drop table items'; end;", /only queries|PL\/SQL/],
    ['declare n number; begin delete from items; end;', /only queries|PL\/SQL/],
    ['with function f return number is begin return 1; end; select f from dual', /PL\/SQL|parsed/],
    ["call dbms_output.put_line('x')", /only queries|dbms_/],
    // Packages that run SQL text, reach the network or stall; with and without parentheses
    ["select dbms_xmlgen.getxml('delete from items') from dual", /dbms_xmlgen/],
    ['select dbms_pipe.receive_message(1, 10) from dual', /dbms_pipe/],
    ['select dbms_random.value from dual', /dbms_random/],
    ["select utl_http.request('http://169.254.169.254/') from dual", /utl_http/],
    ["select utl_inaddr.get_host_address('x') from dual", /utl_inaddr/],
    ['select "DBMS_LOCK"."SLEEP"(5) from dual', /dbms_lock/i],
    ["select ctxsys.drithsx.sn(1, 'x') from dual", /ctxsys/],
    ["select httpuritype('http://x/').getclob() from dual", /httpuritype/],
    // Database links
    ['select * from secrets@otherdb', /database links/],
    ['select * from items where id in (select id from secrets@otherdb)', /database links/],
    ['select * from secrets@otherdb.corp', /database links|parsed|one statement/],
    // Locking and INTO
    ['select * from items for update', /FOR UPDATE/],
    ['select * from items for update nowait', /FOR UPDATE/],
    ['select name into :p0 from items', /INTO|parsed/],
    // Several statements, also hidden behind comments
    ['select 1 from dual; delete from items', /one statement|parsed/],
    ['select 1 from dual /* hidden */; drop table items', /one statement|parsed/],
    ['select 1 from dual --\n; delete from items', /one statement|parsed/],
    ['select 1 from dual\n/\ndelete from items', /one statement|parsed|only queries/],
    ['select 1 from dual /* not closed', /not closed/],
    ['select /*+ opt_param(1) */ 1 from dual', /executable comments/],
    // Not Oracle SQL at all
    ['this is not sql', /parsed/],
    ["select q'[it's]' from dual", /q'/],
  ])('refuses %s', async (sql, why) => {
    const refusal = judge(sql);
    await expect(refusal).rejects.toThrow(why);
    // Every refusal speaks both languages.
    await expect(refusal).rejects.toMatchObject({ text: { zh: expect.stringMatching(/^SQL 被拒绝：/) } });
  });
});
