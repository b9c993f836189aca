import type { Component3DRuntime } from '../types';
import { EVENTS_3D, base3D, pointAt } from '../common3d/component';

/** Traces: a path of points drawn as a line (a route, a fence); rows with x, y, z extend it live. */
export const traceDefinition: Component3DRuntime = {
  space: '3d',
  kind: 'trace',
  type: 'trace',
  name: { zh: '轨迹线', en: 'Trace' },
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
  events: EVENTS_3D,
  loadLayer: () => import('./layer').then((m) => m.createTraceLayer),
};
