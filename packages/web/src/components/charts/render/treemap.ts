import { TreemapChart } from 'echarts/charts';
import { chartRenderer } from '../../chart/ChartView';
import { treemapOption } from '../relations';

export default chartRenderer([TreemapChart], treemapOption);
