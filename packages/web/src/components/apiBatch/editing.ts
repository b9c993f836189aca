import type { RuleEffectKey } from '@twincanvas/model';
import { DatabaseOutlined } from '@ant-design/icons';
import { dataAndRuleFields, colorField, numberField, switchField, textField } from '../common3d/schema';
import type { Component3DEditing } from '../types';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'icon', 'visible', 'blink', 'label'];

/** What the editor adds to the apiBatch kind: palette icon, placing, property and data fields. */
export const apiBatchEditing: Component3DEditing = {
  kind: 'apiBatch',
  subTypes: [
    { value: 'CommonPlacard', name: { zh: '普通标牌', en: 'Common placard' } },
    { value: 'IconPlacard', name: { zh: '图标标牌', en: 'Icon placard' } },
    { value: 'BarPlacard', name: { zh: '柱状标牌', en: 'Bar placard' } },
    { value: 'LinePlacard', name: { zh: '引线标牌', en: 'Line placard' } },
  ],
  icon: DatabaseOutlined,
  geometry: 'point',
  propertySchema: [
    textField('labelTemplate', '标签模板', 'Label template', '{name} {value}'),
    colorField('background', '背景色', 'Background', 'rgba(0,40,80,0.85)'),
    colorField('textColor', '文字颜色', 'Text colour', '#ffffff'),
    numberField('fontSize', '字号', 'Font size', 14, 10, 40),
    switchField('offsetToAnchor', '坐标相对组件位置', 'Row positions relative to the component', true),
    switchField('cluster', '远处聚合', 'Cluster at a distance', true),
    switchField('occlusion', '被模型遮挡', 'Hidden behind the model', false),
    ...dataAndRuleFields('api', RULE_EFFECTS, 'device'),
  ],
  dataShape: 'rows: name, value, x, y, z (one placard each)',
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight'],
};
