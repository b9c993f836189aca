import { contextOf } from '../docModel';
import { reorderOps } from '@twincanvas/model';
import { defineEdit } from './types';

/** A layer-list drag: the component moves to `toIndex` of the edited list (its stacking order). */
export const reorderLayerEdit = defineEdit('change2DLevel', (state, id: string, toIndex: number) => {
  const ctx = contextOf(state.doc, state.pageId, state.groupPath);
  return ctx ? { ops: reorderOps(ctx.list, id, toIndex), operation: 'change2DLevel' } : {};
});
