import { HeatmapChart } from 'echarts/charts';
import { GridComponent, VisualMapContinuousComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { heatmapOption } from '../statistics';

export default chartRenderer([HeatmapChart, GridComponent, VisualMapContinuousComponent], heatmapOption);
