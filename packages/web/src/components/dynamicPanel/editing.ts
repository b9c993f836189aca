import { BlockOutlined } from '@ant-design/icons';
import {
  DYNAMIC_PANEL_DURATION_MS,
  DYNAMIC_PANEL_INTERVAL_MS,
  checkDynamicPanelCopy,
} from '@twincanvas/model';
import { fieldIn, option } from '../common/define';
import { PANEL_ANIMATIONS } from './animation';
import type { ComponentEditing } from '../types';

const c = fieldIn('content');

const ANIMATION_NAMES: Record<string, [string, string]> = {
  none: ['无', 'None'],
  fade: ['淡入淡出', 'Fade'],
  slide: ['滑动', 'Slide'],
  zoom: ['缩放', 'Zoom'],
  flip: ['翻转', 'Flip'],
};

/** What the editor shows of the Dynamic panel kind: palette entry, property fields, data description. */
export const dynamicPanelEditing: ComponentEditing = {
  kind: 'dynamicPanel',
  opens: 'panelPages',
  // docs/reference.md#copy-paste: no dynamic panel, map, or group holding one goes into a panel's page.
  refusesChild: checkDynamicPanelCopy,
  name: { zh: '动态面板', en: 'Dynamic panel' },
  icon: BlockOutlined,
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
};
