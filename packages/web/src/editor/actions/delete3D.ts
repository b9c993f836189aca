import { delete3DOps } from '@twincanvas/model';
import { editedPage3D } from './edit3D';
import { defineEdit } from './types';

/** Deletes 3D components of the edited page (del3D) and clears the selection. */
export const delete3DEdit = defineEdit('del3D', (state, ids: readonly string[]) => {
  const page = editedPage3D(state);
  if (!page || ids.length === 0) return {};
  return { ops: delete3DOps(state.doc, page, ids), operation: 'del3D', select: [] };
});
