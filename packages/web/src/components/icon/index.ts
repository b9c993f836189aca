import { TYPE_CODE } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';

export interface IconModel {
  /** A built-in icon (iconSet.ts). */
  iconName?: string;
  color?: string;
  strokeWidth?: number;
  /** An image address or uploaded resource; when set it is shown instead of the built-in icon. */
  imageUrl?: string;
}

const renderer = lazyRenderer(() => import('./IconRenderer'));

/** Icon 4100: a built-in icon set plus image addresses/uploads. */
export const iconDefinition: ComponentRuntime = {
  kind: 'icon',
  typeCodes: [TYPE_CODE.icon],
  defaults() {
    const iconModel: IconModel = { iconName: 'location', color: '#00D1FFFF', strokeWidth: 2, imageUrl: '' };
    return baseComponent(TYPE_CODE.icon, 64, 64, { iconModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  events: POINTER_EVENTS,
};
