import { HEAT_THEMES } from './idw';

/**
 * A heat map's theme as the property panel stores it (`propertyData.theme`): the id of a built-in theme,
 * or the gradient itself (a library heat theme copied in, or one edited in the panel), so the viewer and
 * a share draw it without reading the group's library.
 */
export interface HeatGradient {
  /** A built-in id, a library theme's id, or 'custom'. */
  id: string;
  name?: string;
  /** From cold to hot. */
  colors: string[];
  /** Where each colour sits, 0..1; evenly spaced when absent or not one per colour. */
  stops?: number[];
}

export type HeatStop = { at: number; color: string };

const HEX = /^#[0-9a-f]{6}([0-9a-f]{2})?$/i;
const SHORT = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** A colour the ramp reads (#rrggbb or #rrggbbaa), from #rgb too; null for anything else. */
function hexOf(c: unknown): string | null {
  if (typeof c !== 'string') return null;
  const s = c.trim();
  if (HEX.test(s)) return s;
  const m = SHORT.exec(s);
  return m ? `#${m[1]}${m[1]}${m[2]}${m[2]}${m[3]}${m[3]}` : null;
}

/** The built-in theme's gradient (classic when the id is unknown). */
export function builtInGradient(id: string): HeatGradient {
  const t = HEAT_THEMES.find((x) => x.id === id) ?? HEAT_THEMES[0]!;
  return { id: t.id, colors: t.stops.map((s) => s.color), stops: t.stops.map((s) => s.at) };
}

/**
 * The gradient a stored theme value stands for: a built-in id, or a gradient with at least two readable
 * colours; anything else falls back to the classic theme (a bad value never blanks the heat map).
 */
export function readHeatTheme(value: unknown): HeatGradient {
  if (typeof value === 'string') return builtInGradient(value);
  if (!value || typeof value !== 'object') return builtInGradient('classic');
  const v = value as Partial<HeatGradient>;
  const colors = (Array.isArray(v.colors) ? v.colors : []).map(hexOf).filter((c): c is string => !!c);
  if (colors.length < 2) return builtInGradient(typeof v.id === 'string' ? v.id : 'classic');
  const stops =
    Array.isArray(v.stops) &&
    v.stops.length === colors.length &&
    v.stops.every((s) => typeof s === 'number' && s >= 0 && s <= 1)
      ? v.stops
      : undefined;
  return {
    id: typeof v.id === 'string' && v.id ? v.id : 'custom',
    ...(typeof v.name === 'string' ? { name: v.name } : {}),
    colors,
    ...(stops ? { stops } : {}),
  };
}

/** The colour stops of a stored theme value, cold to hot, for the heat ramp. */
export function heatStops(value: unknown): HeatStop[] {
  const g = readHeatTheme(value);
  const last = g.colors.length - 1;
  return g.colors.map((color, i) => ({ at: g.stops?.[i] ?? i / last, color }));
}

/** A CSS gradient of a theme (the panel's preview swatch). */
export function heatCss(value: unknown): string {
  return `linear-gradient(90deg, ${heatStops(value)
    .map((s) => `${s.color} ${Math.round(s.at * 100)}%`)
    .join(', ')})`;
}
