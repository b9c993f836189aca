import { ClockCircleOutlined } from '@ant-design/icons';
import { WEATHER_TIME_REFRESH_S } from '@twincanvas/model';
import { fieldIn, option } from '../common/define';
import { textStyleFields } from '../common/textStyle';
import { TIME_FORMATS, TIME_ZONES } from './format';
import type { ComponentEditing } from '../types';

const c = fieldIn('content');

/** What the editor shows of the Time kind: palette entry, property fields, data description. */
export const timeEditing: ComponentEditing = {
  kind: 'time',
  name: { zh: '时间', en: 'Time' },
  icon: ClockCircleOutlined,
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
};
