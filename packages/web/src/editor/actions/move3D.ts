import { type Component3D, isLocked3D, move3DOp, moveMany3DOps, type Vector3 } from '@twincanvas/model';
import { defineEdit } from './types';

/**
 * Moves 3D components by one delta (the gizmo's drag, the position fields): one update3D, so one undo.
 * One component's repeated moves within the state window fold into one history step; a locked one alone
 * is refused (in a multi-selection locked ones stay where they are: the gizmo never offers them).
 */
export const move3DEdit = defineEdit('move3D', (state, list: readonly Component3D[], delta: Vector3) => {
  if (list.length === 1) {
    const c = list[0]!;
    if (isLocked3D(c)) return { refusalKey: 'c3d.locked' };
    const op = move3DOp(state.doc, c, delta);
    return op ? { ops: [op], operation: 'update3D', stateKey: `${c._id}.pointData` } : {};
  }
  return { ops: moveMany3DOps(state.doc, list, delta), operation: 'update3D' };
});
