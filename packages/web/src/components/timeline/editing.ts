import { FieldTimeOutlined } from '@ant-design/icons';
import { CAROUSEL_INTERVAL_MS } from '@twincanvas/model';
import { fieldIn } from '../common/define';
import { textStyleFields } from '../common/textStyle';
import { inContent } from '../common/content';
import type { ComponentEditing } from '../types';
import type { TimelineNode } from '.';

const c = fieldIn('content');
const s = fieldIn('style');

/** What the editor shows of the Timeline kind: palette entry, property fields, data description. */
export const timelineEditing: ComponentEditing = {
  kind: 'timeline',
  name: { zh: '时间轴', en: 'Timeline' },
  icon: FieldTimeOutlined,
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
};
