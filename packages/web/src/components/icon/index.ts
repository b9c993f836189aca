import { AppstoreOutlined } from '@ant-design/icons';
import { TYPE_CODE } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent, fieldIn } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition } from '../types';
import { ICON_SET } from './iconSet';

export interface IconModel {
  /** A built-in icon (iconSet.ts). */
  iconName?: string;
  color?: string;
  strokeWidth?: number;
  /** An image address or uploaded resource; when set it is shown instead of the built-in icon. */
  imageUrl?: string;
}

const renderer = lazyRenderer(() => import('./IconRenderer'));
const c = fieldIn('content');

/** Icon 4100: a built-in icon set plus image addresses/uploads. */
export const iconDefinition: ComponentDefinition = {
  kind: 'icon',
  typeCodes: [TYPE_CODE.icon],
  name: { zh: '图标', en: 'Icon' },
  icon: AppstoreOutlined,
  defaults() {
    const iconModel: IconModel = { iconName: 'location', color: '#00D1FFFF', strokeWidth: 2, imageUrl: '' };
    return baseComponent(TYPE_CODE.icon, 64, 64, { iconModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
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
  events: POINTER_EVENTS,
};
