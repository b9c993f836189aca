import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DB } from '../test/harness.js';
import type { Database } from './client.js';
import { watchedReads } from './changes.js';

describe(`kept reads (${TEST_DB})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const setting = async (key: string) =>
    (
      await database.sql.query<{ value: unknown }>(
        'select value from sys_base_config where config_key = $1',
        [key],
      )
    )[0]?.value ?? null;

  it('a kept answer is served until its table changes, whoever writes it', async () => {
    const kept = watchedReads<unknown>(['sys_base_config']);
    let loads = 0;
    const read = () =>
      kept(database.db, 'k', () => {
        loads++;
        return setting('k');
      });

    expect(await read()).toBeNull();
    expect(await read()).toBeNull();
    expect(loads).toBe(1);

    // Raw SQL, not a service: the database itself tells.
    await database.sql.exec(`insert into sys_base_config (config_key, value) values ('k', '"one"')`);
    expect(await read()).toBe('one');
    expect(loads).toBe(2);

    // Inside a transaction the change counts once it is committed, not before.
    await database.withConnection(async (sql) => {
      await sql.exec('begin');
      await sql.exec(`update sys_base_config set value = '"two"' where config_key = 'k'`);
      await sql.exec('commit');
    });
    expect(await read()).toBe('two');
    await database.sql.exec('truncate sys_base_config');
    expect(await read()).toBeNull();
    expect(loads).toBe(4);
  });

  it('a write to a table the read does not watch keeps the answer; a rolled-back write does too', async () => {
    const kept = watchedReads<number>(['group_members']);
    let loads = 0;
    const read = () => kept(database.db, 'x', async () => ++loads);
    await read();
    await database.sql.exec(`insert into sys_base_config (config_key, value) values ('other', '1')`);
    await database.withConnection(async (sql) => {
      await sql.exec('begin');
      await sql.exec('delete from group_members');
      await sql.exec('rollback');
    });
    expect(await read()).toBe(1);
  });

  it('keys and databases are kept apart', async () => {
    const other = await freshDatabase();
    try {
      const kept = watchedReads<string>(['users']);
      expect(await kept(database.db, 'a', async () => 'A')).toBe('A');
      expect(await kept(database.db, 'b', async () => 'B')).toBe('B');
      expect(await kept(other.db, 'a', async () => 'other A')).toBe('other A');
      expect(await kept(database.db, 'a', async () => 'not read')).toBe('A');
    } finally {
      await other.close();
    }
  });
});
