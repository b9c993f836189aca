import type { Component3DRuntime } from '../types';
import { EVENTS_3D, base3D } from '../common3d/component';

/**
 * Event areas: clickable regions of the scene, a box around their point or a polygon of points extruded
 * upwards. They draw translucent in the editor and, unless `visibleInViewer`, only their pick volume in
 * the viewer; clicks, double clicks and hovers are events of the interaction system.
 */
export const eventAreaDefinition: Component3DRuntime = {
  space: '3d',
  kind: 'eventArea',
  type: 'eventArea',
  name: { zh: '事件区域', en: 'Event area' },
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
  events: EVENTS_3D,
  loadLayer: () => import('./layer').then((m) => m.createEventAreaLayer),
};
