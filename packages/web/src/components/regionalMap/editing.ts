import type { RuleEffectKey } from '@twincanvas/model';
import { GlobalOutlined } from '@ant-design/icons';
import { dataAndRuleFields, colorField, numberField } from '../common3d/schema';
import type { Component3DEditing } from '../types';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'visible'];

/** What the editor adds to the regionalMap kind: palette icon, placing, property and data fields. */
export const regionalMapEditing: Component3DEditing = {
  kind: 'regionalMap',
  icon: GlobalOutlined,
  geometry: 'point',
  propertySchema: [
    {
      path: 'propertyData.geojson',
      label: { zh: 'GeoJSON', en: 'GeoJSON' },
      editor: 'json',
      section: 'content',
    },
    numberField('size', '尺寸(米)', 'Size (m)', 40, 1, 100000),
    numberField('height', '拉伸高度(米)', 'Extrusion (m)', 1, 0.01, 1000, 0.1),
    colorField('color', '区域颜色', 'Region colour', '#2f54eb'),
    ...dataAndRuleFields('regionalMap', RULE_EFFECTS, 'space'),
  ],
  dataShape: 'rows: name (the region), area, occupancy... (by data mode)',
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight'],
};
