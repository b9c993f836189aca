import { PieChart } from 'echarts/charts';
import { chartRenderer } from '../../chartKit/ChartView';
import { CHART_CODE } from '../../chartKit/codes';
import { pieOption } from '../round';

export default chartRenderer([PieChart], (page, ctx, code) =>
  pieOption(page, ctx, code === CHART_CODE.pieRing ? 'ring' : code === CHART_CODE.pieRose ? 'rose' : 'pie'),
);
