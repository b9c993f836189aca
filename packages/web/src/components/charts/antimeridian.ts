import type { Geometry, Position } from 'geojson';

/**
 * Cuts polygons that cross the antimeridian (±180°) into pieces on either side. Outlines on a sphere
 * (world-atlas' Russia, Fiji, Antarctica) step from 179.9° to -179.9°; drawn on a flat lng/lat plane,
 * as ECharts' geo component does, that step is a line across the whole map and the fill becomes a
 * horizontal band. After cutting, no ring has a segment spanning more than 180° of longitude.
 */
type Ring = Position[];

/** Longitudes made continuous: each point within 180° of the one before (Chukotka runs on to 190°). */
function unwrap(ring: Ring): Ring {
  const out: Ring = [];
  let prev: number | null = null;
  for (const [lng, lat, ...rest] of ring) {
    let x = lng!;
    if (prev !== null) while (x - prev > 180) x -= 360;
    if (prev !== null) while (prev - x > 180) x += 360;
    out.push([x, lat!, ...rest]);
    prev = x;
  }
  return out;
}

/**
 * Sutherland-Hodgman against one line of constant longitude (`axis` 0) or latitude (`axis` 1): keeps the
 * side at or below `at` when `keepBelow`, else the side at or above it.
 */
export function clipRing(ring: Ring, axis: 0 | 1, at: number, keepBelow: boolean): Ring {
  const other = axis === 0 ? 1 : 0;
  const inside = (p: Position) => (keepBelow ? p[axis]! <= at : p[axis]! >= at);
  const cross = (a: Position, b: Position): Position => {
    const t = (at - a[axis]!) / (b[axis]! - a[axis]!);
    const point = [0, 0];
    point[axis] = at;
    point[other] = a[other]! + t * (b[other]! - a[other]!);
    return point;
  };
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const cur = ring[i]!;
    const prev = ring[(i + ring.length - 1) % ring.length]!;
    if (inside(cur)) {
      if (!inside(prev)) out.push(cross(prev, cur));
      out.push(cur);
    } else if (inside(prev)) out.push(cross(prev, cur));
  }
  return out;
}

function close(ring: Ring): Ring | null {
  if (ring.length < 3) return null;
  const [f, l] = [ring[0]!, ring[ring.length - 1]!];
  const closed = f[0] === l[0] && f[1] === l[1] ? ring : [...ring, f];
  return closed.length >= 4 ? closed : null;
}

/** The pieces of one polygon (outer ring and holes), one per 360° strip it touches, shifted home. */
function cutPolygon(rings: Ring[]): Ring[][] {
  const unwrapped = rings.map((r, i) => {
    const u = unwrap(r);
    const first = u[0]!;
    const last = u[u.length - 1]!;
    // A ring around a pole (Antarctica) ends 360° from where it began: close it along the pole.
    if (i === 0 && Math.abs(last[0]! - first[0]!) > 180) {
      const pole = u.reduce((s, p) => s + p[1]!, 0) / u.length < 0 ? -90 : 90;
      // In 90° steps along the pole, so no segment of the result spans more than 180°.
      const along: Ring = [];
      const dir = Math.sign(first[0]! - last[0]!);
      for (let x = last[0]!; (first[0]! - x) * dir > 0; x += dir * Math.min(90, Math.abs(first[0]! - x)))
        along.push([x, pole]);
      return [...u, ...along, [first[0]!, pole], first];
    }
    return u;
  });
  const xs = unwrapped[0]!.map((p) => p[0]!);
  const lo = Math.floor((Math.min(...xs) + 180) / 360);
  const hi = Math.ceil((Math.max(...xs) + 180) / 360) - 1;
  if (lo === 0 && hi === 0) return [unwrapped];
  const pieces: Ring[][] = [];
  for (let k = lo; k <= hi; k++) {
    const [left, right] = [-180 + 360 * k, 180 + 360 * k];
    const clip = (r: Ring): Ring | null => {
      const c = close(clipRing(clipRing(r, 0, left, false), 0, right, true));
      return c && c.map(([x, y, ...rest]) => [x! - 360 * k, y!, ...rest]);
    };
    const outer = clip(unwrapped[0]!);
    if (!outer) continue;
    const holes = unwrapped
      .slice(1)
      .map(clip)
      .filter((h): h is Ring => h !== null);
    pieces.push([outer, ...holes]);
  }
  return pieces;
}

export function cutAtAntimeridian<G extends Geometry | null>(g: G): G {
  if (!g) return g;
  if (g.type === 'Polygon') {
    const pieces = cutPolygon(g.coordinates);
    return (
      pieces.length === 1 ? { ...g, coordinates: pieces[0] } : { type: 'MultiPolygon', coordinates: pieces }
    ) as G;
  }
  if (g.type === 'MultiPolygon') return { ...g, coordinates: g.coordinates.flatMap(cutPolygon) } as G;
  return g;
}
