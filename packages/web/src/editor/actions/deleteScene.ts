import { scenesOf } from '../docModel';
import { deleteNodeOps } from '../edits';
import { defineEdit } from './types';

/** Deletes a scene with its pages; a project keeps at least one. */
export const deleteSceneEdit = defineEdit('deleteScene', (state, sceneId: string) => {
  if (scenesOf(state.doc).length <= 1) return { refusalKey: 'editor.scene.lastScene' };
  return { ops: deleteNodeOps(state.doc, sceneId), operation: 'updateScene' };
});
