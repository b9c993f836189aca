import { categories, scalar, type NormalPage } from '../chartKit/data';
import {
  baseOption,
  colorAt,
  fontStyle,
  labelOption,
  seriesName,
  unitOf,
  type ChartContext,
  type EOption,
} from '../chartKit/settings';
import { cssColor, withAlpha } from '../chartKit/theme';

/** Top of the plotting area below the title and a top legend, as a percentage-free pixel offset. */
function topRoom(page: NormalPage, ctx: ChartContext): number {
  const s = ctx.settings;
  const title = s.title.show && (s.title.text || page.title) !== '' ? 26 : 0;
  return title + (s.legend.show && s.legend.position === 'top' ? 24 : 0);
}

/** Items of the first series (pie, funnel): one slice per point. */
function items(page: NormalPage, ctx: ChartContext) {
  const first = page.series[0];
  return (first?.points ?? []).map((p, i) => ({
    name: String(p.x),
    value: scalar(p.y),
    itemStyle: { color: colorAt(ctx, i) },
  }));
}

export type PieVariant = 'pie' | 'ring' | 'rose';

export function pieOption(page: NormalPage, ctx: ChartContext, variant: PieVariant): EOption {
  const top = topRoom(page, ctx);
  const inner =
    variant === 'ring' ? `${Number(ctx.settings.extra.innerRadius ?? 50)}%` : variant === 'rose' ? '18%' : 0;
  const unit = unitOf(page, ctx.settings);
  return {
    ...baseOption(page, ctx),
    series: [
      {
        id: 's0',
        type: 'pie',
        name: seriesName(ctx, 0, page.series[0]?.name ?? ''),
        center: ['50%', top > 0 ? '57%' : '50%'],
        radius: [inner, '64%'],
        ...(variant === 'rose' ? { roseType: 'radius' } : {}),
        data: items(page, ctx),
        label: {
          ...labelOption(ctx, 0),
          formatter: unit ? `{b}: {c}${unit}` : '{b}: {c}',
        },
        itemStyle: variant === 'ring' ? { borderColor: 'rgba(0,0,0,0.25)', borderWidth: 2 } : {},
      },
    ],
  };
}

export function funnelOption(page: NormalPage, ctx: ChartContext): EOption {
  const top = topRoom(page, ctx);
  return {
    ...baseOption(page, ctx),
    series: [
      {
        id: 's0',
        type: 'funnel',
        name: seriesName(ctx, 0, page.series[0]?.name ?? ''),
        top: top + 12,
        bottom: 10,
        left: '12%',
        width: '76%',
        sort: 'descending',
        gap: 2,
        data: items(page, ctx),
        label: { ...labelOption(ctx, 0, 'inside'), show: true },
      },
    ],
  };
}

export function gaugeOption(page: NormalPage, ctx: ChartContext): EOption {
  const point = page.series[0]?.points[0];
  const value = point ? scalar(point.y) : 0;
  const max = page.max ?? page.dimension.max ?? 100;
  const color = colorAt(ctx, 0);
  const text = cssColor(ctx.plan.textColor);
  return {
    ...baseOption(page, ctx, false),
    series: [
      {
        id: 's0',
        type: 'gauge',
        name: page.series[0]?.name ?? '',
        min: 0,
        max,
        center: ['50%', '60%'],
        radius: '80%',
        splitNumber: 5,
        progress: { show: true, width: 12, itemStyle: { color } },
        axisLine: { lineStyle: { width: 12, color: [[1, cssColor(ctx.plan.splitLineColor)]] } },
        axisTick: { show: false },
        splitLine: { length: 8, lineStyle: { color: cssColor(ctx.plan.axisColor), width: 2 } },
        axisLabel: { color: text, fontSize: ctx.settings.font.fontSize, distance: 16 },
        pointer: { itemStyle: { color } },
        anchor: { show: true, size: 10, itemStyle: { color } },
        title: { color: text, fontSize: ctx.settings.font.fontSize, offsetCenter: [0, '70%'] },
        detail: {
          valueAnimation: true,
          offsetCenter: [0, '40%'],
          formatter: `{value}${unitOf(page, ctx.settings)}`,
          ...fontStyle({ ...ctx.settings.font, fontSize: ctx.settings.font.fontSize * 2, bold: true }, text),
        },
        data: [{ value, name: point ? String(point.x) : '' }],
      },
    ],
  };
}

export function radarOption(page: NormalPage, ctx: ChartContext): EOption {
  const cats = categories(page);
  const max = page.dimension.max ?? page.max;
  const peak = Math.max(1, ...page.series.flatMap((s) => s.points.map((p) => scalar(p.y))));
  const top = topRoom(page, ctx);
  return {
    ...baseOption(page, ctx),
    radar: {
      center: ['50%', `${58 + Math.min(6, top / 8)}%`],
      radius: '46%',
      indicator: cats.map((name) => ({ name, max: max ?? Math.ceil(peak * 1.1) })),
      axisName: { color: cssColor(ctx.plan.textColor), fontSize: ctx.settings.font.fontSize },
      axisLine: { lineStyle: { color: cssColor(ctx.plan.axisColor) } },
      splitLine: { lineStyle: { color: cssColor(ctx.plan.splitLineColor) } },
      splitArea: { show: false },
    },
    series: [
      {
        id: 's0',
        type: 'radar',
        data: page.series.map((s, n) => {
          const byX = new Map(s.points.map((p) => [String(p.x), scalar(p.y)]));
          const color = colorAt(ctx, n);
          return {
            name: seriesName(ctx, n, s.name),
            value: cats.map((c) => byX.get(c) ?? 0),
            itemStyle: { color },
            lineStyle: { color, width: 2 },
            areaStyle: { color: withAlpha(color, 0.25) },
          };
        }),
      },
    ],
  };
}
