import type { RuleEffectKey } from '@twincanvas/model';
import { BlockOutlined } from '@ant-design/icons';
import type { Component3DDefinition } from '../types';
import { base3D } from '../common3d/component';
import { dataFieldsOf, sampleRowsOf } from '../common3d/dataFields';
import type { DataMode } from '../common3d/dataFields';
import { dataAndRuleFields, EVENTS_3D, textField } from '../common3d/schema';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'opacity', 'visible', 'blink'];

/**
 * Model modules: a part of the scene's model (chosen in the model editor, kept as its node path) whose
 * colour, opacity, visibility and blinking follow data through the visual rules.
 */
export const modelModuleDefinition: Component3DDefinition = {
  space: '3d',
  kind: 'modelModule',
  type: 'modelModule',
  name: { zh: '模型模块', en: 'Model module' },
  icon: BlockOutlined,
  geometry: 'point',
  defaults(at, _subType, on) {
    // Placed by clicking a model part: that part is the module (docs/3d.md, "Editing on the scene layer").
    return base3D(
      'modelModule',
      at,
      { zh: '模型模块', en: 'Model module' },
      { modulePath: on?.modelPath ?? '', dataMode: 'device' },
    );
  },
  propertySchema: [
    textField('modulePath', '模块路径', 'Module path'),
    ...dataAndRuleFields('modelModule', RULE_EFFECTS, 'device'),
  ],
  dataShape: 'rows: name, value, status, unit (by data mode)',
  dataFields: (mode) => dataFieldsOf('modelModule', mode as DataMode),
  get sampleData() {
    return sampleRowsOf('modelModule', 'device');
  },
  events: EVENTS_3D,
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight', 'setStyle'],
  loadLayer: () => import('./layer').then((m) => m.createModelModuleLayer),
};
