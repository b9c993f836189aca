import { updateOp, type Operation } from '@twincanvas/model';
import { addComponentEdit } from './actions/addComponent';
import { addPageEdit } from './actions/addPage';
import { addSceneEdit } from './actions/addScene';
import { copyPageEdit } from './actions/copyPage';
import { copySceneEdit } from './actions/copyScene';
import { deletePageEdit } from './actions/deletePage';
import { deleteSceneEdit } from './actions/deleteScene';
import { moveIntoGroupEdit, moveOutOfGroupEdit } from './actions/groupMembership';
import { movePageEdit } from './actions/movePage';
import { moveSceneEdit } from './actions/moveScene';
import { renameEdit } from './actions/rename';
import { reorderLayerEdit } from './actions/reorderLayer';
import { setProjectPropertyEdit } from './actions/setProjectProperty';
import { setPropertyEdit } from './actions/setProperty';
import { toggleFlagEdit } from './actions/toggleFlag';
import type { EditorEdit } from './actions/types';
import { editorApi } from './api';
import { canvasSize, systemSceneOf } from './docModel';
import { perform } from './execute';
import { useEditor } from './store';
import './dynamicPanel/locales';

/**
 * The edits with arguments (./actions: one module each, pure), bound to the store for the panels, menus
 * and drops that call them; plus the two commands that are not document edits of the browser's own.
 */
const bound =
  <Args extends unknown[]>(edit: EditorEdit<Args>) =>
  (...args: Args): void => {
    perform(edit, ...args);
  };

/** Adds a component of a type at a canvas point (the visible canvas's centre by default); its id, or null. */
export function addComponent(typeCode: number, at?: { x: number; y: number }): string | null {
  return perform(addComponentEdit, typeCode, at)?.select?.[0] ?? null;
}

export { updateOperationOf } from './actions/setProperty';
export const setProperty = bound(setPropertyEdit);
export const setProjectProperty = bound(setProjectPropertyEdit);
export const renameNode = bound(renameEdit);
export const reorderLayer = bound(reorderLayerEdit);
export const moveLayerIntoGroup = bound(moveIntoGroupEdit);
export const moveLayerOutOfGroup = bound(moveOutOfGroupEdit);
export const toggleFlag = bound(toggleFlagEdit);
export const addPage = bound(addPageEdit);
export const addScene = bound(addSceneEdit);
export const copyPage = bound(copyPageEdit);
export const copyScene = bound(copySceneEdit);
export const movePage = bound(movePageEdit);
export const moveScene = bound(moveSceneEdit);
export const deletePage = bound(deletePageEdit);
export const deleteScene = bound(deleteSceneEdit);

export function openSystemScene(): void {
  const s = useEditor.getState();
  const system = s.doc ? systemSceneOf(s.doc) : undefined;
  if (system) s.openPage(system._id, system._id);
}

/**
 * Canvas size goes through `update project size` (project/v2/update), not a save: the server changes the
 * root and bumps the revision. The change is still a history entry of the current scene, so it undoes
 * like any edit (the undo is a save of the inverse root ops).
 */
export async function updateCanvasSize(width: number, height: number): Promise<void> {
  const s = useEditor.getState();
  if (!s.doc) return;
  const size = canvasSize(s.doc);
  if (size.width === width && size.height === height) return; // docs/reference.md#canvas: unchanged size is ignored
  const { revision } = await editorApi.updateSize(s.projectId, width, height);
  const rootId = String(s.doc._id ?? '');
  const ops: Operation[] = [
    ['canvasWidth', size.width, width] as const,
    ['canvasHeight', size.height, height] as const,
  ]
    .filter(([, before, after]) => before !== after)
    .map(([field, oldValue, newValue]) => updateOp(rootId, field, oldValue, newValue));
  useEditor.getState().commitSaved(ops, 'updateProjectSize', revision);
}
