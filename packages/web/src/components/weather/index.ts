import { CloudOutlined } from '@ant-design/icons';
import { TYPE_CODE, WEATHER_TIME_REFRESH_S, type TextStyle } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent, fieldIn } from '../common/define';
import { defaultTextStyle, textStyleFields } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition } from '../types';
import { inContent } from '../common/content';

export interface WeatherModel {
  /** National weather city code sent to weather/query (see weather/region/search). */
  cityCode?: string;
  cityName?: string;
  /** Seconds between refreshes (docs/reference.md#limits: weather refresh 3600 s). */
  refresh?: number;
  showIcon?: boolean;
  showCity?: boolean;
  iconColor?: string;
  textStyle?: TextStyle;
}

const renderer = lazyRenderer(() => import('./WeatherRenderer'));
const c = fieldIn('content');

/** Weather 4101: city, condition icon and temperature from the server's weather/query (POST). */
export const weatherDefinition: ComponentDefinition = {
  kind: 'weather',
  typeCodes: [TYPE_CODE.weather],
  name: { zh: '天气', en: 'Weather' },
  icon: CloudOutlined,
  defaults() {
    const weatherModel: WeatherModel = {
      cityCode: '101010100',
      cityName: inContent('北京', 'Beijing'),
      refresh: WEATHER_TIME_REFRESH_S,
      showIcon: true,
      showCity: true,
      iconColor: '#FFD166FF',
      textStyle: defaultTextStyle(24),
    };
    return baseComponent(TYPE_CODE.weather, 300, 60, { weatherModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
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
  get sampleData() {
    return { result: [{ city: '101010100', weather_info: inContent('晴', 'Sunny'), temperature: '23' }] };
  },
  events: POINTER_EVENTS,
};
