import { message } from 'antd';
import type { Component3D, Vector3 } from '@twincanvas/model';
import i18n from '../../app/i18n';
import { useEditor } from '../store';
import { components3DOf, editedPage } from './commands';
import {
  addPathPointOp,
  deletePathPointOp,
  movePathPointOp,
  withPointAt,
  type PathEditResult,
} from './pathEdit';
import { usePathEdit } from './pathEditState';
import './locales';

import { pointModelOf } from './pointGeometry';

/**
 * The point edit of a path, a polygon or a two-point component bound to the store: each edit commits
 * the one update3D that ./pathEdit builds (one undo step) and selects the point it leaves selected;
 * refusals are said in the editor's language.
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

function apply(result: PathEditResult | null, stateKey?: string): boolean {
  if (!result) return false;
  if ('refusal' in result) {
    const r = result.refusal;
    if (r === 'locked') void message.warning(i18n.t('c3d.locked'));
    else void message.warning(i18n.language === 'en' ? r.en : r.zh);
    return false;
  }
  const done = useEditor.getState().commit([result.op], 'update3D', undefined, stateKey);
  if (done) usePathEdit.getState().select(result.index);
  return done;
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
  if (pick) apply(addPathPointOp(doc, c, usePathEdit.getState().index, pick.point));
  return true;
}

/**
 * Moves one point. The x/y/z fields pass `fold`, so typing a number is one history step; a gizmo drag
 * commits once on release.
 */
export function movePoint(c: Component3D, index: number, to: Vector3, fold = false): boolean {
  const doc = useEditor.getState().doc;
  if (!doc) return false;
  return apply(movePathPointOp(doc, c, index, to), fold ? `${c._id}.point.${index}` : undefined);
}

export function deletePoint(c: Component3D, index: number): boolean {
  const doc = useEditor.getState().doc;
  return doc ? apply(deletePathPointOp(doc, c, index)) : false;
}

/** The gizmo's live preview of a point drag (the engine only; nothing is committed). */
export const previewPoint = withPointAt;
