import { FieldNumberOutlined } from '@ant-design/icons';
import { fieldIn } from '../common/define';
import { textStyleFields } from '../common/textStyle';
import { MAX_DECIMALS } from './format';
import type { ComponentEditing } from '../types';

const c = fieldIn('content');
const s = fieldIn('style');

/** What the editor shows of the Number flipper kind: palette entry, property fields, data description. */
export const numberFlipperEditing: ComponentEditing = {
  kind: 'numberFlipper',
  name: { zh: '数字翻牌器', en: 'Number flipper' },
  icon: FieldNumberOutlined,
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
};
