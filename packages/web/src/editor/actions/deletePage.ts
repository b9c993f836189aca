import { scenesOf } from '../docModel';
import { deleteNodeOps } from '../edits';
import { defineEdit } from './types';

/** Deletes a page; a scene keeps at least one. */
export const deletePageEdit = defineEdit('deletePage', (state, sceneId: string, pageId: string) => {
  const scene = scenesOf(state.doc).find((x) => x._id === sceneId);
  if (!scene) return {};
  if (scene.projectPageList.length <= 1) return { refusalKey: 'editor.scene.lastPage' };
  return { ops: deleteNodeOps(state.doc, pageId), operation: 'updateScene' };
});
