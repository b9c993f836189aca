import type { RuleEffectKey } from '@twincanvas/model';
import { SwapOutlined } from '@ant-design/icons';
import { dataAndRuleFields, colorField, textField } from '../common3d/schema';
import type { Component3DEditing } from '../types';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'visible', 'blink', 'label'];

/** What the editor adds to the ligature kind: palette icon, placing, property and data fields. */
export const ligatureEditing: Component3DEditing = {
  kind: 'ligature',
  icon: SwapOutlined,
  geometry: 'twoPoint',
  propertySchema: [
    textField('text', '标签', 'Label'),
    colorField('color', '颜色', 'Colour', '#36cfc9'),
    ...dataAndRuleFields('ligature', RULE_EFFECTS, 'device'),
  ],
  dataShape: 'rows: name, value, from, to (by data mode)',
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight'],
};
