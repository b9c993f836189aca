import { describe, expect, it } from 'vitest';
import { refreshIntervalMs, updateAnimationMs } from './data.js';

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
});
