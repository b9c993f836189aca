import type { Vector3 } from '@twincanvas/model';
import type { CameraMode, Pose } from './camera';

/**
 * Saved views and camera tours of a page (docs/3d.md, "Views and tours"): a view is a named pose, a tour
 * an ordered list of views each reached in its own duration. Pure functions, no three.js.
 */

export interface CameraView {
  id: string;
  name: string;
  position: Vector3;
  target: Vector3;
  /** The camera mode the view was saved in (orbit by default). */
  subType?: CameraMode;
}

export interface TourStop {
  viewId: string;
  /** Seconds to fly from the previous pose to this view. */
  duration: number;
  /** Seconds to stay on the view before the next stop. */
  hold?: number;
}

export interface CameraTour {
  id: string;
  name: string;
  stops: TourStop[];
  loop?: boolean;
}

export const MIN_SEGMENT_S = 0.1;
export const DEFAULT_FLY_S = 1.2;

interface Segment {
  from: Pose;
  to: Pose;
  start: number;
  duration: number;
  hold: number;
  /** The view this segment flies to (tours only; a single flight names none). */
  view?: { id: string; name: string };
}

export interface Timeline {
  segments: Segment[];
  total: number;
  loop: boolean;
  /** The tour played (absent for a single flight). */
  tourId?: string;
}

/** What a tour's 50101 "reach" event carries: the stop reached (0-based among the views it flies to). */
export interface TourReach {
  tourId: string;
  index: number;
  viewId: string;
  name: string;
  /** The tour's last stop (a looping tour reaches it once per round). */
  end: boolean;
}

const lerp = (a: number, b: number, k: number) => a + (b - a) * k;
const lerpV = (a: Vector3, b: Vector3, k: number): Vector3 => ({
  x: lerp(a.x, b.x, k),
  y: lerp(a.y, b.y, k),
  z: lerp(a.z, b.z, k),
});

/** Ease in and out, so flights start and land softly. */
export function ease(k: number): number {
  const t = Math.min(1, Math.max(0, k));
  return t * t * (3 - 2 * t);
}

export function lerpPose(a: Pose, b: Pose, k: number): Pose {
  const e = ease(k);
  return { position: lerpV(a.position, b.position, e), target: lerpV(a.target, b.target, e) };
}

const seconds = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.max(MIN_SEGMENT_S, v) : fallback;

/**
 * The timeline of a tour starting from the camera's current pose. Stops naming a view that no longer
 * exists are skipped, so deleting a view never breaks a tour.
 */
export function tourTimeline(tour: CameraTour, views: readonly CameraView[], from: Pose): Timeline {
  const byId = new Map(views.map((v) => [v.id, v]));
  const segments: Segment[] = [];
  let at = 0;
  let prev = from;
  for (const stop of tour.stops ?? []) {
    const view = byId.get(stop.viewId);
    if (!view) continue;
    const to: Pose = { position: { ...view.position }, target: { ...view.target } };
    const duration = seconds(stop.duration, DEFAULT_FLY_S);
    const hold = typeof stop.hold === 'number' && stop.hold > 0 ? stop.hold : 0;
    segments.push({
      from: prev,
      to,
      start: at,
      duration,
      hold,
      view: { id: view.id, name: view.name ?? '' },
    });
    at += duration + hold;
    prev = to;
  }
  return { segments, total: at, loop: Boolean(tour.loop) && segments.length > 1, tourId: tour.id };
}

/**
 * The stops a tour reaches after `from` and up to `to` seconds into it, in order: a stop is reached when
 * its flight lands (before its hold). A looping tour reaches every stop again each round.
 */
export function reachedStops(tl: Timeline, from: number, to: number): TourReach[] {
  const out: TourReach[] = [];
  if (!tl.tourId || to <= from || tl.segments.length === 0) return out;
  const last = tl.segments.length - 1;
  const rounds = tl.loop && tl.total > 0 ? Math.floor(to / tl.total) : 0;
  for (let r = Math.max(0, tl.loop && tl.total > 0 ? Math.floor(from / tl.total) : 0); r <= rounds; r++) {
    tl.segments.forEach((s, index) => {
      const landed = r * tl.total + s.start + s.duration;
      if (landed > from && landed <= to && s.view)
        out.push({ tourId: tl.tourId!, index, viewId: s.view.id, name: s.view.name, end: index === last });
    });
  }
  return out;
}

/** A single flight (fly-to a saved view) as a one-segment timeline. */
export function flightTimeline(from: Pose, to: Pose, duration = DEFAULT_FLY_S): Timeline {
  const d = seconds(duration, DEFAULT_FLY_S);
  return { segments: [{ from, to, start: 0, duration: d, hold: 0 }], total: d, loop: false };
}

/**
 * The pose `t` seconds into a timeline, and whether it has ended. A looping tour's later rounds fly from
 * its last view back to the first.
 */
export function poseAt(tl: Timeline, t: number): { pose: Pose | null; done: boolean } {
  if (tl.segments.length === 0) return { pose: null, done: true };
  let time = Math.max(0, t);
  let segments = tl.segments;
  if (tl.loop && time >= tl.total) {
    const first = tl.segments[0]!;
    const last = tl.segments[tl.segments.length - 1]!;
    // Later rounds start from the last view, so the first segment flies from there.
    segments = [{ ...first, from: last.to }, ...tl.segments.slice(1)];
    time = (time - tl.total) % tl.total;
  } else if (time >= tl.total) {
    return { pose: tl.segments[tl.segments.length - 1]!.to, done: true };
  }
  for (const s of segments) {
    if (time < s.start + s.duration)
      return { pose: lerpPose(s.from, s.to, (time - s.start) / s.duration), done: false };
    if (time < s.start + s.duration + s.hold) return { pose: s.to, done: false };
  }
  return { pose: segments[segments.length - 1]!.to, done: !tl.loop };
}

/** Views and tours as stored in a page's `configData` (repairing anything malformed). */
export function readViews(raw: unknown): CameraView[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (v): v is CameraView =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as CameraView).id === 'string' &&
      isVec((v as CameraView).position) &&
      isVec((v as CameraView).target),
  );
}

export function readTours(raw: unknown): CameraTour[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (t): t is CameraTour => typeof t === 'object' && t !== null && typeof (t as CameraTour).id === 'string',
    )
    .map((t) => ({
      ...t,
      stops: Array.isArray(t.stops) ? t.stops.filter((s) => typeof s?.viewId === 'string') : [],
    }));
}

function isVec(v: unknown): v is Vector3 {
  const o = v as Vector3 | undefined;
  return !!o && [o.x, o.y, o.z].every((n) => typeof n === 'number' && Number.isFinite(n));
}
