import { describe, expect, it } from 'vitest';
import { nextRefreshDelayMs, refreshIntervalMs, updateAnimationMs } from './data.js';

describe('refresh and update animation', () => {
  it('reads the refresh interval in seconds, default 10, off unless enabled', () => {
    expect(refreshIntervalMs(undefined)).toBe(0);
    expect(refreshIntervalMs({ type: 'api', interval: 1 })).toBe(0);
    expect(refreshIntervalMs({ type: 'api', enable: true })).toBe(10_000);
    expect(refreshIntervalMs({ type: 'api', enable: true, interval: 0.2 })).toBe(1000);
  });

  it('a chart refreshing every second animates for at most a third of it; static charts keep theirs', () => {
    expect(updateAnimationMs(2000, { type: 'api', enable: true, interval: 1 })).toBe(333);
    expect(updateAnimationMs(200, { type: 'api', enable: true, interval: 1 })).toBe(200);
    expect(updateAnimationMs(2000, undefined)).toBe(2000);
  });

  it('spreads the refreshes of many components over the interval, each at a fixed point of the clock', () => {
    const every = 1000;
    const ids = Array.from({ length: 200 }, (_, i) => `Elive${String(i).padStart(4, '0')}`);
    const at = (id: string, now: number) => (now + nextRefreshDelayMs(id, every, now)) % every;
    // Each id keeps its point whenever it asks (a second viewer, or the next tick, lands on it again).
    for (const id of ids.slice(0, 20))
      for (const now of [0, 123_456, 987_654_321]) expect(at(id, now)).toBe(at(id, 5));
    // 200 ids fill the ten tenths of the interval with about 20 each (no burst).
    const tenths = new Array<number>(10).fill(0);
    for (const id of ids) tenths[Math.floor(at(id, 0) / 100)]! += 1;
    expect(Math.max(...tenths)).toBeLessThanOrEqual(35);
    expect(Math.min(...tenths)).toBeGreaterThanOrEqual(8);
    // Never twice at once: the wait is at least a tenth and at most one interval and a tenth.
    for (const id of ids) {
      const d = nextRefreshDelayMs(id, every, 777);
      expect(d).toBeGreaterThanOrEqual(100);
      expect(d).toBeLessThan(1100);
    }
  });
});
