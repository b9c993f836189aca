import { applyOps } from '@twincanvas/model';
import { pagesOf, scenesOf } from '../docModel';
import { copySceneOps } from '../edits';
import { defineEdit } from './types';

/** A copy of a scene with all its pages (new ids throughout) after it; its first page is opened. */
export const copySceneEdit = defineEdit('copyScene', (state, sceneId: string) => {
  const result = copySceneOps(state.doc, sceneId);
  if (!result) return {};
  const copy = scenesOf(applyOps(state.doc, result.ops)).find((x) => x._id === result.sceneId);
  const first = copy ? pagesOf(copy)[0] : undefined;
  return {
    ops: result.ops,
    operation: 'updateScene',
    ...(first ? { openPage: { sceneId: result.sceneId, pageId: first._id } } : {}),
  };
});
