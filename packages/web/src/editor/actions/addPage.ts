import i18n from '../../app/i18n';
import { scenesOf } from '../docModel';
import { addPageOps } from '../edits';
import { defineEdit } from './types';

/** A new empty page at the end of a scene, named "page n" in the UI's language, and opened. */
export const addPageEdit = defineEdit('addPage', (state, sceneId: string) => {
  const scene = scenesOf(state.doc).find((x) => x._id === sceneId);
  if (!scene) return {};
  const name = i18n.t('editor.scene.newPage', { n: scene.projectPageList.length + 1 });
  const { ops, pageId } = addPageOps(scene, name);
  return { ops, operation: 'updateScene', openPage: { sceneId, pageId } };
});
