import { describe, expect, it } from 'vitest';
import { convert, parseSystem, SYSTEMS, type LngLat } from './convert.js';

/** Great-circle distance in metres. */
function metres([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(r(lat2 - lat1) / 2) ** 2 +
    Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lng2 - lng1) / 2) ** 2;
  return 2 * 6_371_008 * Math.asin(Math.sqrt(a));
}

/** A grid over China's extent (and its coasts and borders), 9 × 9 points. */
const GRID: LngLat[] = [];
for (let i = 0; i <= 8; i++) for (let j = 0; j <= 8; j++) GRID.push([74 + i * 7, 18.5 + j * 4.4]);
const CITIES: LngLat[] = [
  [116.3913, 39.9075], // Tiananmen
  [121.4997, 31.2397], // the Bund
  [113.2644, 23.1291], // Guangzhou
  [87.6177, 43.7928], // Urumqi
  [126.535, 45.8023], // Harbin
  [109.5119, 18.2528], // Sanya
];

describe('coordinate conversion (gcoord)', () => {
  it('shifts points in China by a few hundred metres between WGS-84 and GCJ-02, and more to BD-09', () => {
    for (const p of CITIES) {
      const gcj = convert(p, 'WGS84', 'GCJ02');
      const bd = convert(p, 'WGS84', 'BD09');
      expect(metres(p, gcj)).toBeGreaterThan(50);
      expect(metres(p, gcj)).toBeLessThan(1000);
      expect(metres(gcj, bd)).toBeGreaterThan(300);
      expect(metres(gcj, bd)).toBeLessThan(1500);
    }
    // Tiananmen on a Chinese web map (GCJ-02) sits about 550 m east-north-east of its GPS position.
    const [lng, lat] = convert([116.3913, 39.9075], 'WGS84', 'GCJ02');
    expect(lng).toBeCloseTo(116.3975, 3);
    expect(lat).toBeCloseTo(39.9089, 3);
  });

  it('leaves points outside China where they are (the offset is a Chinese regulation)', () => {
    expect(convert([2.2945, 48.8584], 'WGS84', 'GCJ02')).toEqual([2.2945, 48.8584]);
  });

  it('round-trips every pair of systems within a metre, over all of China', () => {
    let worst = 0;
    for (const from of SYSTEMS)
      for (const to of SYSTEMS) {
        if (from === to) continue;
        for (const p of [...GRID, ...CITIES]) {
          const back = convert(convert(p, from, to), to, from);
          worst = Math.max(worst, metres(p, back));
        }
      }
    expect(worst).toBeLessThan(1);
  });

  it('understands the usual spellings of the systems and refuses others', () => {
    expect(parseSystem('WGS-84')).toBe('WGS84');
    expect(parseSystem('gcj02')).toBe('GCJ02');
    expect(parseSystem('bd09ll')).toBe('BD09');
    expect(parseSystem('Baidu')).toBe('BD09');
    expect(parseSystem('EPSG:3857')).toBeNull();
  });
});
