import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSandboxStats } from './engine.js';
import { formatBytes, jsonDepthExceeds, utf8LengthExceeds } from './json.js';
import { runFilter } from './runFilter.js';
import { okData } from './testHelpers.js';

describe('properties', () => {
  it('"return data;" round-trips any JSON value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const result = await runFilter('return data;', value);
        expect(okData(result)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 150 },
    );
  });

  it('utf8LengthExceeds agrees with the real UTF-8 length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.nat(200), (text, max) => {
        expect(utf8LengthExceeds(text, max)).toBe(new TextEncoder().encode(text).length > max);
      }),
    );
  });

  it('jsonDepthExceeds agrees with the real nesting depth', () => {
    const depthOf = (value: unknown): number =>
      typeof value === 'object' && value !== null
        ? 1 + Math.max(0, ...Object.values(value as Record<string, unknown>).map(depthOf))
        : 0;
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(8), (value, max) => {
        expect(jsonDepthExceeds(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
    );
  });

  it('formats byte sizes', () => {
    expect(formatBytes(8 * 1024 * 1024)).toBe('8 MiB');
    expect(formatBytes(256 * 1024)).toBe('256 KiB');
    expect(formatBytes(100)).toBe('100 bytes');
  });
});

describe('no leaks', () => {
  it('500 runs dispose every runtime and do not grow the heaps', async () => {
    const code = 'const out = data.map((r) => ({ ...r, v: r.v * 2 })); console.log(out.length); return out;';
    const data = Array.from({ length: 50 }, (_, i) => ({ id: i, v: i }));
    for (let i = 0; i < 20; i += 1) okData(await runFilter(code, data)); // warm up
    const wasmBefore = getSandboxStats().wasmHeapBytes;
    const heapBefore = process.memoryUsage().heapUsed;
    const { runs: runsBefore, engineResets: resetsBefore } = getSandboxStats();
    for (let i = 0; i < 500; i += 1) {
      const result = await runFilter(i % 50 === 0 ? 'throw new Error("x")' : code, data);
      expect(result.ok).toBe(i % 50 !== 0);
    }
    const stats = getSandboxStats();
    expect(stats.runs - runsBefore).toBe(500);
    expect(stats.liveRuntimes).toBe(0);
    expect(stats.engineResets).toBe(resetsBefore);
    expect(stats.wasmHeapBytes).toBeDefined();
    expect(stats.wasmHeapBytes).toBe(wasmBefore);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
  }, 30_000);
});
