import { copySceneOps } from '../edits';
import { defineEdit } from './types';

/** A copy of a scene with all its pages (new ids throughout) after it; its first page is opened. */
export const copySceneEdit = defineEdit('copyScene', (state, sceneId: string) => {
  const result = copySceneOps(state.doc, sceneId);
  if (!result) return {};
  const { ops, sceneId: copyId, firstPageId } = result;
  return {
    ops,
    operation: 'updateScene',
    ...(firstPageId ? { openPage: { sceneId: copyId, pageId: firstPageId } } : {}),
  };
});
