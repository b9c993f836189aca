import { LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { CHART_CODE } from '../../chartKit/codes';
import { cartesianOption } from '../cartesian';

export default chartRenderer([LineChart, GridComponent], (page, ctx, code) =>
  cartesianOption(page, ctx, {
    type: 'line',
    smooth: code === CHART_CODE.lineSmooth || code === CHART_CODE.lineArea,
    area: code === CHART_CODE.lineArea || code === CHART_CODE.lineStacked,
    stack: code === CHART_CODE.lineStacked,
    step: code === CHART_CODE.lineStep,
  }),
);
