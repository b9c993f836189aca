import type { RuleEffectKey } from '@twincanvas/model';
import { DatabaseOutlined } from '@ant-design/icons';
import type { Component3DDefinition } from '../types';
import { base3D } from '../common3d/component';
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

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'icon', 'visible', 'blink', 'label'];

/**
 * Batch placards (type `api`, `apiOn`): one placard per data row, placed at the row's x, y, z, labelled
 * with its name and value. A data component: never copied; rows update in place in the shared batch.
 */
export const apiBatchDefinition: Component3DDefinition = {
  space: '3d',
  kind: 'apiBatch',
  type: 'api',
  subTypes: [
    { value: 'CommonPlacard', name: { zh: '普通标牌', en: 'Common placard' } },
    { value: 'IconPlacard', name: { zh: '图标标牌', en: 'Icon placard' } },
    { value: 'BarPlacard', name: { zh: '柱状标牌', en: 'Bar placard' } },
    { value: 'LinePlacard', name: { zh: '引线标牌', en: 'Line placard' } },
  ],
  name: { zh: '批量标牌', en: 'Batch placards' },
  icon: DatabaseOutlined,
  geometry: 'point',
  defaults(at, subType = 'CommonPlacard') {
    return base3D(
      'api',
      at,
      { zh: '批量标牌', en: 'Batch placards' },
      { dataMode: 'device', offsetToAnchor: true },
      { subType, apiOn: true },
    );
  },
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
  dataFields: (mode) => dataFieldsOf('api', mode as DataMode),
  get sampleData() {
    return sampleRowsOf('api', 'device');
  },
  events: EVENTS_3D,
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight'],
  loadLayer: () => import('./layer').then((m) => m.createApiBatchLayer),
};
