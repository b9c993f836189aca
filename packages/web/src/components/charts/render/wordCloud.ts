import { GraphicComponent } from 'echarts/components';
import { chartRenderer } from '../../chart/ChartView';
import { wordCloudOption } from '../wordCloud';

export default chartRenderer([GraphicComponent], wordCloudOption);
