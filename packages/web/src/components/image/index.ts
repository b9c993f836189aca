import { PictureOutlined } from '@ant-design/icons';
import { TYPE_CODE } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent, fieldIn, option } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition } from '../types';
export { PLACEHOLDER_IMAGE } from './placeholder';

const renderer = lazyRenderer(() => import('./ImageRenderer'));
const c = fieldIn('content');

/** Image 1007: imageModel.imageUrl (http(s), a same-site upload or a data:image) and how it fits its box. */
export const imageDefinition: ComponentDefinition = {
  kind: 'image',
  typeCodes: [TYPE_CODE.image],
  name: { zh: '图片', en: 'Image' },
  icon: PictureOutlined,
  defaults() {
    return baseComponent(TYPE_CODE.image, 320, 240, { imageModel: { imageUrl: '', fit: 'fill' } });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  propertySchema: [
    c('imageModel.imageUrl', '图片地址', 'Image URL', 'image', { defaultValue: '' }),
    c('imageModel.fit', '填充方式', 'Fit', 'select', {
      defaultValue: 'fill',
      options: [
        option('fill', '拉伸', 'Stretch'),
        option('contain', '适应', 'Contain'),
        option('cover', '铺满', 'Cover'),
        option('none', '原始', 'Original'),
      ],
    }),
  ],
  dataShape: 'url: imageModel.imageUrl (a data result { imageUrl } replaces it)',
  sampleData: { imageUrl: '' },
  events: POINTER_EVENTS,
};
