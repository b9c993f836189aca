import { PictureOutlined } from '@ant-design/icons';
import { TYPE_CODE, newId } from '@twincanvas/model';
import { defaultRect } from '../common/box';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition } from '../types';
export { PLACEHOLDER_IMAGE } from './placeholder';

const renderer = lazyRenderer(() => import('./ImageRenderer'));

/** Image 1007: imageModel.imageUrl and how it fits its box. */
export const imageDefinition: ComponentDefinition = {
  kind: 'image',
  typeCodes: [TYPE_CODE.image],
  name: { zh: '图片', en: 'Image' },
  icon: PictureOutlined,
  defaults() {
    return {
      _id: newId('2D'),
      componentName: '图片',
      componentType: String(TYPE_CODE.image),
      opacity: 1,
      show: true,
      initStatus: true,
      lock: false,
      componentRect: defaultRect(320, 240),
      imageModel: { imageUrl: '', fit: 'fill' },
    };
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  propertySchema: [
    {
      path: 'imageModel.imageUrl',
      label: { zh: '图片地址', en: 'Image URL' },
      editor: 'text',
      section: 'content',
      defaultValue: '',
    },
    {
      path: 'imageModel.fit',
      label: { zh: '填充方式', en: 'Fit' },
      editor: 'select',
      section: 'content',
      defaultValue: 'fill',
      options: [
        { value: 'fill', label: { zh: '拉伸', en: 'Stretch' } },
        { value: 'contain', label: { zh: '适应', en: 'Contain' } },
        { value: 'cover', label: { zh: '铺满', en: 'Cover' } },
        { value: 'none', label: { zh: '原始', en: 'Original' } },
      ],
    },
  ],
  dataShape: 'url',
  sampleData: { imageUrl: '' },
  events: ['40101', '40102', '40105', '40106'],
};
