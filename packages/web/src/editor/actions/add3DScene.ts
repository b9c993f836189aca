import { add3DSceneOps } from '../scene3d/ops3d';
import { defineEdit } from './types';

/** Adds a 3D scene with its first page (names in the editor's language) and opens it. */
export const add3DSceneEdit = defineEdit('add3DScene', (state, sceneName: string, pageName: string) => {
  const made = add3DSceneOps(state.doc, sceneName, pageName);
  return {
    ops: made.ops,
    operation: 'updateScene',
    openPage: { sceneId: made.sceneId, pageId: made.pageId },
  };
});
