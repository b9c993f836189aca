import type { Component3D, Vector3 } from '@twincanvas/model';
import {
  addPathPointOp,
  deletePathPointOp,
  movePathPointOp,
  type PathEditResult,
} from '../components3d/pathEdit';
import { defineEdit, type ActionOutcome } from './types';

/**
 * The point edits of a path, a polygon or a two-point component: each one update3D (one undo step) that
 * leaves a point selected (`pointIndex`); a locked component or a rule of its geometry (fewest points)
 * refuses.
 */
function outcomeOf(result: PathEditResult | null, stateKey?: string): ActionOutcome {
  if (!result) return {};
  if ('refusal' in result)
    return result.refusal === 'locked' ? { refusalKey: 'c3d.locked' } : { refusal: result.refusal };
  return {
    ops: [result.op],
    operation: 'update3D',
    pointIndex: result.index,
    ...(stateKey ? { stateKey } : {}),
  };
}

/** Adds a point after `afterIndex` (or at the end), or moves the selected end of a two-point component. */
export const addPoint3DEdit = defineEdit(
  'addPoint3D',
  (state, c: Component3D, afterIndex: number | null, at: Vector3) =>
    outcomeOf(addPathPointOp(state.doc, c, afterIndex, at)),
);

/** Moves one point; `fold` (typed coordinates) makes a run of moves of that point one history step. */
export const movePoint3DEdit = defineEdit(
  'movePoint3D',
  (state, c: Component3D, index: number, to: Vector3, fold: boolean) =>
    outcomeOf(movePathPointOp(state.doc, c, index, to), fold ? `${c._id}.point.${index}` : undefined),
);

export const deletePoint3DEdit = defineEdit('deletePoint3D', (state, c: Component3D, index: number) =>
  outcomeOf(deletePathPointOp(state.doc, c, index)),
);
