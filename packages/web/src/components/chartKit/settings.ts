import type { NormalPage } from './data';
import { cssColor, seriesColor, type ColourPlan } from './theme';

/** Font settings as the font field edits them (a subset of the text style, docs/reference.md#colour). */
export interface FontSettings {
  fontName?: string;
  fontSize: number;
  color?: string;
  bold?: boolean;
  italic?: boolean;
}

/** One entry of the series list: overrides by series position (name, colour, drawn as bar or line). */
export interface SeriesSettings {
  name?: string;
  color?: string;
  type?: 'bar' | 'line';
  showLabel?: boolean;
}

/**
 * What the property panel edits on a chart, stored as `chartModel.config` (font size and colour settings
 * and the legend/axis/series fields, docs/reference.md#type-codes). Data auto-refresh lives
 * beside it in `chartModel.chartData` (see ChartDataOptions).
 */
export interface ChartSettings {
  title: { show: boolean; text: string; align: 'left' | 'center' | 'right'; font: FontSettings };
  /** Overrides the page's Unit when set. */
  unit: string;
  legend: { show: boolean; position: 'top' | 'bottom' | 'left' | 'right' };
  xAxis: { show: boolean; name: string; labelRotate: number };
  yAxis: { show: boolean; name: string; min: number | null; max: number | null; splitLine: boolean };
  label: { show: boolean };
  tooltip: boolean;
  /** Axis, legend and label text. */
  font: FontSettings;
  series: SeriesSettings[];
  /** Kind-specific choices (ring width, inner chart type of the carousel...). */
  extra: Record<string, unknown>;
}

/** The chartData options (docs/reference.md#defaults): cycle through data pages every `interval` s while the dashboard runs. */
export interface ChartDataOptions {
  autoRefresh: boolean;
  interval: number;
  /** Length of the switch animation, in tenths of a second (20 = 2 s, so it fits the 20 s interval). */
  duration: number;
}

export const DEFAULT_SETTINGS: ChartSettings = {
  title: { show: true, text: '', align: 'left', font: { fontSize: 16, bold: true } },
  unit: '',
  legend: { show: true, position: 'top' },
  xAxis: { show: true, name: '', labelRotate: 0 },
  yAxis: { show: true, name: '', min: null, max: null, splitLine: true },
  label: { show: false },
  tooltip: true,
  font: { fontSize: 12 },
  series: [],
  extra: {},
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge of stored values over defaults (arrays and scalars replace). */
function merge<T>(base: T, over: unknown): T {
  if (!isRecord(base) || !isRecord(over)) return (over === undefined || over === null ? base : over) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = k in base ? merge(base[k as keyof T], v) : v;
  return out as T;
}

export function readSettings(config: unknown, kindDefaults?: Partial<ChartSettings>): ChartSettings {
  return merge(merge(DEFAULT_SETTINGS, kindDefaults), config);
}

export function readDataOptions(raw: unknown): ChartDataOptions {
  const r = isRecord(raw) ? raw : {};
  const num = (v: unknown, d: number) => (typeof v === 'number' && v > 0 ? v : d);
  return {
    autoRefresh: r.autoRefresh === true,
    interval: num(r.interval, 20),
    duration: num(r.duration, 20),
  };
}

/** Everything a kind's pure `toOption` receives besides its data page. */
export interface ChartContext {
  settings: ChartSettings;
  plan: ColourPlan;
  /** Stage pixels available (some layouts, e.g. the word cloud, place their own elements). */
  width: number;
  height: number;
  /** The UI's language, for names a chart draws itself (the region maps' country names); zh unless told. */
  lang?: 'zh' | 'en';
}

export type EOption = Record<string, unknown>;

export function fontStyle(font: FontSettings, fallbackColor: string): EOption {
  return {
    fontSize: font.fontSize,
    color: font.color ? cssColor(font.color) : fallbackColor,
    fontWeight: font.bold ? 'bold' : 'normal',
    fontStyle: font.italic ? 'italic' : 'normal',
    ...(font.fontName ? { fontFamily: font.fontName } : {}),
  };
}

export const unitOf = (page: NormalPage, s: ChartSettings): string => s.unit || page.unit;

/** The series colour at position n: the series list's override, else the plan's. */
export function colorAt(ctx: ChartContext, n: number): string {
  const own = ctx.settings.series[n]?.color;
  return own ? cssColor(own) : seriesColor(ctx.plan, n);
}

export const seriesName = (ctx: ChartContext, n: number, fallback: string): string =>
  ctx.settings.series[n]?.name || fallback;

/** Title, legend, tooltip, palette and text colour shared by every kind. */
export function baseOption(page: NormalPage, ctx: ChartContext, legend = true): EOption {
  const { settings: s, plan } = ctx;
  const text = cssColor(plan.textColor);
  const title = s.title.text || page.title;
  const titleShown = s.title.show && title !== '';
  const legendShown = legend && s.legend.show;
  const pos = s.legend.position;
  return {
    color: plan.colors.map((_, i) => colorAt(ctx, i)),
    backgroundColor: 'transparent',
    textStyle: {
      color: text,
      fontSize: s.font.fontSize,
      ...(s.font.fontName ? { fontFamily: s.font.fontName } : {}),
    },
    title: {
      show: titleShown,
      text: title,
      left: s.title.align,
      top: 4,
      textStyle: fontStyle(s.title.font, text),
    },
    legend: {
      show: legendShown,
      type: 'scroll',
      textStyle: fontStyle(s.font, text),
      pageTextStyle: { color: text },
      ...(pos === 'top'
        ? { top: titleShown ? 30 : 6, left: 'center' }
        : pos === 'bottom'
          ? { bottom: 4, left: 'center' }
          : { [pos]: 6, top: 'middle', orient: 'vertical' }),
    },
    tooltip: { show: s.tooltip, trigger: 'item', confine: true },
  };
}

/** Room around a cartesian grid, leaving space for title and legend. */
export function gridOption(ctx: ChartContext, page: NormalPage): EOption {
  const { settings: s } = ctx;
  const titleShown = s.title.show && (s.title.text || page.title) !== '';
  const legendTop = s.legend.show && s.legend.position === 'top';
  return {
    top: 30 + (titleShown ? 26 : 0) + (legendTop ? 24 : 0),
    bottom: s.legend.show && s.legend.position === 'bottom' ? 34 : 12,
    left: s.legend.show && s.legend.position === 'left' ? 90 : 12,
    right: s.legend.show && s.legend.position === 'right' ? 90 : 16,
    containLabel: true,
  };
}

export function categoryAxis(ctx: ChartContext, data: readonly string[], name: string): EOption {
  const { settings: s, plan } = ctx;
  return {
    type: 'category',
    show: s.xAxis.show,
    name: s.xAxis.name || name,
    data,
    axisLine: { lineStyle: { color: cssColor(plan.axisColor) } },
    axisLabel: {
      ...fontStyle(s.font, cssColor(plan.textColor)),
      rotate: s.xAxis.labelRotate,
      hideOverlap: true,
    },
    axisTick: { alignWithLabel: true },
  };
}

export function valueAxis(ctx: ChartContext, unit: string): EOption {
  const { settings: s, plan } = ctx;
  return {
    type: 'value',
    show: s.yAxis.show,
    name: s.yAxis.name || unit,
    ...(s.yAxis.min !== null ? { min: s.yAxis.min } : {}),
    ...(s.yAxis.max !== null ? { max: s.yAxis.max } : {}),
    nameTextStyle: { color: cssColor(plan.textColor) },
    axisLine: { show: false, lineStyle: { color: cssColor(plan.axisColor) } },
    axisLabel: fontStyle(s.font, cssColor(plan.textColor)),
    splitLine: { show: s.yAxis.splitLine, lineStyle: { color: cssColor(plan.splitLineColor) } },
  };
}

export function labelOption(ctx: ChartContext, n: number, position?: string): EOption {
  const show = ctx.settings.series[n]?.showLabel ?? ctx.settings.label.show;
  return {
    show,
    ...(position ? { position } : {}),
    color: cssColor(ctx.plan.textColor),
    fontSize: ctx.settings.font.fontSize,
  };
}
