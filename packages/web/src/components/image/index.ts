import { TYPE_CODE } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';
export { PLACEHOLDER_IMAGE } from './placeholder';

const renderer = lazyRenderer(() => import('./ImageRenderer'));

/** Image 1007: imageModel.imageUrl (http(s), a same-site upload or a data:image) and how it fits its box. */
export const imageDefinition: ComponentRuntime = {
  kind: 'image',
  typeCodes: [TYPE_CODE.image],
  defaults() {
    return baseComponent(TYPE_CODE.image, 320, 240, { imageModel: { imageUrl: '', fit: 'fill' } });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  sampleData: { imageUrl: '' },
  events: POINTER_EVENTS,
};
