import { ownValue, toNumber } from '@twincanvas/model';
import type { Vector3 } from '@twincanvas/model';

/** A trail's path: points, the distance to each point along it and, for replays, each point's time. */
export interface TrailPath {
  points: Vector3[];
  /** cumulative[i] = metres from the first point to point i. */
  cumulative: number[];
  /** Seconds (or any monotonic unit) of each point when the path is a recorded track. */
  times: number[] | null;
  length: number;
}

export function buildPath(points: readonly Vector3[], times: readonly number[] | null = null): TrailPath {
  const cumulative: number[] = [];
  let length = 0;
  points.forEach((p, i) => {
    const prev = points[i - 1];
    if (prev) length += Math.hypot(p.x - prev.x, p.y - prev.y, p.z - prev.z);
    cumulative.push(length);
  });
  return {
    points: [...points],
    cumulative,
    times: times && times.length === points.length ? [...times] : null,
    length,
  };
}

/** A recorded track from rows (x, y, z, time), sorted by time; rows without a position are skipped. */
export function pathFromRows(rows: readonly Record<string, unknown>[]): TrailPath {
  const samples = rows
    .map((r) => {
      const x = toNumber(ownValue(r, 'x'));
      const y = toNumber(ownValue(r, 'y')) ?? 0;
      const z = toNumber(ownValue(r, 'z'));
      const t = ownValue(r, 'time');
      const time = toNumber(t) ?? (typeof t === 'string' ? Date.parse(t) / 1000 : NaN);
      return x === null || z === null ? null : { p: { x, y, z }, time };
    })
    .filter((s): s is { p: Vector3; time: number } => s !== null);
  const timed = samples.every((s) => Number.isFinite(s.time));
  if (timed) samples.sort((a, b) => a.time - b.time);
  return buildPath(
    samples.map((s) => s.p),
    timed ? samples.map((s) => s.time) : null,
  );
}

/** Index of the last point at or before `distance` (0 for an empty path). */
export function pointIndexAt(path: TrailPath, distance: number): number {
  let lo = 0;
  let hi = path.cumulative.length - 1;
  if (hi < 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (path.cumulative[mid]! <= distance) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The position `distance` metres along the path (clamped to its ends), written into `out`. */
export function positionAt(path: TrailPath, distance: number, out: Vector3): Vector3 {
  const n = path.points.length;
  if (n === 0) return out;
  const d = Math.min(Math.max(distance, 0), path.length);
  const i = pointIndexAt(path, d);
  const a = path.points[i]!;
  const b = path.points[Math.min(i + 1, n - 1)]!;
  const span = (path.cumulative[Math.min(i + 1, n - 1)] ?? 0) - (path.cumulative[i] ?? 0);
  const f = span > 0 ? (d - path.cumulative[i]!) / span : 0;
  out.x = a.x + (b.x - a.x) * f;
  out.y = a.y + (b.y - a.y) * f;
  out.z = a.z + (b.z - a.z) * f;
  return out;
}

/** For a recorded track: the distance along it at time `t` (between samples, linear in time). */
export function distanceAtTime(path: TrailPath, t: number): number {
  const times = path.times;
  if (!times || times.length === 0) return 0;
  if (t <= times[0]!) return 0;
  if (t >= times[times.length - 1]!) return path.length;
  let i = 0;
  while (i + 1 < times.length && times[i + 1]! <= t) i++;
  const span = times[i + 1]! - times[i]!;
  const f = span > 0 ? (t - times[i]!) / span : 0;
  return path.cumulative[i]! + (path.cumulative[i + 1]! - path.cumulative[i]!) * f;
}

/**
 * Points passed when moving from `from` to `to` metres (exclusive of `from`, inclusive of `to`): the
 * indices a 50101 "reach" event is due for, in order.
 */
export function reachedBetween(path: TrailPath, from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < path.cumulative.length; i++) {
    const c = path.cumulative[i]!;
    if (c > from && c <= to) out.push(i);
  }
  return out;
}
