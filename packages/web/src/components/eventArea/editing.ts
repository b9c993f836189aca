import { BorderOuterOutlined } from '@ant-design/icons';
import { colorField, numberField, switchField } from '../common3d/schema';
import type { Component3DEditing } from '../types';

/** What the editor adds to the eventArea kind: palette icon, placing, property and data fields. */
export const eventAreaEditing: Component3DEditing = {
  kind: 'eventArea',
  subTypes: [
    { value: 'box', name: { zh: '立方体区域', en: 'Box area' } },
    { value: 'polygon', name: { zh: '多边形区域', en: 'Polygon area' }, geometry: 'polygon' },
  ],
  icon: BorderOuterOutlined,
  // A box stands on its one point; the polygon sub-kind's corners are edited point by point.
  geometry: 'point',
  propertySchema: [
    numberField('width', '宽度(米)', 'Width (m)', 6, 0.1, 10000, 0.5),
    numberField('depth', '深度(米)', 'Depth (m)', 6, 0.1, 10000, 0.5),
    numberField('height', '高度(米)', 'Height (m)', 3, 0.1, 10000, 0.5),
    colorField('color', '颜色', 'Colour', '#13c2c2'),
    numberField('opacity', '不透明度', 'Opacity', 0.25, 0, 1, 0.05),
    switchField('visibleInViewer', '预览时可见', 'Visible in the viewer', true),
  ],
  dataShape: 'none',
  ruleEffects: ['color', 'visible', 'blink', 'opacity'],
  actions: ['flyTo', 'highlight', 'setStyle'],
};
