import { describe, expect, it } from 'vitest';
import { rgbaToHex8 } from './colorHex';

describe('colour with alpha', () => {
  it('stores #RRGGBBAA', () => {
    expect(rgbaToHex8(255, 0, 16, 1)).toBe('#FF0010FF');
    expect(rgbaToHex8(0, 0, 0, 0.5)).toBe('#00000080');
  });
});
