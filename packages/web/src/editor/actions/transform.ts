import { moveOps, rectOps, type RectChange } from '@twincanvas/model';
import { listContext, movable } from './context';
import { defineEdit } from './types';

/**
 * The end of a pointer gesture on the canvas. While the pointer moves only the DOM moves
 * (canvas/SelectionLayer.tsx); on release one of these edits commits what the gesture made.
 */

/**
 * A drag of the selection: one move op for every component that may move (one or a select-all of
 * thousands alike: the save holds ids and an offset, not rects), whose undo moves them back.
 */
export const dragSelectionEdit = defineEdit('update2D', (state, dx: number, dy: number) => {
  const ctx = listContext(state);
  if (!ctx) return {};
  const ids = movable(state).map((c) => c._id);
  return { ops: moveOps(ctx, ids, dx, dy), operation: 'update2D' };
});

/** A resize or rotation: the rects it made of the edited list's components (canvas/gestures.ts). */
export const setRectsEdit = defineEdit('update2D', (state, changes: readonly RectChange[]) => {
  const ctx = listContext(state);
  return ctx ? { ops: rectOps(ctx.list, changes), operation: 'update2D' } : {};
});
