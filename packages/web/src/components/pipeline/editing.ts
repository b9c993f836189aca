import type { RuleEffectKey } from '@twincanvas/model';
import { NodeIndexOutlined } from '@ant-design/icons';
import { dataAndRuleFields, colorField, numberField, switchField, textField } from '../common3d/schema';
import type { Component3DEditing } from '../types';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'visible', 'flowSpeed'];

/** What the editor adds to the pipeline kind: palette icon, placing, property and data fields. */
export const pipelineEditing: Component3DEditing = {
  kind: 'pipeline',
  icon: NodeIndexOutlined,
  geometry: 'path',
  propertySchema: [
    numberField('radius', '半径(米)', 'Radius (m)', 0.3, 0.01, 20, 0.05),
    colorField('color', '管道颜色', 'Pipe colour', '#1677ff'),
    {
      path: 'propertyData.material',
      label: { zh: '材质', en: 'Material' },
      editor: 'select',
      section: 'style',
      defaultValue: 'metal',
      options: [
        { value: 'metal', label: { zh: '金属', en: 'Metal' } },
        { value: 'glass', label: { zh: '玻璃', en: 'Glass' } },
        { value: 'plain', label: { zh: '纯色', en: 'Plain' } },
      ],
    },
    switchField('flowOn', '流动效果', 'Flow', true),
    colorField('flowColor', '流动颜色', 'Flow colour', '#e6f4ff'),
    numberField('flowSpeed', '流速(米/秒)', 'Flow speed (m/s)', 1, 0, 100, 0.1),
    numberField('spacing', '条纹间距(米)', 'Stripe spacing (m)', 2, 0.1, 100, 0.1),
    switchField('reverse', '反向流动', 'Reverse flow', false),
    textField('flowSpeedField', '流速字段', 'Flow speed field'),
    ...dataAndRuleFields('pipeline', RULE_EFFECTS, 'device'),
  ],
  dataShape: 'rows: name, value, status, unit; flowSpeedField names the speed column',
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight', 'setStyle'],
};
