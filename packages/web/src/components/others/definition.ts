import type { Component3DRuntime } from '../types';
import { EVENTS_3D, base3D } from '../common3d/component';

/**
 * Other objects: a primitive (box, cylinder, sphere, cone) or a glTF model from the library at a point,
 * scaled and rotated; colour, visibility and blinking follow the visual rules. Same-shape primitives of
 * a page share one instanced draw.
 */
export const othersDefinition: Component3DRuntime = {
  space: '3d',
  kind: 'others',
  type: 'others',
  name: { zh: '其他物体', en: 'Other object' },
  defaults(at, subType = 'box') {
    return base3D(
      'others',
      at,
      { zh: '物体', en: 'Object' },
      { size: 2, color: '#8c8c8c', rotationY: 0, dataMode: 'device' },
      { subType },
    );
  },
  events: EVENTS_3D,
  loadLayer: () => import('./layer').then((m) => m.createOthersLayer),
};
