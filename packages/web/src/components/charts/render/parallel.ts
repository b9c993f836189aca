import { ParallelChart } from 'echarts/charts';
import { ParallelComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { parallelOption } from '../statistics';

export default chartRenderer([ParallelChart, ParallelComponent], parallelOption);
