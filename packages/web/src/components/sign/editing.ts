import type { RuleEffectKey } from '@twincanvas/model';
import { TagOutlined } from '@ant-design/icons';
import { dataAndRuleFields, colorField, numberField, switchField, textField } from '../common3d/schema';
import { PLACARD_NAMES } from './definition';
import { PLACARD_KINDS } from './look';
import type { Component3DEditing } from '../types';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'icon', 'visible', 'blink', 'label'];

/** What the editor adds to the sign kind: palette icon, placing, property and data fields. */
export const signEditing: Component3DEditing = {
  kind: 'sign',
  subTypes: PLACARD_KINDS.map((value) => ({ value, name: PLACARD_NAMES[value] })),
  icon: TagOutlined,
  geometry: 'point',
  propertySchema: [
    textField('text', '文字', 'Text'),
    textField('labelTemplate', '标签模板', 'Label template'),
    colorField('background', '背景色', 'Background', 'rgba(0,40,80,0.85)'),
    colorField('textColor', '文字颜色', 'Text colour', '#ffffff'),
    numberField('fontSize', '字号', 'Font size', 14, 10, 40),
    {
      path: 'propertyData.icon',
      label: { zh: '图标', en: 'Icon' },
      editor: 'select',
      section: 'style',
      defaultValue: 'pin',
      options: ['pin', 'warning', 'camera', 'device', 'fire', 'person', 'flag', 'info'].map((v) => ({
        value: v,
        label: { zh: v, en: v },
      })),
    },
    colorField('iconColor', '图标颜色', 'Icon colour', '#1890ff'),
    {
      path: 'propertyData.imageUrl',
      label: { zh: '图片', en: 'Image' },
      editor: 'image',
      section: 'content',
    },
    numberField('lineHeight', '引线高度', 'Line height', 40, 0, 400),
    numberField('barMax', '柱最大值', 'Bar maximum', 100, 1, 1e9),
    colorField('barColor', '柱颜色', 'Bar colour', '#52c41a'),
    switchField('occlusion', '被模型遮挡', 'Hidden behind the model', false),
    switchField('cluster', '远处聚合', 'Cluster at a distance', true),
    numberField('nearDistance', 'HTML显示距离', 'HTML within (m)', 80, 5, 2000),
    textField('videoUrl', '视频地址', 'Video address'),
    textField('streamUrl', '视频流地址(HLS)', 'Stream address (HLS)'),
    ...dataAndRuleFields('sign', RULE_EFFECTS, 'device'),
  ],
  dataShape: 'rows: name, value, status, unit (by data mode)',
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight', 'setStyle'],
};
