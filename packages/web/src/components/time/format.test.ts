import { describe, expect, it } from 'vitest';
import { formatTime, showsSeconds } from './format';

const T = Date.UTC(2026, 0, 4, 16, 5, 9); // Sunday 4 January 2026, 16:05:09 UTC

describe('time formatting (4102)', () => {
  it('writes the formats in the chosen time zone', () => {
    expect(formatTime(T, 'YYYY-MM-DD HH:mm:ss', 'UTC', 'zh-CN')).toBe('2026-01-04 16:05:09');
    expect(formatTime(T, 'YYYY-MM-DD HH:mm:ss', 'Asia/Shanghai', 'zh-CN')).toBe('2026-01-05 00:05:09');
    expect(formatTime(T, 'HH:mm', 'America/New_York', 'en')).toBe('11:05');
    expect(formatTime(T, 'YYYY年MM月DD日 dddd', 'Asia/Shanghai', 'zh-CN')).toBe('2026年01月05日 星期一');
    expect(formatTime(T, 'YYYY/MM/DD dddd HH:mm', 'UTC', 'en')).toBe('2026/01/04 Sunday 16:05');
  });
  it('midnight is 00, never 24; an unknown zone falls back instead of throwing', () => {
    expect(formatTime(Date.UTC(2026, 0, 4, 16, 0, 0), 'HH:mm', 'Asia/Shanghai', 'en')).toBe('00:00');
    expect(formatTime(T, 'YYYY', 'Not/AZone', 'en')).toBe('2026');
  });
  it('knows whether the clock needs a per-second tick', () => {
    expect(showsSeconds('HH:mm:ss')).toBe(true);
    expect(showsSeconds('YYYY-MM-DD')).toBe(false);
  });
});
