import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { CHART_CODE } from '../../chartKit/codes';
import { cartesianOption } from '../cartesian';

export default chartRenderer([BarChart, GridComponent], (page, ctx, code) =>
  cartesianOption(page, ctx, {
    type: 'bar',
    horizontal: code === CHART_CODE.barHorizontal,
    stack: code === CHART_CODE.barStacked,
  }),
);
