import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER_CODE, DELETED_FILTER_CODE } from './constants.js';
import { resolveFilterCode, runFilterChain } from './chain.js';

const data = [1, 2, 3, 4];

describe('runFilterChain', () => {
  it('applies filters in order', async () => {
    const result = await runFilterChain(
      [
        { id: 'double', code: 'return data.map((x) => x * 2);' },
        { id: 'big', code: 'return data.filter((x) => x > 4);' },
        { id: 'sum', code: 'return data.reduce((a, b) => a + b, 0);' },
      ],
      data,
    );
    expect(result).toMatchObject({ ok: true, data: 14, applied: ['double', 'big', 'sum'] });
  });

  it('stops at the first failure and says which filter failed', async () => {
    const result = await runFilterChain(
      [
        { id: 1, code: DEFAULT_FILTER_CODE },
        { id: 2, code: 'console.log("in 2"); throw new Error("second broke");' },
        { id: 3, code: 'throw new Error("never runs");' },
      ],
      data,
    );
    expect(result).toEqual({
      ok: false,
      filterId: 2,
      index: 1,
      error: { code: 'runtime', message: 'Error: second broke' },
      logs: ['in 2'],
    });
  });

  it('with filterOn false passes the data through untouched', async () => {
    const input = { rows: data, when: new Date(0) };
    const result = await runFilterChain(
      [{ id: 'x', code: 'throw new Error("must not run");' }],
      input,
      undefined,
      {
        filterOn: false,
      },
    );
    expect(result).toEqual({ ok: true, data: input, ms: 0, applied: [] });
    expect(result.ok && result.data).toBe(input);
  });

  it('with no filters passes the data through untouched', async () => {
    const result = await runFilterChain([], data);
    expect(result.ok && result.data).toBe(data);
  });

  it('runs a filter whose code was deleted as pass-through code', async () => {
    expect(resolveFilterCode(undefined)).toBe(DELETED_FILTER_CODE);
    expect(resolveFilterCode(null)).toBe(DELETED_FILTER_CODE);
    expect(resolveFilterCode('  \n')).toBe(DELETED_FILTER_CODE);
    expect(resolveFilterCode('return 1;')).toBe('return 1;');
    const result = await runFilterChain(
      [{ id: 'gone', code: null }, { id: 'empty', code: '' }, { id: 'none' }],
      data,
    );
    expect(result).toMatchObject({ ok: true, data, applied: ['gone', 'empty', 'none'] });
  });

  it('passes vars and limits to every filter', async () => {
    const result = await runFilterChain(
      [
        { id: 'a', code: 'return data.filter((x) => x >= vars.min);' },
        { id: 'b', code: 'return data.map((x) => x + vars.add);' },
      ],
      data,
      { min: 3, add: 10 },
    );
    expect(result).toMatchObject({ ok: true, data: [13, 14] });
    const slow = await runFilterChain([{ id: 'loop', code: 'while (true) {}' }], data, {}, { timeoutMs: 50 });
    expect(slow).toMatchObject({ ok: false, filterId: 'loop', error: { code: 'timeout' } });
  });

  it('each filter of a chain starts from a fresh VM', async () => {
    const result = await runFilterChain(
      [
        { id: 'set', code: 'globalThis.shared = 1; return data;' },
        { id: 'read', code: 'return typeof shared;' },
      ],
      data,
    );
    expect(result).toMatchObject({ ok: true, data: 'undefined' });
  });
});
