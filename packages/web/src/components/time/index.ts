import { TYPE_CODE, WEATHER_TIME_REFRESH_S, type TextStyle } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent } from '../common/define';
import { defaultTextStyle } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';

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

/** Time 4102: formats, time zone, server time. */
export const timeDefinition: ComponentRuntime = {
  kind: 'time',
  typeCodes: [TYPE_CODE.time],
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
  events: POINTER_EVENTS,
};
