import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { chartRenderer } from '../../chartKit/ChartView';
import { carouselInterval, carouselOption } from '../carousel';

export default chartRenderer([BarChart, LineChart, PieChart, GridComponent], carouselOption, (node) => {
  const config = node.chartModel?.config as { extra?: Record<string, unknown> } | undefined;
  return carouselInterval(config?.extra);
});
