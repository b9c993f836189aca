import type { ColorData } from '@twincanvas/model';

type Gradient = NonNullable<ColorData['gradientColor']>;

/** Gradient stop edits (colour + location pairs kept aligned and sorted by location). */
export function setStop(g: Gradient, i: number, change: { color?: string; location?: number }): Gradient {
  const stops = g.gradientColors.map((color, j) => ({
    color,
    location: g.gradientLocations[j] ?? j / Math.max(1, g.gradientColors.length - 1),
  }));
  const at = stops[i];
  if (!at) return g;
  stops[i] = {
    color: change.color ?? at.color,
    location: Math.min(1, Math.max(0, change.location ?? at.location)),
  };
  stops.sort((a, b) => a.location - b.location);
  return { ...g, gradientColors: stops.map((s) => s.color), gradientLocations: stops.map((s) => s.location) };
}

/** Adds a stop halfway along the widest gap, coloured like the stop before it. */
export function addStop(g: Gradient): Gradient {
  const locs = g.gradientColors.map(
    (_, j) => g.gradientLocations[j] ?? j / Math.max(1, g.gradientColors.length - 1),
  );
  let gap = 0;
  for (let j = 1; j < locs.length; j++)
    if (locs[j]! - locs[j - 1]! > locs[gap + 1]! - locs[gap]!) gap = j - 1;
  const location = locs.length < 2 ? 0.5 : (locs[gap]! + locs[gap + 1]!) / 2;
  const colors = [...g.gradientColors];
  colors.splice(gap + 1, 0, g.gradientColors[gap] ?? '#FFFFFFFF');
  locs.splice(gap + 1, 0, location);
  return { ...g, gradientColors: colors, gradientLocations: locs };
}

export function removeStop(g: Gradient, i: number): Gradient {
  if (g.gradientColors.length <= 2) return g;
  return {
    ...g,
    gradientColors: g.gradientColors.filter((_, j) => j !== i),
    gradientLocations: g.gradientLocations.filter((_, j) => j !== i),
  };
}
