import { BorderOuterOutlined } from '@ant-design/icons';
import type { Component3DDefinition } from '../types';
import { base3D } from '../common3d/component';
import { EVENTS_3D, colorField, numberField, switchField } from '../common3d/schema';

/**
 * Event areas: clickable regions of the scene, a box around their point or a polygon of points extruded
 * upwards. They draw translucent in the editor and, unless `visibleInViewer`, only their pick volume in
 * the viewer; clicks, double clicks and hovers are events of the interaction system.
 */
export const eventAreaDefinition: Component3DDefinition = {
  space: '3d',
  kind: 'eventArea',
  type: 'eventArea',
  subTypes: [
    { value: 'box', name: { zh: '立方体区域', en: 'Box area' } },
    { value: 'polygon', name: { zh: '多边形区域', en: 'Polygon area' }, geometry: 'polygon' },
  ],
  name: { zh: '事件区域', en: 'Event area' },
  icon: BorderOuterOutlined,
  // A box stands on its one point; the polygon sub-kind's corners are edited point by point.
  geometry: 'point',
  defaults(at, subType = 'box') {
    const c = base3D(
      'eventArea',
      at,
      { zh: '事件区域', en: 'Event area' },
      { width: 6, height: 3, depth: 6, color: '#13c2c2', opacity: 0.25, visibleInViewer: true },
      { subType },
    );
    if (subType === 'polygon') {
      c.pointData = [
        [-3, -3],
        [3, -3],
        [3, 3],
        [-3, 3],
      ].map(([dx, dz]) => ({
        mainPoint: {
          name: '',
          showOn: true,
          transData: { position: { x: at.x + dx!, y: at.y, z: at.z + dz! } },
        },
      }));
    }
    return c;
  },
  propertySchema: [
    numberField('width', '宽度(米)', 'Width (m)', 6, 0.1, 10000, 0.5),
    numberField('depth', '深度(米)', 'Depth (m)', 6, 0.1, 10000, 0.5),
    numberField('height', '高度(米)', 'Height (m)', 3, 0.1, 10000, 0.5),
    colorField('color', '颜色', 'Colour', '#13c2c2'),
    numberField('opacity', '不透明度', 'Opacity', 0.25, 0, 1, 0.05),
    switchField('visibleInViewer', '预览时可见', 'Visible in the viewer', true),
  ],
  dataShape: 'none',
  events: EVENTS_3D,
  ruleEffects: ['color', 'visible', 'blink', 'opacity'],
  actions: ['flyTo', 'highlight', 'setStyle'],
  loadLayer: () => import('./layer').then((m) => m.createEventAreaLayer),
};
