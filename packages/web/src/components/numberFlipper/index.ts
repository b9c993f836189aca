import { FieldNumberOutlined } from '@ant-design/icons';
import { TYPE_CODE, type TextStyle } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent, fieldIn } from '../common/define';
import { defaultTextStyle, textStyleFields } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition } from '../types';
import { MAX_DECIMALS, type FlipperFormat } from './format';

export interface FlipperModel extends FlipperFormat {
  /** The static value; a data result replaces it. */
  value?: number | string;
  prefix?: string;
  suffix?: string;
  /** Roll duration in ms. */
  duration?: number;
  textStyle?: TextStyle;
  affixStyle?: TextStyle;
  cardColor?: string;
  cardRadius?: number;
  cardGap?: number;
}

const renderer = lazyRenderer(() => import('./NumberFlipperRenderer'));
const c = fieldIn('content');
const s = fieldIn('style');

/** Number flipper 2022: digit roll, separators, prefix/suffix, decimals. */
export const numberFlipperDefinition: ComponentDefinition = {
  kind: 'numberFlipper',
  typeCodes: [TYPE_CODE.numberFlipper],
  name: { zh: '数字翻牌器', en: 'Number flipper' },
  icon: FieldNumberOutlined,
  defaults() {
    const flipperModel: FlipperModel = {
      value: 1234567,
      decimals: 0,
      separator: true,
      separatorChar: ',',
      minDigits: 0,
      prefix: '',
      suffix: '',
      duration: 1000,
      textStyle: { ...defaultTextStyle(48, '#00D1FFFF', 'center'), bold: true },
      affixStyle: defaultTextStyle(24, '#FFFFFFFF'),
      cardColor: '#0B2A52FF',
      cardRadius: 4,
      cardGap: 4,
    };
    return baseComponent(TYPE_CODE.numberFlipper, 360, 80, { flipperModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  propertySchema: [
    c('flipperModel.value', '数值', 'Value', 'number', { defaultValue: 0 }),
    c('flipperModel.decimals', '小数位', 'Decimals', 'number', {
      min: 0,
      max: MAX_DECIMALS,
      defaultValue: 0,
    }),
    c('flipperModel.separator', '千分位', 'Thousands separator', 'switch', { defaultValue: true }),
    c('flipperModel.separatorChar', '分隔符', 'Separator', 'text', { defaultValue: ',' }),
    c('flipperModel.minDigits', '最少位数', 'Minimum digits', 'number', { min: 0, max: 20, defaultValue: 0 }),
    c('flipperModel.prefix', '前缀', 'Prefix', 'text', { defaultValue: '' }),
    c('flipperModel.suffix', '后缀', 'Suffix', 'text', { defaultValue: '' }),
    c('flipperModel.duration', '翻动时长 (ms)', 'Roll duration (ms)', 'number', {
      min: 0,
      max: 10000,
      defaultValue: 1000,
    }),
    ...textStyleFields('flipperModel.textStyle', { size: 48, vertical: false }),
    s('flipperModel.affixStyle.fontSize', '前后缀字号', 'Prefix/suffix size', 'number', {
      min: 1,
      defaultValue: 24,
    }),
    s('flipperModel.affixStyle.color', '前后缀颜色', 'Prefix/suffix colour', 'color', {
      defaultValue: '#FFFFFFFF',
    }),
    s('flipperModel.cardColor', '数字底色', 'Digit card colour', 'color', { defaultValue: '#0B2A52FF' }),
    s('flipperModel.cardRadius', '数字圆角', 'Digit card radius', 'number', { min: 0, defaultValue: 4 }),
    s('flipperModel.cardGap', '数字间距', 'Digit gap', 'number', { min: 0, defaultValue: 4 }),
  ],
  dataShape: 'a number, { value }, or a chart page whose first Content Y is the value',
  sampleData: [{ value: 1234567 }],
  events: POINTER_EVENTS,
};
