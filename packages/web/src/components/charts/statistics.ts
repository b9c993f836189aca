import { categories, scalar, type NormalPage } from '../chartKit/data';
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

const num = (x: string | number): number => (typeof x === 'number' ? x : Number(x));

/** Scatter (X and Y numbers) and bubble (S sizes the bubble). */
export function scatterOption(page: NormalPage, ctx: ChartContext, bubble: boolean): EOption {
  const sizes = page.series.flatMap((s) => s.points.map((p) => p.s ?? scalar(p.y)));
  const peak = Math.max(1, ...sizes.map(Math.abs));
  const unit = unitOf(page, ctx.settings);
  return {
    ...baseOption(page, ctx),
    grid: { ...gridOption(ctx, page), bottom: 28 },
    xAxis: {
      ...valueAxis(ctx, ''),
      name: ctx.settings.xAxis.name || page.dimension.name,
      nameLocation: 'middle',
      nameGap: 22,
      show: ctx.settings.xAxis.show,
      scale: true,
    },
    yAxis: { ...valueAxis(ctx, unit), scale: true },
    series: page.series.map((s, n) => ({
      id: `s${s.sid}`,
      type: 'scatter',
      name: seriesName(ctx, n, s.name),
      data: s.points
        .filter((p) => Number.isFinite(num(p.x)))
        .map((p) => [num(p.x), scalar(p.y), p.s ?? scalar(p.y)]),
      symbolSize: bubble ? (v: number[]) => 8 + 40 * Math.sqrt(Math.abs(v[2] ?? 0) / peak) : 10,
      itemStyle: { color: withAlpha(colorAt(ctx, n), bubble ? 0.7 : 0.9) },
      label: labelOption(ctx, n, 'top'),
    })),
  };
}

/** Heatmap: a Group is a row (its Name on the Y axis), Content X the column, Y the value. */
export function heatmapOption(page: NormalPage, ctx: ChartContext): EOption {
  const cols = categories(page);
  const rows = page.series.map((s) => s.name);
  const data = page.series.flatMap((s, r) =>
    s.points.map((p) => [cols.indexOf(String(p.x)), r, scalar(p.y)]),
  );
  const values = data.map((d) => d[2]!);
  const text = cssColor(ctx.plan.textColor);
  const grid = gridOption(ctx, page);
  return {
    ...baseOption(page, ctx, false),
    tooltip: { show: ctx.settings.tooltip, position: 'top', confine: true },
    grid: { ...grid, bottom: 44 },
    xAxis: { ...categoryAxis(ctx, cols, ''), splitArea: { show: true } },
    yAxis: { ...categoryAxis(ctx, rows, ''), splitArea: { show: true } },
    visualMap: {
      min: Math.min(0, ...values),
      max: Math.max(1, ...values),
      calculable: false,
      orient: 'horizontal',
      left: 'center',
      bottom: 4,
      itemHeight: 120,
      itemWidth: 10,
      textStyle: { color: text },
      inRange: { color: [withAlpha(colorAt(ctx, 0), 0.15), colorAt(ctx, 0), colorAt(ctx, 2)] },
    },
    series: [
      {
        id: 's0',
        type: 'heatmap',
        data,
        label: { ...labelOption(ctx, 0), color: '#fff' },
        itemStyle: { borderColor: 'rgba(0,0,0,0.2)', borderWidth: 1 },
      },
    ],
  };
}

/** Linear-interpolated quantile of sorted values (a sorted 5-number summary maps onto itself). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/** [min, Q1, median, Q3, max] of samples. */
export function fiveNumbers(samples: readonly number[]): number[] {
  const sorted = [...samples].sort((a, b) => a - b);
  return [0, 0.25, 0.5, 0.75, 1].map((q) => quantile(sorted, q));
}

/** Boxplot: each Content's Y is a list of samples (or a 5-number summary). */
export function boxplotOption(page: NormalPage, ctx: ChartContext): EOption {
  const cats = categories(page);
  return {
    ...baseOption(page, ctx),
    grid: gridOption(ctx, page),
    xAxis: { ...categoryAxis(ctx, cats, ''), boundaryGap: true },
    yAxis: { ...valueAxis(ctx, unitOf(page, ctx.settings)), scale: true },
    series: page.series.map((s, n) => {
      const byX = new Map(s.points.map((p) => [String(p.x), typeof p.y === 'number' ? [p.y] : p.y]));
      const color = colorAt(ctx, n);
      return {
        id: `s${s.sid}`,
        type: 'boxplot',
        name: seriesName(ctx, n, s.name),
        data: cats.map((c) => (byX.has(c) ? fiveNumbers(byX.get(c)!) : [])),
        itemStyle: { color: withAlpha(color, 0.25), borderColor: color, borderWidth: 1.5 },
        boxWidth: [8, 36],
      };
    }),
  };
}

/** Candlestick: X the date, Y [open, close, low, high] (the first series). */
export function candlestickOption(page: NormalPage, ctx: ChartContext): EOption {
  const first = page.series[0];
  const points = (first?.points ?? []).filter((p) => typeof p.y !== 'number' && p.y.length >= 4);
  const rise = cssColor(String(ctx.settings.extra.riseColor ?? '#EF5350FF'));
  const fall = cssColor(String(ctx.settings.extra.fallColor ?? '#26A69AFF'));
  return {
    ...baseOption(page, ctx, false),
    tooltip: { show: ctx.settings.tooltip, trigger: 'axis', confine: true },
    grid: gridOption(ctx, page),
    xAxis: {
      ...categoryAxis(
        ctx,
        points.map((p) => String(p.x)),
        '',
      ),
      boundaryGap: true,
    },
    yAxis: { ...valueAxis(ctx, unitOf(page, ctx.settings)), scale: true },
    series: [
      {
        id: 's0',
        type: 'candlestick',
        name: seriesName(ctx, 0, first?.name ?? ''),
        data: points.map((p) => (p.y as readonly number[]).slice(0, 4)),
        itemStyle: { color: rise, color0: fall, borderColor: rise, borderColor0: fall },
      },
    ],
  };
}

/** Parallel coordinates: each Group is one line across the dimensions named by its Content X. */
export function parallelOption(page: NormalPage, ctx: ChartContext): EOption {
  const dims = categories(page);
  const text = cssColor(ctx.plan.textColor);
  const axisColor = cssColor(ctx.plan.axisColor);
  const grid = gridOption(ctx, page);
  return {
    ...baseOption(page, ctx),
    parallel: { top: Number(grid.top) + 6, bottom: 24, left: 36, right: 48 },
    parallelAxis: dims.map((name, dim) => ({
      dim,
      name,
      nameTextStyle: { color: text, fontSize: ctx.settings.font.fontSize },
      axisLine: { lineStyle: { color: axisColor } },
      axisLabel: { color: text, fontSize: ctx.settings.font.fontSize },
    })),
    series: page.series.map((s, n) => {
      const byX = new Map(s.points.map((p) => [String(p.x), scalar(p.y)]));
      return {
        id: `s${s.sid}`,
        type: 'parallel',
        name: seriesName(ctx, n, s.name),
        lineStyle: { width: 2, color: colorAt(ctx, n), opacity: 0.8 },
        data: [dims.map((d) => byX.get(d) ?? null)],
      };
    }),
  };
}
