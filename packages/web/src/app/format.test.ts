import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('writes year-month-day and a 24-hour time, never the US order', () => {
    expect(formatDateTime('2026-03-04T05:06:07Z')).toMatch(/^2026-03-0[45] \d{2}:06:07$/);
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
