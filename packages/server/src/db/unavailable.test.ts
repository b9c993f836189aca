import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ChangeFeedError } from './changes.js';
import { isDatabaseUnavailable } from './client.js';

/** The socket error pg-pool raises when PostgreSQL goes away under a pooled session. */
const reset = () =>
  Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' });

describe('which errors mean the database cannot be reached (503, not 500)', () => {
  it('a query drizzle ran whose session was reset (PostgreSQL stopping: the CI failure)', () => {
    const err = new DrizzleQueryError('select "token_version" from "users" where "id" = $1', ['x'], reset());
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('a reset under the read of the change counts (kept rights on PostgreSQL: a flaky 500 in CI)', () => {
    expect(isDatabaseUnavailable(new ChangeFeedError(reset()))).toBe(true);
  });

  it('a reset that did not come from a database query is not the database', () => {
    expect(isDatabaseUnavailable(reset())).toBe(false);
    expect(isDatabaseUnavailable(new Error('upstream', { cause: reset() }))).toBe(false);
  });

  it('SQLSTATEs of a database going away, wrapped or not', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], shutdown))).toBe(true);
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    expect(isDatabaseUnavailable(new DrizzleQueryError('selec 1', [], syntax))).toBe(false);
  });
});
