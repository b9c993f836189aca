import type { Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { cutAtAntimeridian } from './antimeridian';
import { chinaGeoJson, worldGeoJson } from './geo';
import { ZH_COUNTRY } from './map';

describe('shipped region outlines (world-atlas countries-110m)', () => {
  it('world has every country; China is mainland + Taiwan from the same outlines', () => {
    const world = worldGeoJson();
    expect(world.features.length).toBe(177);
    expect(
      chinaGeoJson()
        .features.map((f) => f.properties.name)
        .sort(),
    ).toEqual(['China', 'Taiwan']);
  });
  it('every Chinese country name maps to an outline', () => {
    const names = new Set(worldGeoJson().features.map((f) => f.properties.name));
    for (const en of Object.values(ZH_COUNTRY)) expect(names.has(en), en).toBe(true);
  });
});

describe('the antimeridian (±180°)', () => {
  const rings = (g: Geometry | null): Position[][] =>
    !g ? [] : g.type === 'Polygon' ? g.coordinates : g.type === 'MultiPolygon' ? g.coordinates.flat() : [];
  const byName = (n: string) => worldGeoJson().features.find((f) => f.properties.name === n)!;

  it('no ring of the world outlines has a segment spanning more than 180° of longitude', () => {
    for (const f of worldGeoJson().features)
      for (const r of rings(f.geometry)) {
        for (let i = 1; i < r.length; i++)
          expect(Math.abs(r[i]![0]! - r[i - 1]![0]!), f.properties.name).toBeLessThanOrEqual(180);
        for (const p of r) expect(Math.abs(p[0]!), f.properties.name).toBeLessThanOrEqual(180);
        // Closed rings, as GeoJSON wants.
        expect(r[0], f.properties.name).toEqual(r[r.length - 1]);
      }
  });

  it('keeps both sides: Chukotka east of 180° and Fiji on both sides, Antarctica down to the pole', () => {
    const lngs = (n: string) =>
      rings(byName(n).geometry)
        .flat()
        .map((p) => p[0]!);
    expect(lngs('Russia').some((x) => x < -170)).toBe(true);
    expect(lngs('Russia').some((x) => x > 170)).toBe(true);
    expect(lngs('Fiji').some((x) => x < -179)).toBe(true);
    expect(lngs('Fiji').some((x) => x > 178)).toBe(true);
    const ant = rings(byName('Antarctica').geometry).flat();
    expect(Math.min(...ant.map((p) => p[1]!))).toBe(-90);
    expect(Math.min(...ant.map((p) => p[0]!))).toBe(-180);
    expect(Math.max(...ant.map((p) => p[0]!))).toBe(180);
  });

  it('cuts a square across 180° into two halves and leaves others alone', () => {
    const square: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [170, 0],
          [-170, 0],
          [-170, 10],
          [170, 10],
          [170, 0],
        ],
      ],
    };
    const cut = cutAtAntimeridian(square) as unknown as MultiPolygon;
    expect(cut.type).toBe('MultiPolygon');
    const spans = cut.coordinates.map((p) => {
      const xs = p[0]!.map((q) => q[0]!);
      return [Math.min(...xs), Math.max(...xs)];
    });
    expect(spans.sort((a, b) => a[0]! - b[0]!)).toEqual([
      [-180, -170],
      [170, 180],
    ]);
    const plain: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 0],
        ],
      ],
    };
    expect(cutAtAntimeridian(plain)).toEqual(plain);
  });
});
