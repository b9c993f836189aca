import { GraphChart } from 'echarts/charts';
import { chartRenderer } from '../../chart/ChartView';
import { graphOption } from '../relations';

export default chartRenderer([GraphChart], graphOption);
