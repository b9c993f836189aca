import { describe, expect, it } from 'vitest';
import type { Geometry, Position } from 'geojson';
import { countriesCut, countryLabels, offlineStyle } from './baseStyle';
import { crossesAntimeridian, cutGeometry, labelPoint, longestEdge, splitLine } from './geo';

describe('antimeridian', () => {
  // A box from 170°E to 170°W, written the way GeoJSON sources write it (jumping from 180 to -180).
  const box: Position[] = [
    [170, 60],
    [-170, 60],
    [-170, 70],
    [170, 70],
    [170, 60],
  ];

  it('cuts a polygon crossing the antimeridian into two within [-180, 180], no long edge left', () => {
    expect(crossesAntimeridian(box)).toBe(true);
    const cut = cutGeometry({ type: 'Polygon', coordinates: [box] });
    expect(cut.type).toBe('MultiPolygon');
    expect(longestEdge(cut)).toBeLessThanOrEqual(180);
    const ring: Position[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 0],
    ];
    expect(cutGeometry({ type: 'Polygon', coordinates: [ring] })).toEqual({
      type: 'Polygon',
      coordinates: [ring],
    });
  });

  it('breaks a line at the antimeridian with the crossing latitude on both sides', () => {
    const parts = splitLine([
      [170, 0],
      [-170, 10],
    ]);
    expect(parts).toEqual([
      [
        [170, 0],
        [180, 5],
      ],
      [
        [-180, 5],
        [-170, 10],
      ],
    ]);
  });

  it('the shipped world outlines have no edge longer than 180° once cut (no band across the map)', () => {
    const raw = countriesCut();
    expect(raw.features.length).toBeGreaterThan(150);
    for (const f of raw.features) expect(longestEdge(f.geometry)).toBeLessThanOrEqual(180);
    const russia = raw.features.find((f) => f.properties.name === 'Russia')!;
    expect(cutGeometry(russia.geometry).type).toBe('MultiPolygon');
  });

  it('labels sit inside their country (centroid of the largest ring)', () => {
    const labels = countryLabels('en');
    const china = labels.find((l) => l.text === 'China')!;
    expect(china.position[0]).toBeGreaterThan(95);
    expect(china.position[0]).toBeLessThan(115);
    expect(china.position[1]).toBeGreaterThan(28);
    expect(china.position[1]).toBeLessThan(42);
    const square: Geometry = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
          [0, 0],
        ],
      ],
    };
    expect(labelPoint(square)).toEqual([1, 1]);
  });

  it('the offline style requests nothing: no glyphs, no sprite, no URL sources', () => {
    const style = offlineStyle();
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
  });
});
