import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER_CODE, DEFAULT_FILTER_NAME, DELETED_FILTER_CODE } from './constants.js';
import { runFilter } from './runFilter.js';
import { failure, okData } from './testHelpers.js';

const rows = [
  { name: 'a', value: 3 },
  { name: 'b', value: -1 },
  { name: 'c', value: 10 },
];

describe('runFilter basics', () => {
  it('the default filter returns the data unchanged', async () => {
    expect(DEFAULT_FILTER_NAME).toBe('filter example');
    const result = await runFilter(DEFAULT_FILTER_CODE, rows);
    expect(okData(result)).toEqual(rows);
    expect(result.ok && result.ms).toBeGreaterThanOrEqual(0);
  });

  it('the default code explains itself in Chinese and English', () => {
    expect(DEFAULT_FILTER_CODE).toMatch(/^\/\/ .*[\u4e00-\u9fff]/m);
    expect(DEFAULT_FILTER_CODE).toMatch(/^\/\/ Filter: /m);
    expect(DEFAULT_FILTER_CODE.trim().endsWith('return data;')).toBe(true);
  });

  it('the deleted-filter placeholder returns the data unchanged', async () => {
    expect(okData(await runFilter(DELETED_FILTER_CODE, rows))).toEqual(rows);
  });

  it('a mapping filter transforms the data', async () => {
    const code =
      'return data.filter((r) => r.value > 0).map((r) => ({ label: r.name.toUpperCase(), v: r.value * 2 }));';
    expect(okData(await runFilter(code, rows))).toEqual([
      { label: 'A', v: 6 },
      { label: 'C', v: 20 },
    ]);
  });

  it('accepts code ending in a line comment', async () => {
    expect(okData(await runFilter('return data; // done', 1))).toBe(1);
  });

  it('passes vars as the second argument', async () => {
    const code = 'return data.filter((r) => r.value >= vars.min).length + ":" + vars.tag;';
    expect(okData(await runFilter(code, rows, { vars: { min: 3, tag: 'x' } }))).toBe('2:x');
    expect(okData(await runFilter('return vars;', rows))).toEqual({});
  });

  it('sends undefined data as null', async () => {
    expect(okData(await runFilter('return data === null;', undefined))).toBe(true);
  });

  it('can return any JSON value, including primitives', async () => {
    expect(okData(await runFilter('return 5;', null))).toBe(5);
    expect(okData(await runFilter('return "s";', null))).toBe('s');
    expect(okData(await runFilter('return null;', null))).toBe(null);
    expect(okData(await runFilter('return false;', null))).toBe(false);
  });

  it('reports a syntax error as syntax', async () => {
    const error = failure(await runFilter('return data.map((x) => x *;', rows), 'syntax');
    expect(error.message).toMatch(/^SyntaxError: /);
    failure(await runFilter("import fs from 'fs'; return data;", rows), 'syntax');
  });

  it('reports a thrown error as runtime, with its message', async () => {
    const error = failure(await runFilter('throw new Error("bad row " + data.length);', rows), 'runtime');
    expect(error.message).toBe('Error: bad row 3');
    expect(failure(await runFilter('throw "plain";', rows), 'runtime').message).toBe('plain');
    expect(failure(await runFilter('return data.nope.deeper;', rows), 'runtime').message).toMatch(
      /^TypeError: /,
    );
  });

  it('reports undefined, functions, BigInt and Promises as output-not-json', async () => {
    expect(failure(await runFilter('data.map(String);', rows), 'output-not-json').message).toContain(
      'undefined',
    );
    expect(failure(await runFilter('return { f() {} };', rows), 'output-not-json').message).toContain(
      '"f" is a function',
    );
    expect(failure(await runFilter('return [1n];', rows), 'output-not-json').message).toContain('bigint');
    expect(failure(await runFilter('return Promise.resolve(1);', rows), 'output-not-json').message).toContain(
      'Promise',
    );
  });

  // SECURITY-CASES #21: cyclic return value
  it('reports a cyclic result as output-not-json', async () => {
    const error = failure(
      await runFilter('const o = { data }; o.self = o; return o;', rows),
      'output-not-json',
    );
    expect(error.message).toContain('circular');
  });

  it('reports a throwing toJSON as output-not-json', async () => {
    failure(await runFilter('return { toJSON() { throw new Error("no"); } };', rows), 'output-not-json');
  });

  it('captures console output, capped, without bridging to the host console', async () => {
    const result = await runFilter(
      'console.log("n", data.length, { a: 1 }); console.warn("careful"); return 1;',
      rows,
    );
    expect(result.ok && result.logs).toEqual(['n 3 {"a":1}', '[warn] careful']);
    const many = await runFilter(
      'for (let i = 0; i < 1000; i++) console.log("x".repeat(5000)); return 1;',
      null,
    );
    expect(many.ok).toBe(true);
    expect(many.logs).toHaveLength(101);
    expect(many.logs?.[0]?.length).toBeLessThanOrEqual(1001);
    expect(many.logs?.[100]).toContain('900 more');
    const failed = await runFilter('console.error("before"); throw new Error("x");', null);
    expect(failed.logs).toEqual(['[error] before']);
    expect((await runFilter('return 1;', null)).logs).toBeUndefined();
  });

  it('runs concurrent calls independently', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => runFilter(`return data + ${i};`, 100)),
    );
    expect(results.map(okData)).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
  });

  it('rejects invalid options', async () => {
    await expect(runFilter('return data;', 1, { timeoutMs: -1 })).rejects.toThrow(RangeError);
    await expect(runFilter('return data;', 1, { memoryBytes: Number.NaN })).rejects.toThrow(/memoryBytes/);
  });
});
