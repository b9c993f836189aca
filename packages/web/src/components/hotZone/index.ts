import { TYPE_CODE } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';

const renderer = lazyRenderer(() => import('./HotZoneRenderer'));

/** Hot zone 4302: invisible click area for interactions; emits 40101 on click. */
export const hotZoneDefinition: ComponentRuntime = {
  kind: 'hotZone',
  typeCodes: [TYPE_CODE.hotZone],
  defaults() {
    return baseComponent(TYPE_CODE.hotZone, 200, 120);
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  events: POINTER_EVENTS,
};
