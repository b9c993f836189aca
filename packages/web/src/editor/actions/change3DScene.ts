import type { ProjectModel } from '@twincanvas/model';
import { change3DSceneOps } from '../scene3d/ops3d';
import { edited3DScene } from './edit3D';
import { defineEdit } from './types';

/** Sets (or with null resets) the edited scene's model; the scene that already has it is refused. */
export const change3DSceneEdit = defineEdit('change3DScene', (state, model: ProjectModel | null) => {
  const at = edited3DScene(state);
  if (!at) return {};
  const result = change3DSceneOps(at.scene, model);
  if ('duplicate' in result) return { refusalKey: 'scene3d.duplicate' };
  return { ops: result.ops, operation: 'change3DScene' };
});
