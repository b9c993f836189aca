import type { Component3DRuntime } from '../types';
import { EVENTS_3D, base3D, pointAt } from '../common3d/component';

/**
 * Pipelines: tubes along an editable polyline with a flow whose speed is in metres per second whatever
 * the pipe's length, reversible, bindable to a data field or set by a visual rule. Pipes of the same
 * style share one merged mesh and one draw call.
 */
export const pipelineDefinition: Component3DRuntime = {
  space: '3d',
  kind: 'pipeline',
  type: 'pipeline',
  name: { zh: '管线', en: 'Pipeline' },
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
  events: EVENTS_3D,
  loadLayer: () => import('./layer').then((m) => m.createPipelineLayer),
};
