import { categories, valuesByCategory, type NormalPage } from '../chartKit/data';
import {
  baseOption,
  categoryAxis,
  colorAt,
  gridOption,
  labelOption,
  seriesName,
  unitOf,
  valueAxis,
  type ChartContext,
  type EOption,
} from '../chartKit/settings';
import { cssColor, withAlpha } from '../chartKit/theme';

/** The ways a category chart draws its series (one per bar/line type code). */
export interface CartesianVariant {
  horizontal?: boolean;
  stack?: boolean;
  /** Default drawing of every series; bar+line draws the second and later as lines. */
  type: 'bar' | 'line' | 'barLine';
  smooth?: boolean;
  area?: boolean;
  step?: boolean;
}

/** Bars and lines on a category axis: every bar and line variant maps through here. */
export function cartesianOption(page: NormalPage, ctx: ChartContext, v: CartesianVariant): EOption {
  const cats = categories(page);
  const unit = unitOf(page, ctx.settings);
  const cat = categoryAxis(ctx, cats, '');
  const val = v.horizontal
    ? { ...valueAxis(ctx, unit), nameLocation: 'middle', nameGap: 22 }
    : valueAxis(ctx, unit);
  const grid = gridOption(ctx, page);
  const series = page.series.map((s, n) => {
    const fallback = v.type === 'barLine' ? (n === 0 ? 'bar' : 'line') : v.type;
    const type = ctx.settings.series[n]?.type ?? fallback;
    const color = colorAt(ctx, n);
    const common = {
      id: `s${s.sid}`,
      name: seriesName(ctx, n, s.name),
      type,
      data: valuesByCategory(s, cats),
      label: labelOption(ctx, n, v.horizontal ? 'right' : 'top'),
      itemStyle: { color },
      ...(v.stack ? { stack: 'total' } : {}),
    };
    if (type === 'bar')
      return {
        ...common,
        barMaxWidth: 28,
        itemStyle: { color, borderRadius: v.stack ? 0 : v.horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0] },
      };
    return {
      ...common,
      smooth: v.smooth === true,
      ...(v.step ? { step: 'middle' } : {}),
      symbol: 'circle',
      symbolSize: 6,
      lineStyle: { width: 2, color },
      ...(v.area
        ? {
            areaStyle: {
              color: {
                type: 'linear',
                x: 0,
                y: 0,
                x2: 0,
                y2: 1,
                colorStops: [
                  { offset: 0, color: withAlpha(color, 0.55) },
                  { offset: 1, color: withAlpha(color, 0) },
                ],
              },
            },
          }
        : {}),
    };
  });
  return {
    ...baseOption(page, ctx),
    tooltip: { show: ctx.settings.tooltip, trigger: 'axis', confine: true },
    grid: v.horizontal ? { ...grid, bottom: Number(grid.bottom) + 16 } : grid,
    xAxis: v.horizontal ? val : { ...cat, boundaryGap: series.some((s) => s.type === 'bar') },
    yAxis: v.horizontal ? { ...cat, inverse: true } : val,
    series,
  };
}

/** Bars around a circle (polar coordinates): categories on the angle axis, values along the radius. */
export function polarBarOption(page: NormalPage, ctx: ChartContext): EOption {
  const cats = categories(page);
  const text = cssColor(ctx.plan.textColor);
  const axisColor = cssColor(ctx.plan.axisColor);
  return {
    ...baseOption(page, ctx),
    polar: { radius: ['10%', '52%'], center: ['50%', '62%'] },
    angleAxis: {
      type: 'category',
      data: cats,
      axisLine: { lineStyle: { color: axisColor } },
      axisLabel: { color: text, fontSize: ctx.settings.font.fontSize },
    },
    radiusAxis: {
      axisLine: { lineStyle: { color: axisColor } },
      axisLabel: { color: text, fontSize: ctx.settings.font.fontSize },
      splitLine: { lineStyle: { color: cssColor(ctx.plan.splitLineColor) } },
    },
    series: page.series.map((s, n) => ({
      id: `s${s.sid}`,
      type: 'bar',
      coordinateSystem: 'polar',
      name: seriesName(ctx, n, s.name),
      data: valuesByCategory(s, cats),
      stack: ctx.settings.extra.stack === true ? 'total' : undefined,
      itemStyle: { color: colorAt(ctx, n) },
      label: labelOption(ctx, n, 'middle'),
    })),
  };
}
