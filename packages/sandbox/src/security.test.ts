import { afterEach, describe, expect, it } from 'vitest';
import { runFilter } from './runFilter.js';
import { failure, okData } from './testHelpers.js';

/** Everything a fresh VM global may hold: the ECMAScript built-ins of QuickJS plus our VM-only console. */
const ALLOWED_GLOBALS = new Set([
  'Object',
  'Function',
  'Array',
  'Number',
  'parseFloat',
  'parseInt',
  'Infinity',
  'NaN',
  'undefined',
  'Boolean',
  'String',
  'Symbol',
  'Date',
  'Promise',
  'RegExp',
  'Error',
  'AggregateError',
  'EvalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
  'InternalError',
  'globalThis',
  'JSON',
  'Math',
  'Intl',
  'ArrayBuffer',
  'SharedArrayBuffer',
  'Uint8Array',
  'Int8Array',
  'Uint16Array',
  'Int16Array',
  'Uint32Array',
  'Int32Array',
  'Float32Array',
  'Float64Array',
  'Uint8ClampedArray',
  'BigInt64Array',
  'BigUint64Array',
  'Float16Array',
  'DataView',
  'Map',
  'BigInt',
  'Set',
  'WeakMap',
  'WeakSet',
  'WeakRef',
  'FinalizationRegistry',
  'Proxy',
  'Reflect',
  'Atomics',
  'decodeURI',
  'decodeURIComponent',
  'encodeURI',
  'encodeURIComponent',
  'escape',
  'unescape',
  'eval',
  'isFinite',
  'isNaN',
  'Iterator',
  'console',
]);

const HOST_NAMES = [
  'require',
  'process',
  'module',
  'exports',
  '__dirname',
  '__filename',
  'global',
  'Buffer',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'queueMicrotask',
  'WebAssembly',
  'importScripts',
  'postMessage',
  'self',
  'window',
  'document',
  'navigator',
  'Deno',
  'Bun',
  'std',
  'os',
  'scriptArgs',
  'print',
];

afterEach(() => {
  // Every test also checks that nothing leaked into the host's prototypes.
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Object.prototype).not.toHaveProperty('x');
  expect(Array.prototype).not.toHaveProperty('polluted');
});

describe('no host access', () => {
  // SECURITY-CASES #19: require, process, fetch, timers
  it('finds none of the host globals by name', async () => {
    const code = `return ${JSON.stringify(HOST_NAMES)}.map((n) => [n, eval("typeof " + n)]);`;
    const types = okData(await runFilter(code, null)) as [string, string][];
    expect(types.filter(([, type]) => type !== 'undefined')).toEqual([]);
    expect(types).toHaveLength(HOST_NAMES.length);
  });

  // SECURITY-CASES #19: globalThis holds only built-ins
  it('has only standard built-ins on its global object', async () => {
    const names = okData(await runFilter('return Object.getOwnPropertyNames(globalThis);', null)) as string[];
    expect(names.filter((n) => !ALLOWED_GLOBALS.has(n))).toEqual([]);
    expect(names).toContain('JSON');
  });

  // SECURITY-CASES #18
  it('this.constructor.constructor("return process")() reaches nothing', async () => {
    const error = failure(
      await runFilter('return this.constructor.constructor("return process")();', null),
      'runtime',
    );
    expect(error.message).toMatch(/ReferenceError: 'process' is not defined/);
    const code =
      'return [this.constructor.constructor("return typeof process")(), data.constructor.constructor("return typeof require")()];';
    expect(okData(await runFilter(code, {}))).toEqual(['undefined', 'undefined']);
  });

  // SECURITY-CASES #18
  it('every way to reach "the global object" yields only the VM global', async () => {
    const code = `
      const candidates = [
        Function('return this')(),
        (function () { return this; })(),
        globalThis,
        (0, eval)('this'),
        this,
        [].constructor.constructor('return this')(),
      ];
      return candidates.map((g) => [g === globalThis, typeof g.process, typeof g.require, typeof g.fetch]);`;
    const rows = okData(await runFilter(code, null)) as unknown[];
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toEqual([true, 'undefined', 'undefined', 'undefined']);
  });

  it('dynamic import() resolves nothing', async () => {
    failure(await runFilter('return import("fs");', null), 'output-not-json');
    const code =
      'let state = "none"; import("node:fs").then(() => { state = "loaded"; }, () => { state = "rejected"; }); return state;';
    expect(okData(await runFilter(code, null))).toBe('none');
  });

  it('the data handed in is a VM object, with VM prototypes', async () => {
    const code =
      'return [Object.getPrototypeOf(data) === Object.prototype, typeof data.constructor.constructor("return process")];';
    expect(okData(await runFilter(code, { a: 1 }))).toEqual([true, 'function']);
  });
});

describe('prototype pollution', () => {
  // SECURITY-CASES #20
  it('Object.prototype.polluted inside stays inside, and is gone next run', async () => {
    const result = await runFilter(
      'Object.prototype.polluted = 1; Array.prototype.polluted = 2; return data;',
      { a: 1 },
    );
    expect(okData(result)).toEqual({ a: 1 });
    expect(okData(await runFilter('return [typeof ({}).polluted, typeof [].polluted];', null))).toEqual([
      'undefined',
      'undefined',
    ]);
  });

  it('data.__proto__.x = 1 does not reach the host', async () => {
    const data = okData(
      await runFilter('data.__proto__.x = 1; data.list.__proto__.polluted = 1; return data;', { list: [1] }),
    );
    expect(data).toEqual({ list: [1] });
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(okData(await runFilter('return typeof ({}).x;', null))).toBe('undefined');
  });

  it('a "__proto__" key in the input stays an own property', async () => {
    const data: unknown = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}');
    const code = 'return [typeof data.polluted, Object.keys(data), typeof ({}).polluted, data];';
    const [type, keys, plain, same] = okData(await runFilter(code, data)) as unknown[];
    expect([type, keys, plain]).toEqual(['undefined', ['__proto__', 'a'], 'undefined']);
    expect(Object.getPrototypeOf(same)).toBe(Object.prototype);
    expect(Object.keys(same as object)).toEqual(['__proto__', 'a']);
  });

  // SECURITY-CASES #20
  it('a "__proto__" key in the output stays an own property on the host', async () => {
    const code = 'return JSON.parse(\'{"__proto__": {"polluted": 1}, "ok": true}\');';
    const result = okData(await runFilter(code, null)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(result.polluted).toBeUndefined();
    expect(Object.keys(result)).toEqual(['__proto__', 'ok']);
  });
});

describe('isolation between runs', () => {
  // SECURITY-CASES #23: nothing of one run is visible to the next
  it('globals set in one run are gone in the next', async () => {
    okData(await runFilter('globalThis.leak = data; var leaked = 1; return 1;', 'secret'));
    expect(okData(await runFilter('return [typeof leak, typeof leaked];', null))).toEqual([
      'undefined',
      'undefined',
    ]);
  });

  it('tampering with JSON, Function or String does not break the sandbox steps', async () => {
    const code =
      'JSON.stringify = () => "[\\"forged\\"]"; JSON.parse = () => 0; String = null; Function = null; return data;';
    expect(okData(await runFilter(code, [1, 2]))).toEqual([1, 2]);
    expect(okData(await runFilter('return JSON.stringify([1]);', null))).toBe('[1]');
    const thrower =
      'Error.prototype.toString = () => { while (true) {} }; throw new Error("still readable");';
    expect(failure(await runFilter(thrower, null), 'runtime').message).toBe('Error: still readable');
  });

  it('an error whose message getter loops reports a timeout rather than hanging', async () => {
    const code = 'throw { get message() { for (;;) {} } };';
    const started = Date.now();
    const result = await runFilter(code, null, { timeoutMs: 200 });
    expect(result.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

// SECURITY-CASES #21: a Proxy as the return value is copied out as plain data, its traps run inside the VM
// under the deadline, and none of it reaches the host as a Proxy.
describe('Proxy return values', () => {
  it('a Proxy is copied out as plain JSON data', async () => {
    const code = 'return new Proxy({ a: 1 }, { get: (t, k) => (k === "a" ? "from the trap" : t[k]) });';
    const result = okData(await runFilter(code, null)) as Record<string, unknown>;
    expect(result).toEqual({ a: 'from the trap' });
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });

  it('a Proxy whose traps loop forever is stopped at the deadline', async () => {
    const code = 'return new Proxy({}, { ownKeys() { for (;;) {} } });';
    expect((await runFilter(code, null, { timeoutMs: 200 })).ok).toBe(false);
  });
});
