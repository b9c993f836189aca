import type { Component3D, Vector3 } from '@twincanvas/model';
import { addPoint3DEdit, deletePoint3DEdit, movePoint3DEdit } from '../actions/point3D';
import type { ActionOutcome } from '../actions/types';
import { perform } from '../execute';
import { useEditor } from '../store';
import { components3DOf, editedPage } from './commands';
import { withPointAt } from './pathEdit';
import { usePathEdit } from './pathEditState';
import './locales';

import { pointModelOf } from './pointGeometry';

/**
 * The point edit of a path, a polygon or a two-point component bound to the store: the edits are
 * ../actions/point3D.ts (one update3D each); the point an edit leaves selected becomes the selected point.
 */

/** Whether a component's points are edited one by one (its geometry is a path, a polygon or two points). */
export function isPointEdited(c: Component3D | null | undefined): boolean {
  return pointModelOf(c) !== null;
}

/** The component whose points are edited, while it is still on the edited page. */
export function editedPath(): Component3D | null {
  const id = usePathEdit.getState().componentId;
  return (id && components3DOf(editedPage()).find((c) => c._id === id)) || null;
}

/** Carries out a point edit; the point it leaves selected becomes the edit's selected point. */
function done(outcome: (ActionOutcome & { committed: boolean }) | null): boolean {
  if (!outcome?.committed) return false;
  if (outcome.pointIndex !== undefined) usePathEdit.getState().select(outcome.pointIndex);
  return true;
}

/** Starts editing the points of a component (its handles show; clicks on the model add points). */
export function startPathEdit(c: Component3D): void {
  if (isPointEdited(c)) usePathEdit.getState().start(c._id, null);
}

/** Ends the point edit (the engine's EndPipelineEdit follows, see Scene3DStage). */
export function endPathEdit(): void {
  usePathEdit.getState().end();
}

/**
 * A click on the scene while points are edited: a hit on the model adds a point there, after the
 * selected point (or at the end); on a two-point component it moves the selected end there. True when
 * the click was used so; a click that hit no model (a handle, the pipe itself, the sky) adds nothing.
 */
export function addPointOnPick(pick: { point: Vector3 } | null): boolean {
  const c = editedPath();
  const { doc, selectedIds } = useEditor.getState();
  // The same click selected another component (a part bound to a module): the edit is over.
  if (!c || !doc || selectedIds.length !== 1 || selectedIds[0] !== c._id) return false;
  if (pick) done(perform(addPoint3DEdit, c, usePathEdit.getState().index, pick.point));
  return true;
}

/**
 * Moves one point. The x/y/z fields pass `fold`, so typing a number is one history step; a gizmo drag
 * commits once on release.
 */
export const movePoint = (c: Component3D, index: number, to: Vector3, fold = false): boolean =>
  done(perform(movePoint3DEdit, c, index, to, fold));

export const deletePoint = (c: Component3D, index: number): boolean =>
  done(perform(deletePoint3DEdit, c, index));

/** The gizmo's live preview of a point drag (the engine only; nothing is committed). */
export const previewPoint = withPointAt;
