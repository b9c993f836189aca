import { GraphChart } from 'echarts/charts';
import { chartRenderer } from '../../chartKit/ChartView';
import { graphOption } from '../relations';

export default chartRenderer([GraphChart], graphOption);
