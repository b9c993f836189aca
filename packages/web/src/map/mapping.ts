import gcoord from 'gcoord';

/**
 * From data rows (what a layer's data source delivered after field mapping, or its static rows) to the
 * records the map layers draw. Pure and deck.gl-free, so each layer's data mapping is unit tested.
 *
 * Rows name their coordinates `lng`/`lat` (also accepted: `lon`, `longitude`, `latitude`); a value in
 * `value`, a label in `name`. Lines and polygons carry their points in `path` / `polygon` as arrays of
 * [lng, lat] (a trajectory point may add a time: [lng, lat, t]) or as text "lng,lat;lng,lat".
 */
export type Row = Readonly<Record<string, unknown>>;
export type LngLat = [number, number];

/** Coordinate systems a base map or data can be in: WGS-84, China's GCJ-02 and Baidu's BD-09. */
export type Crs = 'WGS84' | 'GCJ02' | 'BD09';
export const CRS_LIST: readonly Crs[] = ['WGS84', 'GCJ02', 'BD09'];

// gcoord's coordinate-system constants (its enum is a type only in the browser build).
const CRS = { WGS84: gcoord.WGS84, GCJ02: gcoord.GCJ02, BD09: gcoord.BD09 } as const;

/** Moves data points from the data's coordinate system into the base map's (identity when equal). */
export function shifter(from: Crs, to: Crs): (p: LngLat) => LngLat {
  if (from === to) return (p) => p;
  return (p) => {
    const [x, y] = gcoord.transform([p[0], p[1]], CRS[from], CRS[to]) as [number, number];
    return [x, y];
  };
}

export const asCrs = (v: unknown): Crs => (CRS_LIST.includes(v as Crs) ? (v as Crs) : 'WGS84');

export function toNumber(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

const pick = (row: Row, keys: readonly string[]): number | undefined => {
  for (const k of keys) {
    const n = toNumber(row[k]);
    if (n !== undefined) return n;
  }
  return undefined;
};

const LNG = ['lng', 'lon', 'longitude', 'Lng', 'LNG'];
const LAT = ['lat', 'latitude', 'Lat', 'LAT'];

const validLngLat = (lng: number | undefined, lat: number | undefined): lng is number =>
  lng !== undefined && lat !== undefined && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;

const nameOf = (row: Row): string => {
  if (typeof row.name === 'string') return row.name;
  const n = row.name ?? row.Name ?? row.title;
  return typeof n === 'string' || typeof n === 'number' ? String(n) : '';
};

export interface PointRecord {
  position: LngLat;
  value: number;
  name: string;
  row: Row;
}

/** Rows with a valid lng/lat as points; rows without one are left out (never drawn at 0,0). */
export function toPoints(rows: readonly unknown[], shift: (p: LngLat) => LngLat = (p) => p): PointRecord[] {
  const out: PointRecord[] = [];
  for (const raw of rows) {
    if (typeof raw !== 'object' || raw === null) continue;
    const row = raw as Row;
    // The common shape (numeric lng/lat/value) first: a million rows spend their time here.
    const lng = typeof row.lng === 'number' ? row.lng : pick(row, LNG);
    const lat = typeof row.lat === 'number' ? row.lat : pick(row, LAT);
    if (!validLngLat(lng, lat)) continue;
    const v = row.value;
    const value = typeof v === 'number' && Number.isFinite(v) ? v : (toNumber(v) ?? 1);
    out.push({ position: shift([lng, lat!]), value, name: nameOf(row), row });
  }
  return out;
}

export interface ArcRecord {
  from: LngLat;
  to: LngLat;
  value: number;
  name: string;
  row: Row;
}

/** Rows with `fromLng`/`fromLat` and `toLng`/`toLat` as arcs. */
export function toArcs(rows: readonly unknown[], shift: (p: LngLat) => LngLat = (p) => p): ArcRecord[] {
  const out: ArcRecord[] = [];
  for (const raw of rows) {
    if (typeof raw !== 'object' || raw === null) continue;
    const row = raw as Row;
    const [fx, fy, tx, ty] = ['fromLng', 'fromLat', 'toLng', 'toLat'].map((k) => toNumber(row[k]));
    if (!validLngLat(fx, fy) || !validLngLat(tx, ty)) continue;
    out.push({
      from: shift([fx, fy!]),
      to: shift([tx, ty!]),
      value: toNumber(row.value) ?? 1,
      name: nameOf(row),
      row,
    });
  }
  return out;
}

/** A list of points from an array of [lng, lat(, t)] or {lng, lat(, t)}, or text "lng,lat;lng,lat". */
export function parsePoints(v: unknown): number[][] {
  const list: unknown[] =
    typeof v === 'string'
      ? v
          .split(';')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => s.split(',').map(Number))
      : Array.isArray(v)
        ? v
        : [];
  const out: number[][] = [];
  for (const p of list) {
    if (Array.isArray(p)) {
      const nums = p.map(toNumber);
      if (validLngLat(nums[0], nums[1])) out.push(nums.filter((n): n is number => n !== undefined));
    } else if (typeof p === 'object' && p !== null) {
      const row = p as Row;
      const lng = pick(row, LNG);
      const lat = pick(row, LAT);
      const t = toNumber(row.t ?? row.time ?? row.timestamp);
      if (validLngLat(lng, lat)) out.push(t === undefined ? [lng, lat!] : [lng, lat!, t]);
    }
  }
  return out;
}

export interface PathRecord {
  path: LngLat[];
  /** Per point times (trajectories): from [lng, lat, t] points or a `timestamps` list. */
  timestamps: number[] | null;
  value: number;
  name: string;
  row: Row;
}

/** Rows with a `path` of at least two points as lines. */
export function toPaths(rows: readonly unknown[], shift: (p: LngLat) => LngLat = (p) => p): PathRecord[] {
  const out: PathRecord[] = [];
  for (const raw of rows) {
    if (typeof raw !== 'object' || raw === null) continue;
    const row = raw as Row;
    const points = parsePoints(row.path ?? row.coordinates);
    if (points.length < 2) continue;
    const own = Array.isArray(row.timestamps) ? row.timestamps.map(toNumber) : null;
    const fromPoints = points.every((p) => p.length >= 3) ? points.map((p) => p[2]!) : null;
    const timestamps =
      own && own.length === points.length && own.every((t) => t !== undefined)
        ? (own as number[])
        : fromPoints;
    out.push({
      path: points.map((p) => shift([p[0]!, p[1]!])),
      timestamps,
      value: toNumber(row.value) ?? 1,
      name: nameOf(row),
      row,
    });
  }
  return out;
}

export interface PolygonRecord {
  /** Outer ring first, then holes. */
  rings: LngLat[][];
  value: number;
  name: string;
  row: Row;
}

/** Rows with a `polygon`: one ring (a list of points) or several (outer first, then holes). */
export function toPolygons(
  rows: readonly unknown[],
  shift: (p: LngLat) => LngLat = (p) => p,
): PolygonRecord[] {
  const out: PolygonRecord[] = [];
  for (const raw of rows) {
    if (typeof raw !== 'object' || raw === null) continue;
    const row = raw as Row;
    const v = row.polygon ?? row.coordinates;
    const nested = Array.isArray(v) && Array.isArray(v[0]) && Array.isArray((v[0] as unknown[])[0]);
    const rings = (nested ? (v as unknown[]) : [v]).map(parsePoints).filter((r) => r.length >= 3);
    if (rings.length === 0) continue;
    out.push({
      rings: rings.map((r) => r.map((p) => shift([p[0]!, p[1]!]))),
      value: toNumber(row.value) ?? 1,
      name: nameOf(row),
      row,
    });
  }
  return out;
}

/** [min, max] of the values (a flat domain is widened so scales never divide by zero). */
export function valueDomain(records: readonly { value: number }[]): [number, number] {
  if (records.length === 0) return [0, 1];
  let min = Infinity;
  let max = -Infinity;
  for (const r of records) {
    if (r.value < min) min = r.value;
    if (r.value > max) max = r.value;
  }
  return min === max ? [min - 1, max + 1] : [min, max];
}

export type Rgba = [number, number, number, number];

/** '#rgb', '#rrggbb' or '#rrggbbaa' (the editor's colour format) as [r, g, b, a]; fallback on nonsense. */
export function rgba(hex: unknown, fallback: Rgba = [24, 144, 255, 255]): Rgba {
  if (typeof hex !== 'string') return fallback;
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!m) return fallback;
  let h = m[1]!;
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
  return [n(0), n(2), n(4), h.length === 8 ? n(6) : 255];
}

/** Position of a value in the domain, 0..1 (clamped). */
export const unit = (v: number, [min, max]: [number, number]): number =>
  Math.min(1, Math.max(0, (v - min) / (max - min)));

/** A colour ramp through the given stops, evaluated at t in 0..1. */
export function ramp(colors: readonly Rgba[], t: number): Rgba {
  if (colors.length === 0) return [0, 0, 0, 255];
  if (colors.length === 1) return colors[0]!;
  const x = Math.min(1, Math.max(0, t)) * (colors.length - 1);
  const i = Math.min(colors.length - 2, Math.floor(x));
  const f = x - i;
  const [a, b] = [colors[i]!, colors[i + 1]!];
  return [0, 1, 2, 3].map((k) => Math.round(a[k]! + (b[k]! - a[k]!) * f)) as Rgba;
}

/**
 * `ramp` precomputed at 256 steps: the same colours to within one step, without allocating a colour per
 * point (a million points coloured by value spent most of their first frame in `ramp`'s arrays).
 * deck.gl copies each colour into its attribute buffer, so sharing the table's arrays is safe.
 */
export function rampTable(colors: readonly Rgba[], steps = 256): (t: number) => Rgba {
  const table = Array.from({ length: steps }, (_, i) => ramp(colors, i / (steps - 1)));
  return (t) => table[Number.isFinite(t) ? Math.round(Math.min(1, Math.max(0, t)) * (steps - 1)) : 0]!;
}

/** Size by value: linear from min to max size over the domain. */
export const sizeOf = (v: number, domain: [number, number], [min, max]: [number, number]): number =>
  min + (max - min) * unit(v, domain);

/** A legend: one swatch per entry, or a ramp between two labelled ends. */
export type Legend =
  | { kind: 'swatches'; title: string; entries: { label: string; color: Rgba }[] }
  | { kind: 'ramp'; title: string; colors: Rgba[]; min: number; max: number };

export const rampLegend = (title: string, colors: Rgba[], [min, max]: [number, number]): Legend => ({
  kind: 'ramp',
  title,
  colors,
  min,
  max,
});

export const swatch = (title: string, color: Rgba): Legend => ({
  kind: 'swatches',
  title,
  entries: [{ label: title, color }],
});
