import { GraphicComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { liquidOption } from '../liquid';

export default chartRenderer([GraphicComponent], liquidOption);
