import { FunnelChart } from 'echarts/charts';
import { chartRenderer } from '../../chartKit/ChartView';
import { funnelOption } from '../round';

export default chartRenderer([FunnelChart], funnelOption);
