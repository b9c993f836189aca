import { CandlestickChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { candlestickOption } from '../statistics';

export default chartRenderer([CandlestickChart, GridComponent], candlestickOption);
