import { describe, expect, it } from 'vitest';
import { flipperText, flipperValue, formatFlipper } from './format';

const text = (v: number, f = {}) => flipperText(formatFlipper(v, f));

describe('number flipper formatting (2022)', () => {
  it('groups thousands, rounds to the decimals and pads', () => {
    expect(text(1234567)).toBe('1,234,567');
    expect(text(1234567, { separator: false })).toBe('1234567');
    expect(text(1234.567, { decimals: 2 })).toBe('1,234.57');
    expect(text(1234.5, { decimals: 2, separatorChar: ' ', decimalChar: ',' })).toBe('1 234,50');
    expect(text(42, { minDigits: 6 })).toBe('000,042');
    expect(text(999.999, { decimals: 2 })).toBe('1,000.00');
    expect(text(0)).toBe('0');
  });
  it('keeps the sign static and drops it for a value that rounds to zero', () => {
    const chars = formatFlipper(-1500.25, { decimals: 1 });
    expect(flipperText(chars)).toBe('-1,500.3');
    expect(chars[0]).toEqual({ kind: 'static', text: '-' });
    expect(chars.filter((c) => c.kind === 'digit').map((c) => (c.kind === 'digit' ? c.digit : -1))).toEqual([
      1, 5, 0, 0, 3,
    ]);
    expect(text(-0.001, { decimals: 2 })).toBe('0.00');
  });
  it('reads the value from a data result, else its own', () => {
    expect(flipperValue(88, 1)).toBe(88);
    expect(flipperValue({ value: '1,024' }, 1)).toBe(1024);
    expect(flipperValue({ Dimension: [{ Group: [{ Content: [{ X: 'a', Y: 7.5 }] }] }] }, 1)).toBe(7.5);
    expect(flipperValue(undefined, '12')).toBe(12);
    expect(flipperValue({ nothing: true }, 'abc')).toBeNull();
  });
});
