import { scalar, type NormalPage } from '../chartKit/data';
import { baseOption, colorAt, unitOf, type ChartContext, type EOption } from '../chartKit/settings';
import { cssColor, withAlpha } from '../chartKit/theme';

/**
 * Liquid fill, drawn with ECharts graphic elements (echarts-liquidfill is not available): a ring, and two
 * wave polygons clipped to the circle by construction. The waves move by keyframe animation of their
 * points inside ECharts' own render loop, so React never re-renders per frame.
 */

/** Fill ratio in [0, 1]: Y against Max (page, then dimension), Y ≤ 1 read as a ratio already. */
export function liquidRatio(page: NormalPage): number {
  const point = page.series[0]?.points[0];
  const value = point ? scalar(point.y) : 0;
  const max = page.max ?? page.dimension.max ?? (value <= 1 ? 1 : 100);
  return max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
}

const STEPS = 40;

/** Points of the water below a sine wave inside a circle (same count for every phase, so they morph). */
export function wavePolygon(
  cx: number,
  cy: number,
  r: number,
  ratio: number,
  amplitude: number,
  phase: number,
): number[][] {
  const level = cy + r - 2 * r * ratio;
  const upper: number[][] = [];
  const lower: number[][] = [];
  for (let i = 0; i <= STEPS; i++) {
    const x = -r + (2 * r * i) / STEPS;
    const half = Math.sqrt(Math.max(0, r * r - x * x));
    const wave = level + amplitude * Math.sin((2 * Math.PI * 1.5 * i) / STEPS + phase);
    const top = Math.min(cy + half, Math.max(cy - half, wave));
    upper.push([cx + x, top]);
    lower.push([cx + x, cy + half]);
  }
  return [...upper, ...lower.reverse()];
}

export function liquidOption(page: NormalPage, ctx: ChartContext): EOption {
  const ratio = liquidRatio(page);
  const titleRoom = ctx.settings.title.show && (ctx.settings.title.text || page.title) ? 28 : 0;
  const cx = ctx.width / 2;
  const cy = titleRoom + (ctx.height - titleRoom) / 2;
  const r = Math.max(10, Math.min(ctx.width, ctx.height - titleRoom) / 2 - 8);
  const inner = r - 6;
  const color = colorAt(ctx, 0);
  const amp = ratio > 0 && ratio < 1 ? Math.max(2, inner * 0.06) : 0;
  const wave = (shift: number, alpha: number, duration: number) => {
    const phases = [0, 0.5, 1, 1.5, 2].map((k) => k * Math.PI + shift);
    return {
      type: 'polygon',
      silent: false,
      shape: { points: wavePolygon(cx, cy, inner, ratio, amp, phases[0]!) },
      style: { fill: withAlpha(color, alpha) },
      keyframeAnimation: {
        duration,
        loop: true,
        keyframes: phases.slice(1).map((phase, i) => ({
          percent: (i + 1) / 4,
          shape: { points: wavePolygon(cx, cy, inner, ratio, amp, phase) },
        })),
      },
    };
  };
  const unit = unitOf(page, ctx.settings);
  const label =
    unit && unit !== '%'
      ? `${scalar(page.series[0]?.points[0]?.y ?? 0)}${unit}`
      : `${Math.round(ratio * 100)}%`;
  return {
    ...baseOption(page, ctx, false),
    graphic: {
      elements: [
        { type: 'circle', shape: { cx, cy, r }, style: { fill: 'none', stroke: color, lineWidth: 3 } },
        { type: 'circle', shape: { cx, cy, r: inner }, style: { fill: withAlpha(color, 0.08) } },
        wave(Math.PI / 2, 0.35, 4200),
        wave(0, 0.85, 3000),
        {
          type: 'text',
          x: cx,
          y: cy,
          style: {
            text: label,
            fill: cssColor(ctx.plan.textColor),
            fontSize: Math.max(14, Math.round(r * 0.38)),
            fontWeight: 'bold',
            align: 'center',
            verticalAlign: 'middle',
            stroke: 'rgba(0,0,0,0.35)',
            lineWidth: 2,
          },
        },
      ],
    },
  };
}
