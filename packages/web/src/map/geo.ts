import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { cutAtAntimeridian } from '../components/charts/antimeridian';

/**
 * Geometry helpers that keep a flat (Web Mercator) map honest. A ring or line whose consecutive points
 * jump by more than 180° of longitude crosses the antimeridian; drawn as-is it becomes a band across the
 * whole world (the streaks of a naive world map). Polygons are cut by the charts' cutter
 * (components/charts/antimeridian.ts); lines are broken here, so every drawn edge is shorter than half
 * the world.
 */

/** Whether a line or ring has an edge longer than 180° of longitude. */
export function crossesAntimeridian(line: readonly Position[]): boolean {
  for (let i = 1; i < line.length; i += 1) if (Math.abs(line[i]![0]! - line[i - 1]![0]!) > 180) return true;
  return false;
}

/** A line as one or more lines, broken where it crosses the antimeridian (each part ends on ±180°). */
export function splitLine(line: readonly Position[]): Position[][] {
  if (!crossesAntimeridian(line)) return [[...line]];
  const parts: Position[][] = [];
  let current: Position[] = [line[0]!];
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const delta = b[0]! - a[0]!;
    if (Math.abs(delta) > 180) {
      const edge = delta < 0 ? 180 : -180; // going east past 180 shows up as a jump down
      const bx = b[0]! + (delta < 0 ? 360 : -360);
      const t = (edge - a[0]!) / (bx - a[0]!);
      const lat = a[1]! + t * (b[1]! - a[1]!);
      current.push([edge, lat]);
      parts.push(current);
      current = [[-edge, lat]];
    }
    current.push(b);
  }
  parts.push(current);
  return parts.filter((p) => p.length >= 2);
}

/** Every polygon and line of a geometry cut at the antimeridian; other geometries unchanged. */
export function cutGeometry(geometry: Geometry): Geometry {
  switch (geometry.type) {
    case 'Polygon':
    case 'MultiPolygon':
      // The one polygon cutter, shared with the world map chart.
      return cutAtAntimeridian(geometry);
    case 'LineString': {
      const parts = splitLine(geometry.coordinates);
      return parts.length === 1
        ? { type: 'LineString', coordinates: parts[0]! }
        : { type: 'MultiLineString', coordinates: parts };
    }
    case 'MultiLineString':
      return { type: 'MultiLineString', coordinates: geometry.coordinates.flatMap((l) => splitLine(l)) };
    case 'GeometryCollection':
      return { type: 'GeometryCollection', geometries: geometry.geometries.map(cutGeometry) };
    default:
      return geometry;
  }
}

export function cutCollection<P>(fc: FeatureCollection<Geometry, P>): FeatureCollection<Geometry, P> {
  return {
    ...fc,
    features: fc.features.map((f) => (f.geometry ? { ...f, geometry: cutGeometry(f.geometry) } : f)),
  };
}

/** The longest edge (in degrees of longitude) of any line or ring of a geometry. */
export function longestEdge(geometry: Geometry): number {
  const lines: Position[][] = [];
  const collect = (g: Geometry) => {
    if (g.type === 'Polygon' || g.type === 'MultiLineString') lines.push(...g.coordinates);
    else if (g.type === 'MultiPolygon') g.coordinates.forEach((p) => lines.push(...p));
    else if (g.type === 'LineString') lines.push(g.coordinates);
    else if (g.type === 'GeometryCollection') g.geometries.forEach(collect);
  };
  collect(geometry);
  let max = 0;
  for (const line of lines)
    for (let i = 1; i < line.length; i += 1) max = Math.max(max, Math.abs(line[i]![0]! - line[i - 1]![0]!));
  return max;
}

function ringArea(ring: readonly Position[]): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1)
    a += (ring[j]![0]! - ring[i]![0]!) * (ring[j]![1]! + ring[i]![1]!);
  return a / 2;
}

/** Where to put a label: the centroid of the largest outer ring (area-weighted vertex centroid). */
export function labelPoint(geometry: Geometry | null): [number, number] | null {
  if (!geometry) return null;
  if (geometry.type === 'Point') return [geometry.coordinates[0]!, geometry.coordinates[1]!];
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  let best: Position[] | null = null;
  let bestArea = 0;
  for (const p of polygons) {
    const outer = p[0];
    if (!outer) continue;
    const area = Math.abs(ringArea(outer));
    if (area > bestArea) [best, bestArea] = [outer, area];
  }
  if (!best) return null;
  let x = 0;
  let y = 0;
  let w = 0;
  for (let i = 0, j = best.length - 1; i < best.length; j = i, i += 1) {
    const f = best[j]![0]! * best[i]![1]! - best[i]![0]! * best[j]![1]!;
    x += (best[j]![0]! + best[i]![0]!) * f;
    y += (best[j]![1]! + best[i]![1]!) * f;
    w += f;
  }
  if (w === 0) return [best[0]![0]!, best[0]![1]!];
  return [x / (3 * w), y / (3 * w)];
}

/** Label points of a collection's features, named by a property. */
export function labelsOf<P>(fc: FeatureCollection<Geometry, P>, name: (f: Feature<Geometry, P>) => string) {
  return fc.features.flatMap((f) => {
    const at = labelPoint(f.geometry);
    const text = name(f);
    return at && text ? [{ position: at, text }] : [];
  });
}
