import { TYPE_CODE, WEATHER_TIME_REFRESH_S, type TextStyle } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent } from '../common/define';
import { defaultTextStyle } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';
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

/** Weather 4101: city, condition icon and temperature from the server's weather/query (POST). */
export const weatherDefinition: ComponentRuntime = {
  kind: 'weather',
  typeCodes: [TYPE_CODE.weather],
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
  get sampleData() {
    return { result: [{ city: '101010100', weather_info: inContent('晴', 'Sunny'), temperature: '23' }] };
  },
  events: POINTER_EVENTS,
};
