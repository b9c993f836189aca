import type { RuleEffectKey } from '@twincanvas/model';
import { LineChartOutlined } from '@ant-design/icons';
import { dataAndRuleFields, colorField, textField } from '../common3d/schema';
import type { Component3DEditing } from '../types';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'visible', 'blink', 'label'];

/** What the editor adds to the trace kind: palette icon, placing, property and data fields. */
export const traceEditing: Component3DEditing = {
  kind: 'trace',
  icon: LineChartOutlined,
  geometry: 'path',
  propertySchema: [
    textField('text', '标签', 'Label'),
    colorField('color', '颜色', 'Colour', '#f759ab'),
    ...dataAndRuleFields('trace', RULE_EFFECTS, 'plate'),
  ],
  dataShape: 'rows: x, y, z in order (and the mode fields)',
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight'],
};
