import { describe, expect, it } from 'vitest';
import { bindVariables, prepareSql } from './sqlGuard.js';
import type { SourceKind } from './types.js';

const refusedBy = (kind: SourceKind, sql: string, vars = {}) => expect(prepareSql(kind, sql, vars)).rejects;

describe('SQL guard', () => {
  it.each<[SourceKind, string]>([
    ['mysql', 'SELECT id, name FROM items WHERE id > 2 ORDER BY id'],
    ['mysql', 'select a.x, count(*) c from a join b on a.id = b.aid group by a.x having count(*) > 1;'],
    ['postgreSQL', 'with t as (select 1 as x) select x from t'],
    ['postgreSQL', "select now()::text as t, coalesce(null, 'a') -- trailing comment"],
    ['sqlServer', 'SELECT TOP 5 * FROM items'],
    // A # comment is removed from the text that runs, as MariaDB would read it.
    ['mysql', 'SELECT 1 # hidden'],
  ])('lets a read-only query through (%s: %s)', async (kind, sql) => {
    await expect(prepareSql(kind, sql, {})).resolves.toBeTruthy();
  });

  it.each<[SourceKind, string]>([
    ['mysql', 'DELETE FROM items'],
    ['mysql', "UPDATE items SET name = 'x'"],
    ['mysql', "INSERT INTO items VALUES (9, 'x')"],
    ['mysql', 'DROP TABLE items'],
    ['mysql', 'SELECT 1; DROP TABLE items'], // stacked
    ['mysql', 'SELECT 1;DELETE FROM items;'],
    ['postgreSQL', 'select 1; update items set name = null'],
    ['postgreSQL', 'with gone as (delete from items returning *) select * from gone'], // writing CTE
    ['mysql', 'SELECT * FROM items INTO OUTFILE "/tmp/x"'],
    ['postgreSQL', 'select * into copy_of_items from items'],
    ['mysql', 'SELECT * FROM items FOR UPDATE'],
    ['mysql', 'SELECT * FROM items LOCK IN SHARE MODE'],
    ['postgreSQL', 'select * from items for update'],
    ['mysql', 'SELECT /*!50000 SLEEP(10) */ 1'], // executable comment
    ['mysql', 'SELECT 1 /*!, (DELETE FROM items) */'],
    ['mysql', 'SELECT /*+ MAX_EXECUTION_TIME(1) */ 1'],
    ['mysql', "SELECT LOAD_FILE('/etc/passwd')"],
    ['mysql', 'SELECT SLEEP(100)'],
    ['mysql', 'SELECT BENCHMARK(100000000, MD5(1))'],
    ['mysql', "SELECT GET_LOCK('x', 10)"],
    ['postgreSQL', "select lo_import('/etc/passwd')"],
    ['postgreSQL', "select pg_read_file('/etc/passwd')"],
    ['postgreSQL', "select * from dblink('host=x', 'select 1') as t(a int)"],
    ['postgreSQL', "select set_config('transaction_read_only', 'off', false)"],
    ['postgreSQL', 'select pg_sleep(100)'],
    ['postgreSQL', "select nextval('seq')"],
    ['postgreSQL', "select query_to_xml('delete from items', true, true, '')"],
    ['postgreSQL', 'select pg_catalog.pg_read_file($$x$$)'],
    ['sqlServer', "SELECT * FROM OPENROWSET('SQLNCLI', 'x', 'select 1')"],
    ['sqlServer', "EXEC xp_cmdshell 'dir'"],
    ['mysql', 'CALL proc()'],
    ['mysql', 'SET @a = 1'],
    ['mysql', 'LOCK TABLES items WRITE'],
    ['mysql', 'this is not sql'],
    ['mysql', ''],
  ])('refuses %s: %s', async (kind, sql) => {
    await refusedBy(kind, sql).toThrow(/SQL refused/);
  });

  it('turns variables into placeholders, never text', () => {
    const vars = { id: '1 OR 1=1; DROP TABLE items --', name: "o'hara" };
    expect(bindVariables('mysql', "select * from t where id = ${id} and n = '${name}'", vars)).toEqual({
      text: 'select * from t where id = ? and n = ?',
      params: [vars.id, vars.name],
    });
    expect(bindVariables('postgreSQL', 'select ${id}, ${name}', vars).text).toBe('select $1, $2');
    expect(bindVariables('sqlServer', 'select ${id}', vars).text).toBe('select @p0');
    expect(bindVariables('oracle', 'select ${id} from dual', vars).text).toBe('select :p0 from dual');
    // A placeholder inside a comment or a quoted identifier is left alone.
    expect(bindVariables('mysql', 'select 1 -- ${id}', vars).params).toEqual([]);
  });

  it('refuses a variable spliced into a longer literal and an unknown variable', async () => {
    await refusedBy('mysql', "select * from t where n like '%${name}%'", { name: 'x' }).toThrow(
      /inside a longer string/,
    );
    await refusedBy('mysql', 'select ${nope}', {}).toThrow(/has no value/);
  });
});
