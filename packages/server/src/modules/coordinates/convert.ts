import * as gcoordModule from 'gcoord';

/** The part of gcoord used here; its systems are named by these strings. */
interface Gcoord {
  transform(p: [number, number], from: string, to: string): [number, number];
}
// gcoord is CommonJS whose typings say `export default`: Node's ESM loader and Vite both put its
// module.exports on `default`, while the two TypeScript resolutions of this repo disagree on the type.
const gcoord =
  (gcoordModule as unknown as { default?: Gcoord }).default ?? (gcoordModule as unknown as Gcoord);

/**
 * The three coordinate systems maps in China use: WGS-84 (GPS, world-atlas, OpenStreetMap), GCJ-02
 * (the offset system Chinese web maps must use, e.g. AMap, Tencent) and BD-09 (Baidu, a further offset
 * of GCJ-02). Conversion by gcoord; GCJ-02 leaves points outside China as they are, BD-09 offsets all.
 */
export const SYSTEMS = ['WGS84', 'GCJ02', 'BD09'] as const;
export type CoordinateSystem = (typeof SYSTEMS)[number];

/** Spellings people use for each system ("WGS-84", "wgs84", "gcj-02", "bd09ll"). */
export function parseSystem(text: string): CoordinateSystem | null {
  const t = text.toUpperCase().replace(/[\s\-_]/g, '');
  if (t === 'WGS84' || t === 'EPSG4326' || t === 'GPS') return 'WGS84';
  if (t === 'GCJ02' || t === 'AMAP' || t === 'GCJ') return 'GCJ02';
  if (t === 'BD09' || t === 'BD09LL' || t === 'BAIDU') return 'BD09';
  return null;
}

export type LngLat = [number, number];

export function convert(point: LngLat, from: CoordinateSystem, to: CoordinateSystem): LngLat {
  if (from === to) return [point[0], point[1]];
  const [lng, lat] = gcoord.transform([point[0], point[1]], from, to);
  return [round7(lng), round7(lat)];
}

/** Seven decimals are about a centimetre: more digits only carry the conversion's noise. */
const round7 = (n: number) => Math.round(n * 1e7) / 1e7;
