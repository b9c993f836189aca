import { message } from 'antd';
import type { Component3D, Operation, Page, Vector3 } from '@twincanvas/model';
import i18n from '../../app/i18n';
import { definition3DOf } from '../../components/registry';
import { validateName } from '@twincanvas/model';
import { listOwner } from '../docModel';
import { useEditor } from '../store';
import {
  add3DOps,
  delete3DOps,
  isLocked3D,
  isShown3D,
  lock3DOp,
  move3DOp,
  moveMany3DOps,
  rename3DOp,
  visibility3DOp,
} from './ops';
import { usePlacing } from './placing';
import './locales';

/** The 3D component edits bound to the store: each builds ops (./ops) and commits them. */

/** The page being edited, when it is a page that holds 3D components. */
export function editedPage(): Page | null {
  const s = useEditor.getState();
  if (!s.doc) return null;
  return (listOwner(s.doc, s.pageId) as Page | undefined) ?? null;
}

export function components3DOf(page: Page | null | undefined): Component3D[] {
  return page?.components3D ?? [];
}

function commit(ops: Operation[], operation: string, select?: string[], stateKey?: string): boolean {
  return ops.length > 0 && useEditor.getState().commit(ops, operation, select, stateKey);
}

/**
 * Places the kind being placed at a point of the model surface and selects it (add3D); `modelPath` is the
 * clicked model part, which a kind bound to a part (modelModule) takes as its module.
 */
export function placeAt(point: Vector3, modelPath?: string): boolean {
  const placing = usePlacing.getState().placing;
  const page = editedPage();
  if (!placing || !page) return false;
  const def = definition3DOf(placing.kind);
  if (!def) return false;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const at = { x: round(point.x), y: round(point.y), z: round(point.z) };
  const c = def.defaults(at, placing.subType, { modelPath });
  usePlacing.getState().set(null);
  const done = commit(add3DOps(page, [c]), 'add3D', [c._id]);
  if (done) void message.success(i18n.t('c3d.placed', { name: c.name ?? placing.name }));
  return done;
}

export function delete3D(ids: readonly string[]): boolean {
  const s = useEditor.getState();
  const page = editedPage();
  if (!s.doc || !page || ids.length === 0) return false;
  return commit(delete3DOps(s.doc, page, ids), 'del3D', []);
}

export function rename3D(c: Component3D, name: string): void {
  const s = useEditor.getState();
  if (!s.doc || name === (c.name ?? '')) return;
  const problem = validateName(name);
  if (problem) {
    void message.warning(i18n.language === 'en' ? problem.en : problem.zh);
    return;
  }
  commit([rename3DOp(s.doc, c, name)], 'update3D');
}

export function toggleShown3D(c: Component3D): void {
  const s = useEditor.getState();
  if (s.doc) commit([visibility3DOp(s.doc, c, !isShown3D(c))], 'update3D');
}

export function toggleLock3D(c: Component3D): void {
  const s = useEditor.getState();
  if (s.doc) commit([lock3DOp(s.doc, c, !isLocked3D(c))], 'update3D');
}

/**
 * Moves a component by a delta (the gizmo's drag, the position fields): one update3D; repeated moves
 * of the same component within the state window fold into one history step.
 */
export function move3D(c: Component3D, delta: Vector3): boolean {
  const s = useEditor.getState();
  if (!s.doc) return false;
  if (isLocked3D(c)) {
    void message.warning(i18n.t('c3d.locked'));
    return false;
  }
  const op = move3DOp(s.doc, c, delta);
  return op ? commit([op], 'update3D', undefined, `${c._id}.pointData`) : false;
}

/**
 * Moves several components by one delta (the gizmo on a multi-selection): one commit, so one undo. Locked
 * ones stay where they are (the gizmo never offers them).
 */
export function moveMany3D(list: readonly Component3D[], delta: Vector3): boolean {
  const s = useEditor.getState();
  if (!s.doc) return false;
  if (list.length === 1) return move3D(list[0]!, delta);
  return commit(moveMany3DOps(s.doc, list, delta), 'update3D');
}

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
