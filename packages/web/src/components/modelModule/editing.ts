import type { RuleEffectKey } from '@twincanvas/model';
import { BlockOutlined } from '@ant-design/icons';
import { dataAndRuleFields, textField } from '../common3d/schema';
import type { Component3DEditing } from '../types';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'opacity', 'visible', 'blink'];

/** What the editor adds to the modelModule kind: palette icon, placing, property and data fields. */
export const modelModuleEditing: Component3DEditing = {
  kind: 'modelModule',
  icon: BlockOutlined,
  geometry: 'point',
  propertySchema: [
    textField('modulePath', '模块路径', 'Module path'),
    ...dataAndRuleFields('modelModule', RULE_EFFECTS, 'device'),
  ],
  dataShape: 'rows: name, value, status, unit (by data mode)',
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight', 'setStyle'],
};
