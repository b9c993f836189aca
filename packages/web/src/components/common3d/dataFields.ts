import type { Bilingual, FieldOption } from '../types';
import { contentText } from '../common/content';

/** Data modes of the 3D data binding: which business the rows describe. */
export const DATA_MODES = ['city', 'plate', 'device', 'warn', 'space'] as const;
export type DataMode = (typeof DATA_MODES)[number];

export const DATA_MODE_OPTIONS: readonly FieldOption[] = [
  { value: 'city', label: { zh: '城市', en: 'City' } },
  { value: 'plate', label: { zh: '车牌', en: 'Plate' } },
  { value: 'device', label: { zh: '设备', en: 'Device' } },
  { value: 'warn', label: { zh: '告警', en: 'Warning' } },
  { value: 'space', label: { zh: '空间', en: 'Space' } },
];

interface DataField {
  key: string;
  label: Bilingual;
  type: 'string' | 'number' | 'boolean';
}

const f = (key: string, zh: string, en: string, type: DataField['type'] = 'string'): DataField => ({
  key,
  label: { zh, en },
  type,
});

const POSITION = [
  f('x', 'X坐标', 'X', 'number'),
  f('y', 'Y坐标', 'Y', 'number'),
  f('z', 'Z坐标', 'Z', 'number'),
];

/** The fields each mode's rows carry, shared by the kinds that bind rows to visuals. */
const BY_MODE: Readonly<Record<DataMode, readonly DataField[]>> = {
  city: [f('name', '名称', 'Name'), f('value', '数值', 'Value', 'number'), f('unit', '单位', 'Unit')],
  plate: [f('plate', '车牌号', 'Plate'), f('speed', '速度', 'Speed', 'number'), f('time', '时间', 'Time')],
  device: [
    f('name', '设备名称', 'Device name'),
    f('value', '数值', 'Value', 'number'),
    f('status', '状态', 'Status'),
    f('unit', '单位', 'Unit'),
  ],
  warn: [
    f('name', '告警名称', 'Alarm name'),
    f('level', '告警级别', 'Level', 'number'),
    f('message', '告警内容', 'Message'),
    f('time', '时间', 'Time'),
  ],
  space: [
    f('name', '空间名称', 'Space name'),
    f('area', '面积', 'Area', 'number'),
    f('occupancy', '占用率', 'Occupancy', 'number'),
  ],
};

/** Which 3D types take positions from the rows as well (moving things, batch placards). */
const POSITIONED = new Set(['trail', 'trace', 'api', 'heatMap']);

/** Field set of a 3D type in a data mode (spec'd per type and mode; positions for the moving kinds). */
function dataFieldsOf(type: string, mode: DataMode): readonly DataField[] {
  const fields = BY_MODE[mode];
  if (type === 'heatMap')
    return [f('name', '名称', 'Name'), ...POSITION, f('value', '数值', 'Value', 'number')];
  if (type === 'ligature') return [...fields, f('from', '起点', 'From'), f('to', '终点', 'To')];
  if (type === 'trail') return [...fields, ...POSITION, f('time', '时间', 'Time')];
  return POSITIONED.has(type) ? [...fields, ...POSITION] : fields;
}

/** Sample rows for a type and mode (texts in the content language): the data shape a mapping targets and the editor's preview data. */
export function sampleRowsOf(type: string, mode: DataMode): Record<string, unknown>[] {
  const fields = dataFieldsOf(type, mode);
  return [0, 1, 2].map((i) =>
    Object.fromEntries(
      fields.map((field) => [
        field.key,
        field.type === 'number'
          ? field.key === 'value'
            ? 40 + i * 25
            : i * 5
          : `${contentText(field.label)} ${i + 1}`,
      ]),
    ),
  );
}
