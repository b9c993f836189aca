import { SankeyChart } from 'echarts/charts';
import { chartRenderer } from '../../chart/ChartView';
import { sankeyOption } from '../relations';

export default chartRenderer([SankeyChart], sankeyOption);
