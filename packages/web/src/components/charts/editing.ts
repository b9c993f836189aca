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
  FundOutlined,
  FunnelPlotOutlined,
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
import type { ComponentType } from 'react';
import type { ChartKind } from '../chartKit/codes';
import { chartEditing } from '../chartKit/editing';
import { chartField, chartOption } from '../chartKit/schema';
import type { ComponentEditing, PropertyField } from '../types';
import { CHART_KINDS } from '.';

/** The palette icon of each chart kind. */
const ICONS: Readonly<Record<ChartKind, ComponentType>> = {
  bar: BarChartOutlined,
  barHorizontal: ColumnWidthOutlined,
  barStacked: ProjectOutlined,
  barGrouped: BarChartOutlined,
  barLine: FundOutlined,
  line: LineChartOutlined,
  lineSmooth: LineChartOutlined,
  lineArea: AreaChartOutlined,
  lineStacked: AreaChartOutlined,
  lineStep: RiseOutlined,
  pie: PieChartOutlined,
  pieRing: PieChartOutlined,
  pieRose: PieChartOutlined,
  scatter: DotChartOutlined,
  bubble: DotChartOutlined,
  radar: RadarChartOutlined,
  gauge: DashboardOutlined,
  funnel: FunnelPlotOutlined,
  heatmap: HeatMapOutlined,
  treemap: AppstoreOutlined,
  sunburst: AimOutlined,
  sankey: BranchesOutlined,
  graph: DeploymentUnitOutlined,
  boxplot: BoxPlotOutlined,
  candlestick: StockOutlined,
  parallel: SlidersOutlined,
  polarBar: AimOutlined,
  liquidFill: ExperimentOutlined,
  wordCloud: CloudOutlined,
  mapWorld: GlobalOutlined,
  mapChina: GlobalOutlined,
  carousel: SlidersOutlined,
};

const x = 'chartModel.config.extra';

/** The fields a kind shows besides the shared chart fields (their paths under chartModel.config.extra). */
const EXTRA_FIELDS: Partial<Record<ChartKind, readonly PropertyField[]>> = {
  pieRing: [
    chartField('style', `${x}.innerRadius`, '内半径', 'Inner radius', 'unitNumber', {
      unit: '%',
      min: 10,
      max: 90,
      defaultValue: 50,
    }),
  ],
  candlestick: [
    chartField('style', `${x}.riseColor`, '上涨颜色', 'Rising colour', 'color', {
      defaultValue: '#EF5350FF',
    }),
    chartField('style', `${x}.fallColor`, '下跌颜色', 'Falling colour', 'color', {
      defaultValue: '#26A69AFF',
    }),
  ],
  polarBar: [chartField('style', `${x}.stack`, '堆叠', 'Stacked', 'switch', { defaultValue: true })],
  carousel: [
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
};

/** Every chart kind's editing part, built from the same spec lines as their runtime parts. */
export const CHART_EDITING: readonly ComponentEditing[] = CHART_KINDS.map((spec) =>
  chartEditing(spec, ICONS[spec.kind], EXTRA_FIELDS[spec.kind]),
);
