import { scenesOf } from '../docModel';
import { copyPageOps } from '../edits';
import { defineEdit } from './types';

/** A copy of a page (new ids throughout) after it in its scene; opened. */
export const copyPageEdit = defineEdit('copyPage', (state, sceneId: string, pageId: string) => {
  const scene = scenesOf(state.doc).find((x) => x._id === sceneId);
  const result = scene ? copyPageOps(scene, pageId) : null;
  return result
    ? { ops: result.ops, operation: 'updateScene', openPage: { sceneId, pageId: result.pageId } }
    : {};
});
