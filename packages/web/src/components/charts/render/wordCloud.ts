import { GraphicComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { wordCloudOption } from '../wordCloud';

export default chartRenderer([GraphicComponent], wordCloudOption);
