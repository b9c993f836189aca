import type { Component3DRuntime } from '../types';
import { EVENTS_3D, base3D } from '../common3d/component';

/**
 * Model modules: a part of the scene's model (chosen in the model editor, kept as its node path) whose
 * colour, opacity, visibility and blinking follow data through the visual rules.
 */
export const modelModuleDefinition: Component3DRuntime = {
  space: '3d',
  kind: 'modelModule',
  type: 'modelModule',
  name: { zh: '模型模块', en: 'Model module' },
  defaults(at, _subType, on) {
    // Placed by clicking a model part: that part is the module (docs/3d.md, "Editing on the scene layer").
    return base3D(
      'modelModule',
      at,
      { zh: '模型模块', en: 'Model module' },
      { modulePath: on?.modelPath ?? '', dataMode: 'device' },
    );
  },
  events: EVENTS_3D,
  loadLayer: () => import('./layer').then((m) => m.createModelModuleLayer),
};
