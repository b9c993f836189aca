import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, MAX_STACK_BYTES } from './constants.js';
import { getSandboxStats } from './engine.js';
import { runFilter } from './runFilter.js';
import { failure, okData } from './testHelpers.js';

describe('deadline', () => {
  it('stops while(true){} at the default deadline, quickly', async () => {
    const started = Date.now();
    failure(await runFilter('while (true) {}', null), 'timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('cannot be swallowed by try/catch or finally', async () => {
    const code = 'for (;;) { try { while (true) {} } catch (e) {} finally { continue; } }';
    const started = Date.now();
    failure(await runFilter(code, null, { timeoutMs: 200 }), 'timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('stops catastrophic regular-expression backtracking', async () => {
    failure(await runFilter('return /(a+)+b/.test("a".repeat(40));', null, { timeoutMs: 200 }), 'timeout');
  });

  it('honours a custom timeout and allows a short job', async () => {
    failure(
      await runFilter('const t = Date.now(); while (Date.now() - t < 400) {} return 1;', null, {
        timeoutMs: 100,
      }),
      'timeout',
    );
    expect(okData(await runFilter('let s = 0; for (let i = 0; i < 1e5; i++) s += i; return s;', null))).toBe(
      4999950000,
    );
  });
});

describe('memory', () => {
  it('stops an array-growing memory bomb', async () => {
    const code = 'const big = "x".repeat(1 << 20); const a = []; for (;;) a.push(big + a.length);';
    const error = failure(await runFilter(code, null, { timeoutMs: 5000 }), 'memory');
    expect(error.message).toContain('32 MiB');
  });

  it('stops a string-doubling bomb and a huge allocation', async () => {
    failure(await runFilter('let s = "x"; for (;;) s += s;', null, { timeoutMs: 5000 }), 'memory');
    failure(await runFilter('return new Array(1e8).fill(0).length;', null, { timeoutMs: 5000 }), 'memory');
  });

  it('honours a custom memory limit', async () => {
    const code = 'return new Array(1e6).fill(1).length;';
    expect(okData(await runFilter(code, null))).toBe(1e6);
    failure(await runFilter(code, null, { memoryBytes: 4 * 1024 * 1024 }), 'memory');
  });
});

describe('stack', () => {
  // SECURITY-CASES #22
  it('reports deep recursion as an error without crashing the process', async () => {
    expect(MAX_STACK_BYTES).toBeLessThanOrEqual(256 * 1024);
    const resets = getSandboxStats().engineResets;
    const error = failure(
      await runFilter('function f(n) { return f(n + 1) + 1; } return f(0);', null),
      'runtime',
    );
    expect(error.message).toContain('stack overflow');
    // QuickJS caught it itself: the host stack never overflowed, so the module was not reset.
    expect(getSandboxStats().engineResets).toBe(resets);
    expect(okData(await runFilter('return data;', 7))).toBe(7);
  });

  it('allows moderate recursion', async () => {
    const code = 'function depth(n) { return n === 0 ? 0 : 1 + depth(n - 1); } return depth(500);';
    expect(okData(await runFilter(code, null))).toBe(500);
  });

  // SECURITY-CASES #22
  it('survives native recursion that overflows the host stack, and keeps working', async () => {
    const resets = getSandboxStats().engineResets;
    const nested = 'return eval("[".repeat(100000) + "]".repeat(100000));';
    expect(failure(await runFilter(nested, null), 'runtime').message).toContain('stack overflow');
    const deepOutput = 'let o = {}, c = o; for (let i = 0; i < 100000; i++) { c.a = {}; c = c.a; } return o;';
    failure(await runFilter(deepOutput, null), 'output-not-json');
    expect(getSandboxStats().engineResets).toBe(resets + 2);
    expect(okData(await runFilter('return data.map((x) => x + 1);', [1, 2]))).toEqual([2, 3]);
  });
});

describe('output cap', () => {
  // SECURITY-CASES #21: huge return value
  it('refuses a huge result', async () => {
    const error = failure(
      await runFilter('return "x".repeat(9 * 1024 * 1024);', null, { timeoutMs: 5000 }),
      'output-too-large',
    );
    expect(error.message).toContain('8 MiB');
  });

  it('counts UTF-8 bytes against a custom cap', async () => {
    // '中' is 3 bytes in UTF-8: 40 of them plus quotes is 122 bytes, 30 are 92 bytes.
    failure(await runFilter('return "中".repeat(40);', null, { maxOutputBytes: 100 }), 'output-too-large');
    expect(okData(await runFilter('return "中".repeat(30);', null, { maxOutputBytes: 100 }))).toBe(
      '中'.repeat(30),
    );
    failure(await runFilter('return "x".repeat(200);', null, { maxOutputBytes: 100 }), 'output-too-large');
  });
});

describe('input cap', () => {
  it('refuses input over the cap before running anything', async () => {
    const runs = getSandboxStats().runs;
    failure(await runFilter('while (true) {}', 'x'.repeat(200), { maxInputBytes: 100 }), 'input-too-large');
    failure(await runFilter('return 1;', '中'.repeat(40), { maxInputBytes: 100 }), 'input-too-large');
    failure(
      await runFilter('return 1;', 1, { maxInputBytes: 100, vars: { v: 'x'.repeat(200) } }),
      'input-too-large',
    );
    expect(getSandboxStats().runs).toBe(runs);
    expect(okData(await runFilter('return data.length;', 'x'.repeat(50), { maxInputBytes: 100 }))).toBe(50);
  });

  it('refuses input nested too deeply, accepts input at the limit', async () => {
    const nest = (depth: number): unknown => {
      let value: unknown = 0;
      for (let i = 0; i < depth; i += 1) value = [value];
      return value;
    };
    failure(await runFilter('return 1;', nest(MAX_INPUT_DEPTH + 1)), 'input-too-large');
    expect(okData(await runFilter('return data;', nest(MAX_INPUT_DEPTH)))).toEqual(nest(MAX_INPUT_DEPTH));
  });

  it('refuses input that is not JSON', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    failure(await runFilter('return 1;', cyclic), 'input-not-json');
    failure(await runFilter('return 1;', { n: 1n }), 'input-not-json');
    failure(await runFilter('return 1;', () => 1), 'input-not-json');
  });

  it('handles a megabyte of rows', async () => {
    const data = Array.from({ length: 10000 }, (_, i) => ({ id: i, name: `row ${i}`, value: i * 1.5 }));
    const result = await runFilter('return data.filter((r) => r.id % 2 === 0).length;', data);
    expect(okData(result)).toBe(5000);
  });
});
