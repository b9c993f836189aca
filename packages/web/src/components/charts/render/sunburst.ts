import { SunburstChart } from 'echarts/charts';
import { chartRenderer } from '../../chartKit/ChartView';
import { sunburstOption } from '../relations';

export default chartRenderer([SunburstChart], sunburstOption);
