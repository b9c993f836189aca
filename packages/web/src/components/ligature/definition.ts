import type { RuleEffectKey } from '@twincanvas/model';
import { SwapOutlined } from '@ant-design/icons';
import type { Component3DDefinition } from '../types';
import { inContent } from '../common/content';
import { base3D } from '../common3d/component';
import { dataFieldsOf, sampleRowsOf } from '../common3d/dataFields';
import type { DataMode } from '../common3d/dataFields';
import { dataAndRuleFields, EVENTS_3D, colorField, textField } from '../common3d/schema';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'visible', 'blink', 'label'];

/** Ligatures: a labelled line between a start and an end point (a link, a flow between two places). */
export const ligatureDefinition: Component3DDefinition = {
  space: '3d',
  kind: 'ligature',
  type: 'ligature',
  name: { zh: '连线', en: 'Ligature' },
  icon: SwapOutlined,
  geometry: 'twoPoint',
  defaults(at) {
    const c = base3D(
      'ligature',
      at,
      { zh: '连线', en: 'Ligature' },
      { color: '#36cfc9', text: '', dataMode: 'device' },
    );
    c.pointData = [
      {
        mainPoint: { name: '', showOn: true, transData: { position: { ...at } } },
        startPoint: { name: inContent('起点', 'Start'), showOn: true, transData: { position: { ...at } } },
        endPoint: {
          name: inContent('终点', 'End'),
          showOn: true,
          transData: { position: { x: at.x + 10, y: at.y, z: at.z } },
        },
      },
    ];
    return c;
  },
  propertySchema: [
    textField('text', '标签', 'Label'),
    colorField('color', '颜色', 'Colour', '#36cfc9'),
    ...dataAndRuleFields('ligature', RULE_EFFECTS, 'device'),
  ],
  dataShape: 'rows: name, value, from, to (by data mode)',
  dataFields: (mode) => dataFieldsOf('ligature', mode as DataMode),
  get sampleData() {
    return sampleRowsOf('ligature', 'device');
  },
  events: EVENTS_3D,
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight'],
  loadLayer: () => import('./layer').then((m) => m.createLigatureLayer),
};
