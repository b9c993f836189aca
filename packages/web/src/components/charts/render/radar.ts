import { RadarChart } from 'echarts/charts';
import { RadarComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { radarOption } from '../round';

export default chartRenderer([RadarChart, RadarComponent], radarOption);
