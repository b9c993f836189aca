import type { RuleEffectKey } from '@twincanvas/model';
import { AppstoreOutlined } from '@ant-design/icons';
import type { Component3DDefinition } from '../types';
import { base3D } from '../common3d/component';
import { dataAndRuleFields, EVENTS_3D, colorField, numberField, textField } from '../common3d/schema';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'visible', 'blink'];

/**
 * Other objects: a primitive (box, cylinder, sphere, cone) or a glTF model from the library at a point,
 * scaled and rotated; colour, visibility and blinking follow the visual rules. Same-shape primitives of
 * a page share one instanced draw.
 */
export const othersDefinition: Component3DDefinition = {
  space: '3d',
  kind: 'others',
  type: 'others',
  subTypes: [
    { value: 'box', name: { zh: '立方体', en: 'Box' } },
    { value: 'cylinder', name: { zh: '圆柱', en: 'Cylinder' } },
    { value: 'sphere', name: { zh: '球体', en: 'Sphere' } },
    { value: 'cone', name: { zh: '圆锥', en: 'Cone' } },
    { value: 'model', name: { zh: '模型', en: 'Model' } },
  ],
  name: { zh: '其他物体', en: 'Other object' },
  icon: AppstoreOutlined,
  geometry: 'point',
  defaults(at, subType = 'box') {
    return base3D(
      'others',
      at,
      { zh: '物体', en: 'Object' },
      { size: 2, color: '#8c8c8c', rotationY: 0, dataMode: 'device' },
      { subType },
    );
  },
  propertySchema: [
    numberField('size', '尺寸(米)', 'Size (m)', 2, 0.01, 10000, 0.1),
    numberField('rotationY', '旋转(度)', 'Rotation (°)', 0, -360, 360, 1),
    colorField('color', '颜色', 'Colour', '#8c8c8c'),
    textField('modelUrl', '模型地址(glTF)', 'Model address (glTF)'),
    ...dataAndRuleFields('others', RULE_EFFECTS, 'device'),
  ],
  dataShape: 'rows: name, value, status (by data mode)',
  events: EVENTS_3D,
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight', 'setStyle'],
  loadLayer: () => import('./layer').then((m) => m.createOthersLayer),
};
