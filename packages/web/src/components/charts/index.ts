import {
  AimOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  BarChartOutlined,
  BoxPlotOutlined,
  BranchesOutlined,
  CloudOutlined,
  ColumnWidthOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  DotChartOutlined,
  ExperimentOutlined,
  FunnelPlotOutlined,
  FundOutlined,
  GlobalOutlined,
  HeatMapOutlined,
  LineChartOutlined,
  PieChartOutlined,
  ProjectOutlined,
  RadarChartOutlined,
  RiseOutlined,
  SlidersOutlined,
  StockOutlined,
} from '@ant-design/icons';
import { CHART_CODE } from '../chartKit/codes';
import { chartDefinition, chunk, type ChartKindSpec } from '../chartKit/definition';
import { chartField, chartOption } from '../chartKit/schema';
import type { ComponentDefinition } from '../types';
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
const x = 'chartModel.config.extra';

const kinds: [Omit<ChartKindSpec, 'sample'>, keyof typeof R][] = [
  [{ kind: 'bar', name: { zh: '柱状图', en: 'Bar chart' }, icon: BarChartOutlined, features: AXES }, 'bar'],
  [
    {
      kind: 'barHorizontal',
      name: { zh: '条形图', en: 'Horizontal bar' },
      icon: ColumnWidthOutlined,
      features: AXES,
    },
    'bar',
  ],
  [
    {
      kind: 'barStacked',
      name: { zh: '堆叠柱状图', en: 'Stacked bar' },
      icon: ProjectOutlined,
      features: AXES,
    },
    'bar',
  ],
  [
    {
      kind: 'barGrouped',
      name: { zh: '分组柱状图', en: 'Grouped bar' },
      icon: BarChartOutlined,
      features: AXES,
    },
    'bar',
  ],
  [
    {
      kind: 'barLine',
      name: { zh: '柱线混合图', en: 'Bar + line' },
      icon: FundOutlined,
      features: { ...AXES, seriesType: true },
    },
    'barLine',
  ],
  [
    { kind: 'line', name: { zh: '折线图', en: 'Line chart' }, icon: LineChartOutlined, features: AXES },
    'line',
  ],
  [
    {
      kind: 'lineSmooth',
      name: { zh: '平滑折线图', en: 'Smooth line' },
      icon: LineChartOutlined,
      features: AXES,
    },
    'line',
  ],
  [
    { kind: 'lineArea', name: { zh: '面积图', en: 'Area chart' }, icon: AreaChartOutlined, features: AXES },
    'line',
  ],
  [
    {
      kind: 'lineStacked',
      name: { zh: '堆叠折线图', en: 'Stacked line' },
      icon: AreaChartOutlined,
      features: AXES,
    },
    'line',
  ],
  [
    { kind: 'lineStep', name: { zh: '阶梯折线图', en: 'Step line' }, icon: RiseOutlined, features: AXES },
    'line',
  ],
  [{ kind: 'pie', name: { zh: '饼图', en: 'Pie chart' }, icon: PieChartOutlined, features: ITEMS }, 'pie'],
  [
    {
      kind: 'pieRing',
      name: { zh: '环形图', en: 'Ring chart' },
      icon: PieChartOutlined,
      features: ITEMS,
      extra: [
        chartField('style', `${x}.innerRadius`, '内半径', 'Inner radius', 'unitNumber', {
          unit: '%',
          min: 10,
          max: 90,
          defaultValue: 50,
        }),
      ],
    },
    'pie',
  ],
  [
    { kind: 'pieRose', name: { zh: '玫瑰图', en: 'Rose chart' }, icon: PieChartOutlined, features: ITEMS },
    'pie',
  ],
  [
    { kind: 'scatter', name: { zh: '散点图', en: 'Scatter' }, icon: DotChartOutlined, features: AXES },
    'scatter',
  ],
  [
    { kind: 'bubble', name: { zh: '气泡图', en: 'Bubble chart' }, icon: DotChartOutlined, features: AXES },
    'scatter',
  ],
  [
    {
      kind: 'radar',
      name: { zh: '雷达图', en: 'Radar' },
      icon: RadarChartOutlined,
      features: { legend: true, series: true, label: false },
    },
    'radar',
  ],
  [
    { kind: 'gauge', name: { zh: '仪表盘', en: 'Gauge' }, icon: DashboardOutlined, features: NO_LEGEND },
    'gauge',
  ],
  [
    {
      kind: 'funnel',
      name: { zh: '漏斗图', en: 'Funnel' },
      icon: FunnelPlotOutlined,
      features: ITEMS,
    },
    'funnel',
  ],
  [
    {
      kind: 'heatmap',
      name: { zh: '热力图', en: 'Heatmap' },
      icon: HeatMapOutlined,
      features: { axes: true, legend: false, series: false, label: true },
    },
    'heatmap',
  ],
  [
    {
      kind: 'treemap',
      name: { zh: '矩形树图', en: 'Treemap' },
      icon: AppstoreOutlined,
      features: { legend: false, series: true, label: false },
    },
    'treemap',
  ],
  [
    {
      kind: 'sunburst',
      name: { zh: '旭日图', en: 'Sunburst' },
      icon: AimOutlined,
      features: { legend: false, series: true, label: false },
    },
    'sunburst',
  ],
  [
    { kind: 'sankey', name: { zh: '桑基图', en: 'Sankey' }, icon: BranchesOutlined, features: NO_LEGEND },
    'sankey',
  ],
  [
    {
      kind: 'graph',
      name: { zh: '关系图', en: 'Relation graph' },
      icon: DeploymentUnitOutlined,
      features: { legend: false, series: false, label: false },
    },
    'graph',
  ],
  [
    { kind: 'boxplot', name: { zh: '箱线图', en: 'Boxplot' }, icon: BoxPlotOutlined, features: AXES },
    'boxplot',
  ],
  [
    {
      kind: 'candlestick',
      name: { zh: 'K 线图', en: 'Candlestick' },
      icon: StockOutlined,
      features: { axes: true, legend: false, series: false, label: false },
      extra: [
        chartField('style', `${x}.riseColor`, '上涨颜色', 'Rising colour', 'color', {
          defaultValue: '#EF5350FF',
        }),
        chartField('style', `${x}.fallColor`, '下跌颜色', 'Falling colour', 'color', {
          defaultValue: '#26A69AFF',
        }),
      ],
    },
    'candlestick',
  ],
  [
    {
      kind: 'parallel',
      name: { zh: '平行坐标图', en: 'Parallel coordinates' },
      icon: SlidersOutlined,
      features: { legend: true, series: true, label: false },
    },
    'parallel',
  ],
  [
    {
      kind: 'polarBar',
      name: { zh: '极坐标柱状图', en: 'Polar bar' },
      icon: AimOutlined,
      features: { legend: true, series: true, label: true },
      extra: [chartField('style', `${x}.stack`, '堆叠', 'Stacked', 'switch', { defaultValue: true })],
    },
    'polarBar',
  ],
  [
    {
      kind: 'liquidFill',
      name: { zh: '水球图', en: 'Liquid fill' },
      icon: ExperimentOutlined,
      features: NO_LEGEND,
      size: { width: 250, height: 250 },
    },
    'liquid',
  ],
  [
    { kind: 'wordCloud', name: { zh: '词云', en: 'Word cloud' }, icon: CloudOutlined, features: NO_LEGEND },
    'wordCloud',
  ],
  [
    {
      kind: 'mapWorld',
      name: { zh: '世界地图', en: 'World map' },
      icon: GlobalOutlined,
      features: { legend: false, series: false, label: true },
    },
    'map',
  ],
  [
    {
      kind: 'mapChina',
      name: { zh: '中国地图', en: 'China map' },
      icon: GlobalOutlined,
      features: { legend: false, series: false, label: true },
    },
    'map',
  ],
  [
    {
      kind: 'carousel',
      name: { zh: '轮播图表', en: 'Chart carousel' },
      icon: SlidersOutlined,
      features: AXES,
      extra: [
        chartField('content', `${x}.chartType`, '图表类型', 'Chart type', 'select', {
          defaultValue: 'bar',
          options: [
            chartOption('bar', '柱状图', 'Bar'),
            chartOption('line', '折线图', 'Line'),
            chartOption('pie', '环形图', 'Ring'),
          ],
        }),
        chartField('content', `${x}.interval`, '轮播间隔', 'Carousel interval', 'unitNumber', {
          unit: 'ms',
          min: 500,
          step: 500,
          defaultValue: 3000,
        }),
      ],
    },
    'carousel',
  ],
];

export const CHART_DEFINITIONS: readonly ComponentDefinition[] = kinds.map(([spec, family]) =>
  chartDefinition(
    { ...spec, sample: SAMPLE_BY_KIND[spec.kind], sampleEn: SAMPLE_EN, settings: KIND_SETTINGS[spec.kind] },
    R[family],
  ),
);

/** The renderer family (file under render/) of each chart type code. */
export const CHART_FAMILY: Readonly<Record<number, keyof typeof R>> = Object.fromEntries(
  kinds.map(([spec, family]) => [CHART_CODE[spec.kind], family]),
);
