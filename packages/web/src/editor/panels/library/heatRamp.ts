import type { HeatGradient } from '../../../engine3d/objects/heatThemes';

/**
 * A heat theme of the group's library as its dialog edits it: a name and colour stops from cold to hot.
 * Pure: what the server stores (`{ colors, stops }`, the heat-theme routes) and what a heat map copies in.
 */
export interface RampStop {
  color: string;
  /** 0..1 along the ramp. */
  at: number;
}

export interface RampDraft {
  name: string;
  stops: RampStop[];
}

export type RampProblem = 'name' | 'count' | 'color' | 'position';

export const RAMP_MIN = 2;
export const RAMP_MAX = 20;
const NAME_MAX = 100;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The stops of a stored gradient; stops absent or not one per colour are spread evenly. */
export function stopsOf(g: Pick<HeatGradient, 'colors' | 'stops'>): RampStop[] {
  const last = Math.max(1, g.colors.length - 1);
  const even = g.stops?.length !== g.colors.length;
  return g.colors.map((color, i) => ({ color, at: even ? i / last : g.stops![i]! }));
}

/** A new stop between the two farthest apart (the widest gap), coloured like its cold side. */
export function withStopAdded(stops: readonly RampStop[]): RampStop[] {
  const sorted = sortStops(stops);
  if (sorted.length === 0) return [{ color: '#0000ff', at: 0 }];
  let gap = 0;
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i]!.at - sorted[i - 1]!.at > sorted[gap + 1]!.at - sorted[gap]!.at) gap = i - 1;
  const a = sorted[gap]!;
  const b = sorted[gap + 1];
  const at = b ? (a.at + b.at) / 2 : Math.min(1, a.at + 0.1);
  const next = [...sorted];
  next.splice(gap + 1, 0, { color: a.color, at: Math.round(at * 1000) / 1000 });
  return next;
}

/** Cold to hot by position (a stop dragged past another keeps its colour). */
export function sortStops(stops: readonly RampStop[]): RampStop[] {
  return stops
    .map((s, i) => ({ s, i }))
    .sort((x, y) => x.s.at - y.s.at || x.i - y.i)
    .map(({ s }) => s);
}

/** What is wrong with a draft, first problem first; null when it can be saved. */
export function rampProblem(d: RampDraft): RampProblem | null {
  const name = d.name.trim();
  if (!name || name.length > NAME_MAX) return 'name';
  if (d.stops.length < RAMP_MIN || d.stops.length > RAMP_MAX) return 'count';
  if (d.stops.some((s) => !HEX.test(s.color.trim()))) return 'color';
  if (d.stops.some((s) => !Number.isFinite(s.at) || s.at < 0 || s.at > 1)) return 'position';
  return null;
}

/** The body the heat-theme routes store: colours and stops in cold-to-hot order. */
export function rampBody(d: RampDraft): { colors: string[]; stops: number[] } {
  const sorted = sortStops(d.stops);
  return { colors: sorted.map((s) => s.color.trim()), stops: sorted.map((s) => s.at) };
}

/** The gradient a heat map copies in when this library theme is chosen (`propertyData.theme`). */
export function rampGradient(id: string, d: RampDraft): HeatGradient {
  return { id, name: d.name.trim(), ...rampBody(d) };
}
