import i18n from '../../app/i18n';
import { scenesOf } from '../docModel';
import { addSceneOps } from '../edits';
import { defineEdit } from './types';

/** A new scene with one empty page at the end of the project, both named in the UI's language; opened. */
export const addSceneEdit = defineEdit('addScene', (state) => {
  const n = scenesOf(state.doc).length + 1;
  const { ops, sceneId, pageId } = addSceneOps(
    state.doc,
    i18n.t('editor.scene.newScene', { n }),
    i18n.t('editor.scene.newPage', { n: 1 }),
  );
  return { ops, operation: 'updateScene', openPage: { sceneId, pageId } };
});
