import { AppstoreOutlined } from '@ant-design/icons';
import { fieldIn } from '../common/define';
import { ICON_SET } from './iconSet';
import type { ComponentEditing } from '../types';

const c = fieldIn('content');

/** What the editor shows of the Icon kind: palette entry, property fields, data description. */
export const iconEditing: ComponentEditing = {
  kind: 'icon',
  name: { zh: '图标', en: 'Icon' },
  icon: AppstoreOutlined,
  propertySchema: [
    c('iconModel.iconName', '图标', 'Icon', 'select', {
      defaultValue: 'location',
      options: ICON_SET.map((icon) => ({ value: icon.name, label: icon.label })),
    }),
    c('iconModel.color', '颜色', 'Colour', 'color', { defaultValue: '#00D1FFFF' }),
    c('iconModel.strokeWidth', '线宽', 'Line width', 'number', {
      min: 0.5,
      max: 6,
      step: 0.5,
      defaultValue: 2,
    }),
    c('iconModel.imageUrl', '自定义图片', 'Custom image', 'image', { defaultValue: '' }),
  ],
  dataShape: 'none',
};
