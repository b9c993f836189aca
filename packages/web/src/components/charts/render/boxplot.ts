import { BoxplotChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { boxplotOption } from '../statistics';

export default chartRenderer([BoxplotChart, GridComponent], boxplotOption);
