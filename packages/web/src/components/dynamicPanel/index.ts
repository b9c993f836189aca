import {
  DYNAMIC_PANEL_DURATION_MS,
  DYNAMIC_PANEL_INTERVAL_MS,
  TYPE_CODE,
  newId,
  type DynamicModel,
  type DynamicPage,
} from '@twincanvas/model';
import { inContent } from '../common/content';
import { baseComponent, transparentBackground } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';

const renderer = lazyRenderer(() => import('./DynamicPanelRenderer'));

/** A new, empty page of a dynamic panel (its id from the model's id scheme), named in the content language. */
export function newDynamicPage(order: number): DynamicPage {
  const pageName = inContent(`页面${order + 1}`, `Page ${order + 1}`);
  return { _id: newId('dynamicPage'), pageName, pageOrder: order, componentList: [] };
}

/**
 * Dynamic panel 4901: pages of components (dynamicModel.pageList), loop, direction, interval 10000,
 * duration 1000, switch animations; the current page is dynamicEvent (runtime: dynamicPage). The in-place
 * page editing area is the editor's; this is the runtime part (defaults and renderer).
 */
export const dynamicPanelDefinition: ComponentRuntime = {
  kind: 'dynamicPanel',
  typeCodes: [TYPE_CODE.dynamicPanel],
  defaults() {
    const dynamicModel: DynamicModel = {
      pageList: [newDynamicPage(0), newDynamicPage(1)],
      loop: false,
      loopAni: 'fade',
      direction: 'left',
      interval: DYNAMIC_PANEL_INTERVAL_MS,
      duration: DYNAMIC_PANEL_DURATION_MS,
    };
    return baseComponent(TYPE_CODE.dynamicPanel, 400, 300, {
      dynamicModel,
      dynamicEvent: 0,
      // Dark blue at 40 %, the gradient left at its default.
      backgroundColorData: { ...transparentBackground(), colorType: 1, solidColor: '#0B2A5266' },
    });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  events: ['40101', '40105', '40106'],
};
