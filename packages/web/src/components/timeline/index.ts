import { FieldTimeOutlined } from '@ant-design/icons';
import { CAROUSEL_INTERVAL_MS, TYPE_CODE, type TextStyle } from '@twincanvas/model';
import { baseComponent, fieldIn } from '../common/define';
import { defaultTextStyle, textStyleFields } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition } from '../types';
import { inContent } from '../common/content';

export interface TimelineNode {
  label?: string;
  /** What the value-change event carries (the label when absent). */
  value?: string;
}

export interface TimelineModel {
  nodes?: TimelineNode[];
  current?: number;
  autoPlay?: boolean;
  loop?: boolean;
  /** ms between steps. */
  interval?: number;
  /** ms of the progress animation. */
  duration?: number;
  lineColor?: string;
  activeColor?: string;
  textStyle?: TextStyle;
}

const renderer = lazyRenderer(() => import('./TimelineRenderer'));
const c = fieldIn('content');
const s = fieldIn('style');

/** Timeline 4903: nodes, auto-play, emits 40108 (value change). */
export const timelineDefinition: ComponentDefinition = {
  kind: 'timeline',
  typeCodes: [TYPE_CODE.timeline],
  name: { zh: '时间轴', en: 'Timeline' },
  icon: FieldTimeOutlined,
  defaults() {
    const timelineModel: TimelineModel = {
      nodes: ['2021', '2022', '2023', '2024', '2025'].map((y) => ({ label: y, value: y })),
      current: 0,
      autoPlay: true,
      loop: true,
      interval: CAROUSEL_INTERVAL_MS,
      duration: 600,
      lineColor: '#FFFFFF33',
      activeColor: '#00D1FFFF',
      textStyle: defaultTextStyle(16, '#C8D7F0FF', 'center'),
    };
    return baseComponent(TYPE_CODE.timeline, 600, 80, { timelineModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  propertySchema: [
    c('timelineModel.nodes', '节点', 'Nodes', 'list', {
      defaultValue: [],
      itemFields: [
        c('label', '名称', 'Label', 'text', { defaultValue: '' }),
        c('value', '值', 'Value', 'text', { defaultValue: '' }),
      ],
      newItem: (): TimelineNode => ({ label: inContent('节点', 'Node'), value: '' }),
    }),
    c('timelineModel.current', '初始节点', 'Start node', 'number', { min: 0, defaultValue: 0 }),
    c('timelineModel.autoPlay', '自动播放', 'Auto-play', 'switch', { defaultValue: true }),
    c('timelineModel.loop', '循环', 'Loop', 'switch', { defaultValue: true }),
    c('timelineModel.interval', '间隔 (ms)', 'Interval (ms)', 'number', {
      min: 200,
      defaultValue: CAROUSEL_INTERVAL_MS,
    }),
    c('timelineModel.duration', '动画时长 (ms)', 'Animation (ms)', 'number', { min: 0, defaultValue: 600 }),
    s('timelineModel.lineColor', '轴线颜色', 'Line colour', 'color', { defaultValue: '#FFFFFF33' }),
    s('timelineModel.activeColor', '选中颜色', 'Active colour', 'color', { defaultValue: '#00D1FFFF' }),
    ...textStyleFields('timelineModel.textStyle', { size: 16, vertical: false }),
  ],
  dataShape: 'none (nodes in timelineModel.nodes: label, value)',
  events: ['40108'],
};
