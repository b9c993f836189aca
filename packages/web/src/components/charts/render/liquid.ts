import { GraphicComponent } from 'echarts/components';
import { chartRenderer } from '../../chart/ChartView';
import { liquidOption } from '../liquid';

export default chartRenderer([GraphicComponent], liquidOption);
