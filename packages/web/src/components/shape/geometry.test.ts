import { describe, expect, it } from 'vitest';
import { TYPE_CODE } from '@twincanvas/model';
import { SHAPE_CODES, gradientVector, roundedPolygon, shapeGeometry, shapeHasRadius } from './geometry';

/** Every coordinate of a path (numbers after M/L/Q, and the end points of A). */
function points(d: string): [number, number][] {
  const out: [number, number][] = [];
  for (const [, cmd, args] of d.matchAll(/([MLQA])([^MLQAZ]*)/g)) {
    const n = args!
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (cmd === 'A') out.push([n[5]!, n[6]!]);
    else for (let i = 0; i + 1 < n.length; i += 2) out.push([n[i]!, n[i + 1]!]);
  }
  return out;
}

describe('shape geometry table (2112-2120)', () => {
  it('covers the eight shapes (docs/reference.md#type-codes) besides the rectangle and custom SVG', () => {
    expect([...SHAPE_CODES].sort()).toEqual([2112, 2113, 2115, 2116, 2117, 2118, 2119, 2120]);
  });
  it('every outline stays inside its box, inset by half the stroke', () => {
    for (const code of SHAPE_CODES) {
      const g = shapeGeometry(code, 200, 100, 10, 12)!;
      for (const [x, y] of points(g.d)) {
        expect(x, `${code} x`).toBeGreaterThanOrEqual(5 - 1e-6);
        expect(x, `${code} x`).toBeLessThanOrEqual(195 + 1e-6);
        expect(y, `${code} y`).toBeGreaterThanOrEqual(5 - 1e-6);
        expect(y, `${code} y`).toBeLessThanOrEqual(95 + 1e-6);
      }
    }
  });
  it('draws the named figures', () => {
    expect(shapeGeometry(TYPE_CODE.isoscelesTriangle, 100, 80, 0, 0)!.d).toBe('M50 0L100 80L0 80Z');
    expect(shapeGeometry(TYPE_CODE.rightTriangle, 100, 80, 0, 0)!.d).toBe('M0 0L100 80L0 80Z');
    expect(points(shapeGeometry(TYPE_CODE.hexagon, 100, 100, 0, 0)!.d)).toHaveLength(6);
    const pentagon = points(shapeGeometry(TYPE_CODE.pentagon, 100, 100, 0, 0)!.d);
    expect(pentagon).toHaveLength(5);
    expect(pentagon[0]).toEqual([50, 0]);
    const line = shapeGeometry(TYPE_CODE.horizontalLine, 300, 20, 4, 0)!;
    expect(line).toEqual({ d: 'M2 10L298 10', closed: false });
    expect(shapeGeometry(TYPE_CODE.semicircle, 200, 100, 0, 0)!.d).toBe('M0 100A100 100 0 0 1 200 100Z');
    expect(shapeGeometry(TYPE_CODE.quarterCircle, 100, 100, 0, 0)!.d).toBe(
      'M0 100L0 0A100 100 0 0 1 100 100Z',
    );
    expect(shapeGeometry(TYPE_CODE.rectangle, 10, 10, 0, 0)).toBeNull();
  });
  it('rounds polygon corners only, never beyond half an edge', () => {
    expect(shapeHasRadius(TYPE_CODE.pentagon)).toBe(true);
    expect(shapeHasRadius(TYPE_CODE.circle)).toBe(false);
    const sharp = shapeGeometry(TYPE_CODE.isoscelesTriangle, 100, 100, 0, 10)!.d;
    expect(sharp).toContain('Q50 0');
    expect(shapeGeometry(TYPE_CODE.semicircle, 100, 50, 0, 30)).toEqual(
      shapeGeometry(TYPE_CODE.semicircle, 100, 50, 0, 0),
    );
    // A huge radius on a 10 px square: corners meet at edge midpoints.
    const square = roundedPolygon(
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ],
      999,
    );
    expect(square.startsWith('M0 5Q0 0 5 0')).toBe(true);
  });
  it('gradient vector follows the stored rotation (CSS angle = rotation + 90)', () => {
    expect(gradientVector(0)).toEqual({ x1: 0, y1: 0.5, x2: 1, y2: 0.5 });
    expect(gradientVector(90)).toEqual({ x1: 0.5, y1: 0, x2: 0.5, y2: 1 });
  });
});
