import type { RuleEffectKey } from '@twincanvas/model';
import { AppstoreOutlined } from '@ant-design/icons';
import { dataAndRuleFields, colorField, numberField, textField } from '../common3d/schema';
import type { Component3DEditing } from '../types';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'visible', 'blink'];

/** What the editor adds to the others kind: palette icon, placing, property and data fields. */
export const othersEditing: Component3DEditing = {
  kind: 'others',
  subTypes: [
    { value: 'box', name: { zh: '立方体', en: 'Box' } },
    { value: 'cylinder', name: { zh: '圆柱', en: 'Cylinder' } },
    { value: 'sphere', name: { zh: '球体', en: 'Sphere' } },
    { value: 'cone', name: { zh: '圆锥', en: 'Cone' } },
    { value: 'model', name: { zh: '模型', en: 'Model' } },
  ],
  icon: AppstoreOutlined,
  geometry: 'point',
  propertySchema: [
    numberField('size', '尺寸(米)', 'Size (m)', 2, 0.01, 10000, 0.1),
    numberField('rotationY', '旋转(度)', 'Rotation (°)', 0, -360, 360, 1),
    colorField('color', '颜色', 'Colour', '#8c8c8c'),
    textField('modelUrl', '模型地址(glTF)', 'Model address (glTF)'),
    ...dataAndRuleFields('others', RULE_EFFECTS, 'device'),
  ],
  dataShape: 'rows: name, value, status (by data mode)',
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight', 'setStyle'],
};
