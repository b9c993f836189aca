import { CloudOutlined } from '@ant-design/icons';
import { WEATHER_TIME_REFRESH_S } from '@twincanvas/model';
import { fieldIn } from '../common/define';
import { textStyleFields } from '../common/textStyle';
import type { ComponentEditing } from '../types';

const c = fieldIn('content');

/** What the editor shows of the Weather kind: palette entry, property fields, data description. */
export const weatherEditing: ComponentEditing = {
  kind: 'weather',
  name: { zh: '天气', en: 'Weather' },
  icon: CloudOutlined,
  propertySchema: [
    c('weatherModel', '城市', 'City', 'weatherCity'),
    c('weatherModel.refresh', '刷新间隔 (秒)', 'Refresh (s)', 'number', {
      min: 60,
      max: 86400,
      defaultValue: WEATHER_TIME_REFRESH_S,
    }),
    c('weatherModel.showIcon', '显示图标', 'Show icon', 'switch', { defaultValue: true }),
    c('weatherModel.showCity', '显示城市', 'Show city', 'switch', { defaultValue: true }),
    c('weatherModel.iconColor', '图标颜色', 'Icon colour', 'color', { defaultValue: '#FFD166FF' }),
    ...textStyleFields('weatherModel.textStyle', { size: 24, vertical: false }),
  ],
  dataShape:
    'weather/query answer: result[0].weather_info and temperature (condition 1-33 by name or resourceId)',
};
