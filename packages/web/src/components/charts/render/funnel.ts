import { FunnelChart } from 'echarts/charts';
import { chartRenderer } from '../../chart/ChartView';
import { funnelOption } from '../round';

export default chartRenderer([FunnelChart], funnelOption);
