import { CHART_CODE } from '../chartKit/codes';
import { chartDefinition, chunk, type ChartKindSpec } from '../chartKit/definition';
import type { ComponentRuntime } from '../types';
import { KIND_SETTINGS } from './kindSettings';
import { SAMPLE_BY_KIND } from './samples';
import { SAMPLE_EN } from './samplesEn';

/**
 * Every chart kind: a few lines of spec each, built by the one factory (chartKit/definition.ts). Kinds of a
 * family share a renderer chunk that registers only that family's ECharts parts (render/*.ts), so a
 * dashboard with one bar chart loads bar + grid + tooltip/legend/title and nothing else.
 */

const R = {
  bar: chunk(() => import('./render/bar')),
  barLine: chunk(() => import('./render/barLine')),
  line: chunk(() => import('./render/line')),
  pie: chunk(() => import('./render/pie')),
  scatter: chunk(() => import('./render/scatter')),
  radar: chunk(() => import('./render/radar')),
  gauge: chunk(() => import('./render/gauge')),
  funnel: chunk(() => import('./render/funnel')),
  heatmap: chunk(() => import('./render/heatmap')),
  treemap: chunk(() => import('./render/treemap')),
  sunburst: chunk(() => import('./render/sunburst')),
  sankey: chunk(() => import('./render/sankey')),
  graph: chunk(() => import('./render/graph')),
  boxplot: chunk(() => import('./render/boxplot')),
  candlestick: chunk(() => import('./render/candlestick')),
  parallel: chunk(() => import('./render/parallel')),
  polarBar: chunk(() => import('./render/polarBar')),
  liquid: chunk(() => import('./render/liquid')),
  wordCloud: chunk(() => import('./render/wordCloud')),
  map: chunk(() => import('./render/map')),
  carousel: chunk(() => import('./render/carousel')),
};

const AXES = { axes: true, legend: true, series: true, label: true };
const ITEMS = { legend: true, series: false, label: true };
const NO_LEGEND = { legend: false, series: false, label: false };

const kinds: [Omit<ChartKindSpec, 'sample'>, keyof typeof R][] = [
  [{ kind: 'bar', name: { zh: '柱状图', en: 'Bar chart' }, features: AXES }, 'bar'],
  [
    {
      kind: 'barHorizontal',
      name: { zh: '条形图', en: 'Horizontal bar' },

      features: AXES,
    },
    'bar',
  ],
  [
    {
      kind: 'barStacked',
      name: { zh: '堆叠柱状图', en: 'Stacked bar' },

      features: AXES,
    },
    'bar',
  ],
  [
    {
      kind: 'barGrouped',
      name: { zh: '分组柱状图', en: 'Grouped bar' },

      features: AXES,
    },
    'bar',
  ],
  [
    {
      kind: 'barLine',
      name: { zh: '柱线混合图', en: 'Bar + line' },

      features: { ...AXES, seriesType: true },
    },
    'barLine',
  ],
  [{ kind: 'line', name: { zh: '折线图', en: 'Line chart' }, features: AXES }, 'line'],
  [
    {
      kind: 'lineSmooth',
      name: { zh: '平滑折线图', en: 'Smooth line' },

      features: AXES,
    },
    'line',
  ],
  [{ kind: 'lineArea', name: { zh: '面积图', en: 'Area chart' }, features: AXES }, 'line'],
  [
    {
      kind: 'lineStacked',
      name: { zh: '堆叠折线图', en: 'Stacked line' },

      features: AXES,
    },
    'line',
  ],
  [{ kind: 'lineStep', name: { zh: '阶梯折线图', en: 'Step line' }, features: AXES }, 'line'],
  [{ kind: 'pie', name: { zh: '饼图', en: 'Pie chart' }, features: ITEMS }, 'pie'],
  [
    {
      kind: 'pieRing',
      name: { zh: '环形图', en: 'Ring chart' },

      features: ITEMS,
    },
    'pie',
  ],
  [{ kind: 'pieRose', name: { zh: '玫瑰图', en: 'Rose chart' }, features: ITEMS }, 'pie'],
  [{ kind: 'scatter', name: { zh: '散点图', en: 'Scatter' }, features: AXES }, 'scatter'],
  [{ kind: 'bubble', name: { zh: '气泡图', en: 'Bubble chart' }, features: AXES }, 'scatter'],
  [
    {
      kind: 'radar',
      name: { zh: '雷达图', en: 'Radar' },

      features: { legend: true, series: true, label: false },
    },
    'radar',
  ],
  [{ kind: 'gauge', name: { zh: '仪表盘', en: 'Gauge' }, features: NO_LEGEND }, 'gauge'],
  [
    {
      kind: 'funnel',
      name: { zh: '漏斗图', en: 'Funnel' },

      features: ITEMS,
    },
    'funnel',
  ],
  [
    {
      kind: 'heatmap',
      name: { zh: '热力图', en: 'Heatmap' },

      features: { axes: true, legend: false, series: false, label: true },
    },
    'heatmap',
  ],
  [
    {
      kind: 'treemap',
      name: { zh: '矩形树图', en: 'Treemap' },

      features: { legend: false, series: true, label: false },
    },
    'treemap',
  ],
  [
    {
      kind: 'sunburst',
      name: { zh: '旭日图', en: 'Sunburst' },

      features: { legend: false, series: true, label: false },
    },
    'sunburst',
  ],
  [{ kind: 'sankey', name: { zh: '桑基图', en: 'Sankey' }, features: NO_LEGEND }, 'sankey'],
  [
    {
      kind: 'graph',
      name: { zh: '关系图', en: 'Relation graph' },

      features: { legend: false, series: false, label: false },
    },
    'graph',
  ],
  [{ kind: 'boxplot', name: { zh: '箱线图', en: 'Boxplot' }, features: AXES }, 'boxplot'],
  [
    {
      kind: 'candlestick',
      name: { zh: 'K 线图', en: 'Candlestick' },

      features: { axes: true, legend: false, series: false, label: false },
    },
    'candlestick',
  ],
  [
    {
      kind: 'parallel',
      name: { zh: '平行坐标图', en: 'Parallel coordinates' },

      features: { legend: true, series: true, label: false },
    },
    'parallel',
  ],
  [
    {
      kind: 'polarBar',
      name: { zh: '极坐标柱状图', en: 'Polar bar' },

      features: { legend: true, series: true, label: true },
    },
    'polarBar',
  ],
  [
    {
      kind: 'liquidFill',
      name: { zh: '水球图', en: 'Liquid fill' },

      features: NO_LEGEND,
      size: { width: 250, height: 250 },
    },
    'liquid',
  ],
  [{ kind: 'wordCloud', name: { zh: '词云', en: 'Word cloud' }, features: NO_LEGEND }, 'wordCloud'],
  [
    {
      kind: 'mapWorld',
      name: { zh: '世界地图', en: 'World map' },

      features: { legend: false, series: false, label: true },
    },
    'map',
  ],
  [
    {
      kind: 'mapChina',
      name: { zh: '中国地图', en: 'China map' },

      features: { legend: false, series: false, label: true },
    },
    'map',
  ],
  [
    {
      kind: 'carousel',
      name: { zh: '轮播图表', en: 'Chart carousel' },

      features: AXES,
    },
    'carousel',
  ],
];

export const CHART_DEFINITIONS: readonly ComponentRuntime[] = kinds.map(([spec, family]) =>
  chartDefinition(
    { ...spec, sample: SAMPLE_BY_KIND[spec.kind], sampleEn: SAMPLE_EN, settings: KIND_SETTINGS[spec.kind] },
    R[family],
  ),
);

/** The spec lines of every chart kind, for the editing parts (charts/editing.ts). */
export const CHART_KINDS: readonly Omit<ChartKindSpec, 'sample'>[] = kinds.map(([spec]) => spec);

/** The renderer family (file under render/) of each chart type code. */
export const CHART_FAMILY: Readonly<Record<number, keyof typeof R>> = Object.fromEntries(
  kinds.map(([spec, family]) => [CHART_CODE[spec.kind], family]),
);
