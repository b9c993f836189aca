import { BarChart } from 'echarts/charts';
import { PolarComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { polarBarOption } from '../cartesian';

export default chartRenderer([BarChart, PolarComponent], polarBarOption);
