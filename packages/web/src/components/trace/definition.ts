import type { RuleEffectKey } from '@twincanvas/model';
import { LineChartOutlined } from '@ant-design/icons';
import type { Component3DDefinition } from '../types';
import { base3D, pointAt } from '../common3d/component';
import { dataFieldsOf, sampleRowsOf } from '../common3d/dataFields';
import type { DataMode } from '../common3d/dataFields';
import { dataAndRuleFields, EVENTS_3D, colorField, textField } from '../common3d/schema';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'visible', 'blink', 'label'];

/** Traces: a path of points drawn as a line (a route, a fence); rows with x, y, z extend it live. */
export const traceDefinition: Component3DDefinition = {
  space: '3d',
  kind: 'trace',
  type: 'trace',
  name: { zh: '轨迹线', en: 'Trace' },
  icon: LineChartOutlined,
  geometry: 'path',
  defaults(at) {
    const c = base3D(
      'trace',
      at,
      { zh: '轨迹线', en: 'Trace' },
      { color: '#f759ab', text: '', dataMode: 'plate' },
    );
    c.pointData = [
      pointAt(at),
      pointAt({ x: at.x + 5, y: at.y, z: at.z + 5 }),
      pointAt({ x: at.x + 10, y: at.y, z: at.z }),
    ];
    return c;
  },
  propertySchema: [
    textField('text', '标签', 'Label'),
    colorField('color', '颜色', 'Colour', '#f759ab'),
    ...dataAndRuleFields('trace', RULE_EFFECTS, 'plate'),
  ],
  dataShape: 'rows: x, y, z in order (and the mode fields)',
  dataFields: (mode) => dataFieldsOf('trace', mode as DataMode),
  get sampleData() {
    return sampleRowsOf('trace', 'plate');
  },
  events: EVENTS_3D,
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight'],
  loadLayer: () => import('./layer').then((m) => m.createTraceLayer),
};
