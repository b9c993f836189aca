import { describe, expect, it } from 'vitest';
import {
  parsePoints,
  ramp,
  rampTable,
  rgba,
  shifter,
  sizeOf,
  toArcs,
  toPaths,
  toPoints,
  toPolygons,
  valueDomain,
} from './mapping';

describe('map data mapping', () => {
  it('points: lng/lat (and their other spellings), numeric strings, value and name; bad rows left out', () => {
    const rows = [
      { name: 'a', lng: 116.4, lat: 39.9, value: 3 },
      { name: 'b', longitude: '121.47', latitude: '31.23', value: '5' },
      { name: 'c', lon: 113.2, lat: 23.1 },
      { name: 'no position' },
      { name: 'out of range', lng: 200, lat: 10 },
      null,
      'text',
    ];
    const points = toPoints(rows);
    expect(points.map((p) => p.name)).toEqual(['a', 'b', 'c']);
    expect(points[1]!.position).toEqual([121.47, 31.23]);
    expect(points[1]!.value).toBe(5);
    expect(points[2]!.value).toBe(1);
    expect(points[0]!.row).toBe(rows[0]);
  });

  it('points move into a GCJ-02 base map (about 500 m in Beijing) and round-trip within a metre', () => {
    const wgs: [number, number] = [116.397428, 39.90923];
    const [gcj] = toPoints([{ lng: wgs[0], lat: wgs[1] }], shifter('WGS84', 'GCJ02')).map((p) => p.position);
    const metres = (a: [number, number], b: [number, number]) =>
      Math.hypot((a[0] - b[0]) * 111320 * Math.cos((a[1] * Math.PI) / 180), (a[1] - b[1]) * 110540);
    expect(metres(gcj!, wgs)).toBeGreaterThan(100);
    expect(metres(gcj!, wgs)).toBeLessThan(1000);
    const back = shifter('GCJ02', 'WGS84')(gcj!);
    expect(metres(back, wgs)).toBeLessThan(1);
    const bd = shifter('WGS84', 'BD09')(wgs);
    expect(metres(shifter('BD09', 'WGS84')(bd), wgs)).toBeLessThan(1);
    expect(shifter('WGS84', 'WGS84')(wgs)).toBe(wgs);
  });

  it('arcs need both ends', () => {
    const arcs = toArcs([
      { name: 'ok', fromLng: 116, fromLat: 39, toLng: 121, toLat: 31, value: 2 },
      { name: 'half', fromLng: 116, fromLat: 39 },
    ]);
    expect(arcs).toHaveLength(1);
    expect(arcs[0]).toMatchObject({ from: [116, 39], to: [121, 31], value: 2 });
  });

  it('paths from arrays, objects or "lng,lat;lng,lat" text; times from points or a timestamps list', () => {
    expect(parsePoints('116,39; 117,40')).toEqual([
      [116, 39],
      [117, 40],
    ]);
    const paths = toPaths([
      {
        name: 'array',
        path: [
          [116, 39, 0],
          [117, 40, 10],
        ],
      },
      {
        name: 'objects',
        path: [
          { lng: 116, lat: 39 },
          { lng: 117, lat: 40 },
        ],
        timestamps: [5, 15],
      },
      { name: 'text', path: '116,39;117,40;118,41' },
      { name: 'one point', path: [[116, 39]] },
    ]);
    expect(paths.map((p) => p.name)).toEqual(['array', 'objects', 'text']);
    expect(paths[0]!.timestamps).toEqual([0, 10]);
    expect(paths[1]!.timestamps).toEqual([5, 15]);
    expect(paths[2]!.timestamps).toBeNull();
    expect(paths[2]!.path).toHaveLength(3);
  });

  it('polygons: one ring or rings with holes; fewer than 3 points is no polygon', () => {
    const ring = [
      [0, 0],
      [1, 0],
      [1, 1],
    ];
    const polys = toPolygons([
      { name: 'one', polygon: ring, value: 4 },
      { name: 'holes', polygon: [ring, ring] },
      { name: 'bad', polygon: [[0, 0]] },
    ]);
    expect(polys.map((p) => [p.name, p.rings.length])).toEqual([
      ['one', 1],
      ['holes', 2],
    ]);
  });

  it('colours, ramps, sizes and domains', () => {
    expect(rgba('#FF000080')).toEqual([255, 0, 0, 128]);
    expect(rgba('#0f0')).toEqual([0, 255, 0, 255]);
    expect(rgba('nonsense', [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(
      ramp(
        [
          [0, 0, 0, 0],
          [255, 255, 255, 255],
        ],
        0.5,
      ),
    ).toEqual([128, 128, 128, 128]);
    expect(valueDomain([{ value: 2 }, { value: 8 }])).toEqual([2, 8]);
    expect(valueDomain([{ value: 3 }])).toEqual([2, 4]);
    expect(valueDomain([])).toEqual([0, 1]);
    expect(sizeOf(5, [0, 10], [10, 30])).toBe(20);
    expect(sizeOf(50, [0, 10], [10, 30])).toBe(30);
  });

  it('the precomputed ramp gives ramp()’s colours within one step, sharing its arrays', () => {
    const colors: [number, number, number, number][] = [
      [64, 169, 255, 255],
      [245, 34, 45, 255],
      [250, 219, 20, 128],
    ];
    const table = rampTable(colors);
    for (let t = 0; t <= 1; t += 0.0137) {
      const want = ramp(colors, t);
      table(t).forEach((c, k) => expect(Math.abs(c - want[k]!)).toBeLessThanOrEqual(2));
    }
    expect(table(0)).toEqual(colors[0]);
    expect(table(1)).toEqual([250, 219, 20, 128]);
    expect(table(-3)).toBe(table(0));
    expect(table(Number.NaN)).toBe(table(0));
    expect(table(0.5)).toBe(table(0.5));
  });
});
