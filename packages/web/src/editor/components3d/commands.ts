import { message } from 'antd';
import type { Component3D, Page, Vector3 } from '@twincanvas/model';
import i18n from '../../app/i18n';
import { definition3DOf } from '../../components/registry';
import { add3DEdit } from '../actions/add3D';
import { delete3DEdit } from '../actions/delete3D';
import { editedPage3D } from '../actions/edit3D';
import { move3DEdit } from '../actions/move3D';
import { rename3DEdit } from '../actions/rename3D';
import { toggleFlag3DEdit } from '../actions/toggleFlag3D';
import { perform } from '../execute';
import { useEditor } from '../store';
import { usePlacing } from './placing';
import './locales';

/** The 3D component edits (../actions: add3D, delete3D, rename3D, toggleFlag3D, move3D) bound to the store. */

/** The page being edited, when it is a page that holds 3D components. */
export function editedPage(): Page | null {
  const s = useEditor.getState();
  return s.doc ? editedPage3D({ doc: s.doc, pageId: s.pageId }) : null;
}

export function components3DOf(page: Page | null | undefined): Component3D[] {
  return page?.components3D ?? [];
}

/**
 * Places the kind being placed at a point of the model surface and selects it (add3D); `modelPath` is the
 * clicked model part, which a kind bound to a part (modelModule) takes as its module.
 */
export function placeAt(point: Vector3, modelPath?: string): boolean {
  const placing = usePlacing.getState().placing;
  if (!placing || !editedPage()) return false;
  const def = definition3DOf(placing.kind);
  if (!def) return false;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const at = { x: round(point.x), y: round(point.y), z: round(point.z) };
  const c = def.defaults(at, placing.subType, { modelPath });
  usePlacing.getState().set(null);
  const done = perform(add3DEdit, c)?.committed === true;
  if (done) void message.success(i18n.t('c3d.placed', { name: c.name ?? placing.name }));
  return done;
}

export const delete3D = (ids: readonly string[]): boolean => perform(delete3DEdit, ids)?.committed === true;
export const rename3D = (c: Component3D, name: string): void => void perform(rename3DEdit, c, name);
export const toggleShown3D = (c: Component3D): void => void perform(toggleFlag3DEdit, c, 'show');
export const toggleLock3D = (c: Component3D): void => void perform(toggleFlag3DEdit, c, 'lock');
/** Moves one component by a delta (the gizmo's drag, the position fields). */
export const move3D = (c: Component3D, delta: Vector3): boolean =>
  perform(move3DEdit, [c], delta)?.committed === true;
/** Moves several components by one delta (the gizmo on a multi-selection): one commit, so one undo. */
export const moveMany3D = (list: readonly Component3D[], delta: Vector3): boolean =>
  perform(move3DEdit, list, delta)?.committed === true;

/** The selected 3D components of the edited page, in list order. */
export function selected3D(): Component3D[] {
  const s = useEditor.getState();
  const ids = new Set(s.selectedIds);
  return components3DOf(editedPage()).filter((c) => ids.has(c._id));
}

/**
 * A click on the scene while a kind is being placed: placed at the model point under the pointer (the
 * engine's BVH raycast), or a hint when the click missed the model. True when the click was used so.
 */
export function placeOnPick(pick: { point: Vector3; path?: string } | null): boolean {
  if (!usePlacing.getState().placing) return false;
  if (pick) placeAt(pick.point, pick.path || undefined);
  else void message.info(i18n.t('c3d.noModelHit'));
  return true;
}
