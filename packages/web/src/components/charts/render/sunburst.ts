import { SunburstChart } from 'echarts/charts';
import { chartRenderer } from '../../chart/ChartView';
import { sunburstOption } from '../relations';

export default chartRenderer([SunburstChart], sunburstOption);
