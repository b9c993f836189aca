import { CandlestickChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { chartRenderer } from '../../chart/ChartView';
import { candlestickOption } from '../statistics';

export default chartRenderer([CandlestickChart, GridComponent], candlestickOption);
