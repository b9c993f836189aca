import { describe, expect, it } from 'vitest';
import { layoutWords, textWidth } from './wordCloud';
import { fiveNumbers } from './statistics';
import { liquidRatio, wavePolygon } from './liquid';
import { makePage, readPage } from '../chartKit/data';

describe('own layouts', () => {
  it('word cloud: heavier words are bigger, boxes never overlap and stay inside', () => {
    const words = Array.from({ length: 30 }, (_, i) => ({ text: `词${i}word`, weight: 100 - i }));
    const placed = layoutWords(words, 400, 250, 20, [10, 36]);
    expect(placed.length).toBeGreaterThan(15);
    expect(placed[0]!.fontSize).toBe(36);
    for (const a of placed) {
      expect(a.x - a.width / 2).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width / 2).toBeLessThanOrEqual(400);
      for (const b of placed)
        if (a !== b)
          expect(
            Math.abs(a.x - b.x) * 2 >= a.width + b.width || Math.abs(a.y - b.y) * 2 >= a.height + b.height,
          ).toBe(true);
    }
    expect(textWidth('中文', 10)).toBe(20);
  });
  it('liquid: ratio from Y / Max; wave points keep their count and stay in the circle', () => {
    expect(liquidRatio(readPage(makePage('p', '', '', { a: [['x', 0.4]] }))!)).toBe(0.4);
    expect(liquidRatio(readPage(makePage('p', '', '', { a: [['x', 40]] }))!)).toBe(0.4);
    const a = wavePolygon(100, 100, 50, 0.5, 4, 0);
    const b = wavePolygon(100, 100, 50, 0.5, 4, 2);
    expect(a.length).toBe(b.length);
    for (const [x, y] of a) expect((x! - 100) ** 2 + (y! - 100) ** 2).toBeLessThanOrEqual(50 * 50 + 1e-6);
  });
  it('boxplot five numbers', () => {
    expect(fiveNumbers([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([1, 3, 5, 7, 9]);
  });
});
