import { afterAll, describe, expect, it } from 'vitest';
import { FilterPool } from './pool.js';

/**
 * The server's filter pool (issue 15 finding 3; SECURITY-CASES #16 and #17): filters run in worker threads
 * whose limits hold from outside the VM. Figures are memory and counts, never timings.
 */
const pool = new FilterPool({ size: 2 });
afterAll(() => pool.close());

/** The bomb: 300 arrays of 100,000 elements (QuickJS's own heap limit did not stop it). */
const BOMB =
  'const a = []; for (let i = 0; i < 300; i++) a.push(new Array(100000).fill(i)); return a.length;';
/**
 * The same bomb with typed arrays: 300 × 100,000 doubles (240 MB) also went straight past QuickJS's heap
 * limit in this thread, and it reaches the worker's cap quickly enough to run 100 times.
 */
const QUICK_BOMB =
  'const a = []; for (let i = 0; i < 300; i++) a.push(new Float64Array(100000)); return a.length;';
const MB = 1024 * 1024;

describe('filter pool', () => {
  it('runs filters in a worker and answers their data', async () => {
    expect(await pool.run('return data.map((x) => x * 2);', [1, 2, 3])).toMatchObject({
      ok: true,
      data: [2, 4, 6],
    });
  });

  it('issue 15 #3, SECURITY-CASES #17: the 300 × 100,000 memory bomb is stopped at the memory limit', async () => {
    const results = await Promise.all([1, 2].map(() => pool.run(BOMB, null, { timeoutMs: 60_000 })));
    for (const r of results) expect(r).toMatchObject({ ok: false, error: { code: 'memory' } });
  });

  it('SECURITY-CASES #17: 100 memory-bomb runs leave resident memory bounded, and the pool keeps serving', async () => {
    // Both workers exist and have grown to their caps before the baseline is taken.
    await Promise.all([1, 2].map(() => pool.run(QUICK_BOMB, null, { timeoutMs: 60_000 })));
    const before = process.memoryUsage().rss;
    const results = await Promise.all(
      Array.from({ length: 100 }, () => pool.run(QUICK_BOMB, null, { timeoutMs: 60_000 })),
    );
    const grown = process.memoryUsage().rss - before;
    expect(results.every((r) => !r.ok && r.error.code === 'memory')).toBe(true);
    // Unbounded, each run would keep its bomb (hundreds of MB each); bounded, nothing accumulates.
    expect(grown).toBeLessThan(96 * MB);
    expect(await pool.run('return 1 + 1;', null)).toMatchObject({ ok: true, data: 2 });
  });

  it('SECURITY-CASES #16: a loop QuickJS cannot interrupt in time is terminated, and the next run is served', async () => {
    // QuickJS checks its deadline every 10,000 loop turns; each turn here is a long native fill, so the
    // VM's own deadline would come minutes late. The pool terminates the worker instead.
    const stuck = 'for (let i = 0; i < 1e9; i++) new Array(100000).fill(i); return 1;';
    const replaced = pool.stats().replaced;
    const r = await pool.run(stuck, null, { timeoutMs: 300 });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'timeout', message: expect.stringMatching(/stopped/) },
    });
    expect(pool.stats().replaced).toBe(replaced + 1);
    expect(await pool.run('return data;', 'still here')).toMatchObject({ ok: true, data: 'still here' });
  });

  it('issue 15 #3: a chain stops when its request budget is used up', async () => {
    const spin = (ms: number) => `const t = Date.now(); while (Date.now() - t < ${ms}) {} return data;`;
    const filters = Array.from({ length: 8 }, (_, i) => ({ id: `f${i}`, code: spin(400) }));
    const r = await pool.runChain(filters, [1], {}, { budgetMs: 1000 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('timeout');
      // Never more than the filters the budget could hold (1000 / 400), however busy the machine.
      expect(r.index).toBeLessThanOrEqual(3);
    }
  });
});
