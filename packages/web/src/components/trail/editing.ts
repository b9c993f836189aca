import type { RuleEffectKey } from '@twincanvas/model';
import { CarOutlined } from '@ant-design/icons';
import { dataAndRuleFields, colorField, numberField, switchField } from '../common3d/schema';
import type { Component3DEditing } from '../types';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'visible'];

/** What the editor adds to the trail kind: palette icon, placing, property and data fields. */
export const trailEditing: Component3DEditing = {
  kind: 'trail',
  icon: CarOutlined,
  geometry: 'path',
  propertySchema: [
    numberField('speed', '速度(米/秒)', 'Speed (m/s)', 5, 0, 1000, 0.5),
    switchField('loop', '循环', 'Loop', false),
    switchField('autoplay', '自动播放', 'Autoplay', true),
    numberField('playbackRate', '回放倍速', 'Replay rate', 1, 0.1, 1000, 0.5),
    colorField('color', '路径颜色', 'Path colour', '#fa8c16'),
    colorField('markerColor', '移动物体颜色', 'Mover colour', '#ffd666'),
    ...dataAndRuleFields('trail', RULE_EFFECTS, 'plate'),
  ],
  dataShape: 'rows: x, y, z, time (a recorded track) and the mode fields',
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'play', 'pause', 'seek'],
};
