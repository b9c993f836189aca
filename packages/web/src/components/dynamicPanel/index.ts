import { BlockOutlined } from '@ant-design/icons';
import {
  DYNAMIC_PANEL_DURATION_MS,
  DYNAMIC_PANEL_INTERVAL_MS,
  TYPE_CODE,
  newId,
  type DynamicModel,
  type DynamicPage,
} from '@twincanvas/model';
import { inContent } from '../common/content';
import { baseComponent, fieldIn, option, transparentBackground } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition } from '../types';
import { PANEL_ANIMATIONS } from './animation';

const renderer = lazyRenderer(() => import('./DynamicPanelRenderer'));
const c = fieldIn('content');

const ANIMATION_NAMES: Record<string, [string, string]> = {
  none: ['无', 'None'],
  fade: ['淡入淡出', 'Fade'],
  slide: ['滑动', 'Slide'],
  zoom: ['缩放', 'Zoom'],
  flip: ['翻转', 'Flip'],
};

/** A new, empty page of a dynamic panel (its id from the model's id scheme), named in the content language. */
export function newDynamicPage(order: number): DynamicPage {
  const pageName = inContent(`页面${order + 1}`, `Page ${order + 1}`);
  return { _id: newId('dynamicPage'), pageName, pageOrder: order, componentList: [] };
}

/**
 * Dynamic panel 4901: pages of components (dynamicModel.pageList), loop, direction, interval 10000,
 * duration 1000, switch animations; the current page is dynamicEvent (runtime: dynamicPage). The in-place
 * page editing area is the editor's; this is the definition, defaults, renderer and fields.
 */
export const dynamicPanelDefinition: ComponentDefinition = {
  kind: 'dynamicPanel',
  typeCodes: [TYPE_CODE.dynamicPanel],
  opens: 'panelPages',
  name: { zh: '动态面板', en: 'Dynamic panel' },
  icon: BlockOutlined,
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
  propertySchema: [
    c('dynamicEvent', '当前页', 'Current page', 'number', { min: 0, defaultValue: 0 }),
    c('dynamicModel.loop', '自动轮播', 'Loop', 'switch', { defaultValue: false }),
    c('dynamicModel.interval', '轮播间隔 (ms)', 'Interval (ms)', 'number', {
      min: 200,
      defaultValue: DYNAMIC_PANEL_INTERVAL_MS,
    }),
    c('dynamicModel.duration', '切换时长 (ms)', 'Switch duration (ms)', 'number', {
      min: 0,
      defaultValue: DYNAMIC_PANEL_DURATION_MS,
    }),
    c('dynamicModel.loopAni', '切换动画', 'Switch animation', 'select', {
      defaultValue: 'fade',
      options: PANEL_ANIMATIONS.map((a) => option(a, ANIMATION_NAMES[a]![0], ANIMATION_NAMES[a]![1])),
    }),
    c('dynamicModel.direction', '方向', 'Direction', 'select', {
      defaultValue: 'left',
      options: [
        option('left', '向左', 'Left'),
        option('right', '向右', 'Right'),
        option('up', '向上', 'Up'),
        option('down', '向下', 'Down'),
      ],
    }),
  ],
  dataShape: 'none (pages in dynamicModel.pageList; switched by + / - / index actions)',
  events: ['40101', '40105', '40106'],
};
