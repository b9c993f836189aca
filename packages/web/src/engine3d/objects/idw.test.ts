import { describe, expect, it } from 'vitest';
import { HEAT_THEMES, buildRamp, colourize, idwInterpolate } from './idw';

const grid = { width: 3, height: 3, minX: -1, minZ: -1, maxX: 1, maxZ: 1 };

describe('IDW heat interpolation', () => {
  it('a cell on a sensor takes its value; between two sensors the value is weighted by distance', () => {
    const sensors = new Float32Array([-1, -1, 0, 1, 1, 100]);
    const out = idwInterpolate(grid, sensors, 2, 2, 0, new Float32Array(9));
    expect(out[0]).toBe(0);
    expect(out[8]).toBe(100);
    expect(out[4]).toBeCloseTo(50, 5);
    // Closer to the hot sensor: hotter.
    expect(out[5]!).toBeGreaterThan(50);
  });
  it('cells out of every sensor’s reach are NaN, drawn transparent', () => {
    const out = idwInterpolate(grid, new Float32Array([-1, -1, 10]), 1, 2, 0.5, new Float32Array(9));
    expect(out[0]).toBe(10);
    expect(Number.isNaN(out[8]!)).toBe(true);
    const rgba = colourize(out, 0, 10, buildRamp(HEAT_THEMES[0]!.stops), 1, new Uint8Array(36));
    expect(rgba[8 * 4 + 3]).toBe(0);
    expect(rgba[3]).toBe(255);
  });
  it('ramps run from the first stop to the last', () => {
    const ramp = buildRamp([
      { at: 0, color: '#000000' },
      { at: 1, color: '#ff0000' },
    ]);
    expect(Array.from(ramp.slice(0, 4))).toEqual([0, 0, 0, 255]);
    expect(Array.from(ramp.slice(255 * 4, 256 * 4))).toEqual([255, 0, 0, 255]);
    expect(ramp[128 * 4]).toBe(128);
  });
});
