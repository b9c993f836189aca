import type { RuleEffectKey } from '@twincanvas/model';
import { NodeIndexOutlined } from '@ant-design/icons';
import type { Component3DDefinition } from '../types';
import { base3D, pointAt } from '../common3d/component';
import { dataFieldsOf, sampleRowsOf } from '../common3d/dataFields';
import type { DataMode } from '../common3d/dataFields';
import {
  dataAndRuleFields,
  EVENTS_3D,
  colorField,
  numberField,
  switchField,
  textField,
} from '../common3d/schema';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'visible', 'flowSpeed'];

/**
 * Pipelines: tubes along an editable polyline with a flow whose speed is in metres per second whatever
 * the pipe's length, reversible, bindable to a data field or set by a visual rule. Pipes of the same
 * style share one merged mesh and one draw call.
 */
export const pipelineDefinition: Component3DDefinition = {
  space: '3d',
  kind: 'pipeline',
  type: 'pipeline',
  name: { zh: '管线', en: 'Pipeline' },
  icon: NodeIndexOutlined,
  geometry: 'path',
  defaults(at) {
    const c = base3D(
      'pipeline',
      at,
      { zh: '管线', en: 'Pipeline' },
      {
        radius: 0.3,
        color: '#1677ff',
        flowColor: '#e6f4ff',
        flowOn: true,
        flowSpeed: 1,
        reverse: false,
        spacing: 2,
        opacity: 1,
        material: 'metal',
        dataMode: 'device',
      },
    );
    c.pointData = [pointAt(at), pointAt({ x: at.x + 10, y: at.y, z: at.z })];
    return c;
  },
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
  dataFields: (mode) => dataFieldsOf('pipeline', mode as DataMode),
  get sampleData() {
    return sampleRowsOf('pipeline', 'device');
  },
  events: EVENTS_3D,
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight', 'setStyle'],
  loadLayer: () => import('./layer').then((m) => m.createPipelineLayer),
};
