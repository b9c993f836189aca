import { SankeyChart } from 'echarts/charts';
import { chartRenderer } from '../../chartKit/ChartView';
import { sankeyOption } from '../relations';

export default chartRenderer([SankeyChart], sankeyOption);
