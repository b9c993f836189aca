import { ClockCircleOutlined } from '@ant-design/icons';
import { TYPE_CODE, WEATHER_TIME_REFRESH_S, type TextStyle } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent, fieldIn, option } from '../common/define';
import { defaultTextStyle, textStyleFields } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition } from '../types';
import { TIME_FORMATS, TIME_ZONES } from './format';

export interface TimeModel {
  format?: string;
  timeZone?: string;
  /** Follow the server clock (systime/getTime) instead of the screen's own. */
  serverTime?: boolean;
  /** Seconds between server-time resyncs (docs/reference.md#limits: time refresh 3600 s). */
  refresh?: number;
  textStyle?: TextStyle;
}

const renderer = lazyRenderer(() => import('./TimeRenderer'));
const c = fieldIn('content');

/** Time 4102: formats, time zone, server time. */
export const timeDefinition: ComponentDefinition = {
  kind: 'time',
  typeCodes: [TYPE_CODE.time],
  name: { zh: '时间', en: 'Time' },
  icon: ClockCircleOutlined,
  defaults() {
    const timeModel: TimeModel = {
      format: 'YYYY-MM-DD HH:mm:ss',
      timeZone: 'Asia/Shanghai',
      serverTime: true,
      refresh: WEATHER_TIME_REFRESH_S,
      textStyle: defaultTextStyle(28),
    };
    return baseComponent(TYPE_CODE.time, 360, 48, { timeModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  propertySchema: [
    c('timeModel.format', '格式', 'Format', 'select', {
      defaultValue: 'YYYY-MM-DD HH:mm:ss',
      options: TIME_FORMATS.map((f) => option(f, f, f)),
    }),
    c('timeModel.timeZone', '时区', 'Time zone', 'select', {
      defaultValue: 'Asia/Shanghai',
      options: TIME_ZONES.map((z) => option(z, z, z)),
    }),
    c('timeModel.serverTime', '使用服务器时间', 'Server time', 'switch', { defaultValue: true }),
    c('timeModel.refresh', '校时间隔 (秒)', 'Resync every (s)', 'number', {
      min: 60,
      max: 86400,
      defaultValue: WEATHER_TIME_REFRESH_S,
    }),
    ...textStyleFields('timeModel.textStyle', { size: 28 }),
  ],
  dataShape: 'systime/getTime: date, time, timestemp',
  events: POINTER_EVENTS,
};
