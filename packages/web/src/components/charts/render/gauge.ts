import { GaugeChart } from 'echarts/charts';
import { chartRenderer } from '../../chart/ChartView';
import { gaugeOption } from '../round';

export default chartRenderer([GaugeChart], gaugeOption);
