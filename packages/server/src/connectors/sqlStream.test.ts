import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import type mssql from 'mssql';
import type oracledb from 'oracledb';
import { describe, expect, it } from 'vitest';
import { LIMITS } from './errors.js';
import { streamOracle } from './oracle.js';
import { DEFAULT_SQL_LIMITS, type SqlLimits } from './sql.js';
import { streamMssql } from './sqlserver.js';

/**
 * Finding 7 and SECURITY-CASES #12 for the dialects without a server on this machine (SQL Server,
 * Oracle): the connectors' own row-stream code (streamMssql, streamOracle → collectRows, the same path
 * MySQL and PostgreSQL take against their live servers in sql-attacks.test.ts) reads an answer under the
 * 10 MB byte cap and stops the driver mid-answer. The drivers' side is played by what they hand over:
 * an object-mode Readable for oracledb's queryStream, an event emitter for mssql's stream mode.
 */
const row = (i: number) => ({ ID: i, PAD: 'x'.repeat(1024 * 1024) });

/** 24 rows of 1 MB each, as the attack sent them; counts how many the consumer pulled. */
function megabyteRows(count = 24) {
  let pulled = 0;
  const stream = Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) {
        pulled += 1;
        yield row(i);
      }
    })(),
  );
  return { stream, pulled: () => pulled };
}

describe('SECURITY-CASES #12: Oracle answers are byte-capped while they stream', () => {
  it('24 rows of 1 MB: refused at the 10 MB cap, the stream destroyed mid-answer', async () => {
    expect(DEFAULT_SQL_LIMITS.maxBytes).toBe(LIMITS.sqlMaxBytes);
    const { stream, pulled } = megabyteRows();
    const conn = { queryStream: () => stream } as unknown as oracledb.Connection;
    await expect(
      streamOracle(conn, { text: 'select * from big', params: [] }, DEFAULT_SQL_LIMITS),
    ).rejects.toThrow(/larger than the 10 MB limit/);
    expect(stream.destroyed).toBe(true);
    expect(pulled()).toBeLessThan(24);
  });

  it('stops after maxRows + 1 rows (queryStream ignores maxRows) and answers the small ones', async () => {
    const small = Readable.from(Array.from({ length: 50 }, (_, i) => ({ ID: i })));
    const conn = { queryStream: () => small } as unknown as oracledb.Connection;
    const limits: SqlLimits = { ...DEFAULT_SQL_LIMITS, maxRows: 10 };
    const rows = await streamOracle(conn, { text: 'select id from t', params: [] }, limits);
    expect(rows).toHaveLength(11);
    expect(small.destroyed).toBe(true);
  });
});

/** What mssql's Request does in stream mode: 'row' per row, then 'done'; cancel() stops it. */
class StreamingRequest extends EventEmitter {
  stream = false;
  cancelled = false;
  sent = 0;
  constructor(private readonly rows: number) {
    super();
  }
  query(): this {
    if (!this.stream) throw new Error('the connector must use stream mode');
    const next = () => {
      if (this.cancelled)
        return void this.emit('error', Object.assign(new Error('Canceled.'), { code: 'ECANCEL' }));
      if (this.sent === this.rows) return void this.emit('done', { rowsAffected: [this.sent] });
      this.emit('row', row(this.sent++));
      setImmediate(next);
    };
    setImmediate(next);
    return this;
  }
  cancel(): boolean {
    this.cancelled = true;
    return true;
  }
}

describe('SECURITY-CASES #12: SQL Server answers are byte-capped while they stream', () => {
  it('24 rows of 1 MB: refused at the 10 MB cap and the request cancelled', async () => {
    const req = new StreamingRequest(24);
    await expect(
      streamMssql(req as unknown as mssql.Request, 'SELECT * FROM big', DEFAULT_SQL_LIMITS),
    ).rejects.toThrow(/larger than the 10 MB limit/);
    expect(req.cancelled).toBe(true);
    expect(req.sent).toBeLessThan(24);
  });

  it('an answer under the cap comes back whole', async () => {
    const req = new StreamingRequest(3);
    const rows = await streamMssql(req as unknown as mssql.Request, 'SELECT 1', DEFAULT_SQL_LIMITS);
    expect(rows).toHaveLength(3);
    expect(req.cancelled).toBe(false);
  });
});
