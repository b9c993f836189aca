import { GaugeChart } from 'echarts/charts';
import { chartRenderer } from '../../chartKit/ChartView';
import { gaugeOption } from '../round';

export default chartRenderer([GaugeChart], gaugeOption);
