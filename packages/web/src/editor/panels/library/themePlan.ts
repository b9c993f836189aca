import { DEFAULT_PLAN, type ColourPlan } from '../../../components/chartKit/theme';
import type { ThemeRecord } from './libraryApi';

/**
 * A colour of a stored theme ('#RGB', '#RRGGBB', '#RRGGBBAA', 'rgb()' or 'rgba()', as the theme API
 * accepts) in the document's '#RRGGBBAA' form; null for anything else. Plans only read that form, so a
 * colour left in another spelling would silently fall back to the default plan.
 */
export function toHex8(c: string): string | null {
  const v = c.trim();
  const h = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, '0');
  if (/^#[0-9a-f]{3}$/i.test(v)) return `#${[...v.slice(1)].map((d) => d + d).join('')}FF`.toUpperCase();
  if (/^#[0-9a-f]{6}$/i.test(v)) return `${v}FF`.toUpperCase();
  if (/^#[0-9a-f]{8}$/i.test(v)) return v.toUpperCase();
  const m = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)(%?)\s*)?\)$/i.exec(v);
  if (!m) return null;
  const alpha = m[4] === undefined ? 1 : Number(m[4]) / (m[5] ? 100 : 1);
  return `#${h(Number(m[1]))}${h(Number(m[2]))}${h(Number(m[3]))}${h(alpha * 255)}`.toUpperCase();
}

/** A stored theme as a colour plan: its colours (unreadable ones dropped), text and axis colours. */
export function themePlan(theme: ThemeRecord): ColourPlan {
  const colors = theme.colors.map(toHex8).filter((c): c is string => c !== null);
  return {
    ...DEFAULT_PLAN,
    id: theme.id,
    name: theme.name,
    colors: colors.length > 0 ? colors : DEFAULT_PLAN.colors,
    textColor: (theme.textColor && toHex8(theme.textColor)) || DEFAULT_PLAN.textColor,
    axisColor: (theme.axisColor && toHex8(theme.axisColor)) || DEFAULT_PLAN.axisColor,
  };
}
