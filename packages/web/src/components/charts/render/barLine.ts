import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { cartesianOption } from '../cartesian';

export default chartRenderer([BarChart, LineChart, GridComponent], (page, ctx) =>
  cartesianOption(page, ctx, { type: 'barLine', smooth: true }),
);
