import { TreemapChart } from 'echarts/charts';
import { chartRenderer } from '../../chartKit/ChartView';
import { treemapOption } from '../relations';

export default chartRenderer([TreemapChart], treemapOption);
