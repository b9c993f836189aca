import { ScatterChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { CHART_CODE } from '../../chartKit/codes';
import { scatterOption } from '../statistics';

export default chartRenderer([ScatterChart, GridComponent], (page, ctx, code) =>
  scatterOption(page, ctx, code === CHART_CODE.bubble),
);
