import { message } from 'antd';
import i18n from '../app/i18n';
import type { ActionInput, ActionOutcome, ActionState, EditorAction, EditorEdit } from './actions/types';
import { readClipboard, writeClipboard } from './clipboard';
import { canvasSize } from './docModel';
import { useEditor, type EditorState } from './store';

/** The visible part of the canvas in canvas coordinates (paste placement, drop at the view centre). */
export function visibleCanvas(s: EditorState): { left: number; top: number; width: number; height: number } {
  const size = s.doc ? canvasSize(s.doc) : { width: 1920, height: 1080 };
  if (!s.viewportWidth || !s.viewportHeight) return { left: 0, top: 0, ...size };
  const left = Math.max(0, -s.panX / s.scale);
  const top = Math.max(0, -s.panY / s.scale);
  const right = Math.min(size.width, (s.viewportWidth - s.panX) / s.scale);
  const bottom = Math.min(size.height, (s.viewportHeight - s.panY) / s.scale);
  if (right <= left || bottom <= top) return { left: 0, top: 0, ...size };
  return { left, top, width: right - left, height: bottom - top };
}

/** A plain snapshot of the store for actions (they never see the store itself). */
export function actionState(s: EditorState = useEditor.getState()): ActionState | null {
  if (!s.doc) return null;
  return {
    doc: s.doc,
    projectFlag: s.projectFlag,
    sceneId: s.sceneId,
    pageId: s.pageId,
    groupPath: s.groupPath,
    selectedIds: s.selectedIds,
    canvas: canvasSize(s.doc),
    view: visibleCanvas(s),
    // Read from localStorage only by the actions that look at it (paste), not by every property edit.
    get clipboard() {
      return readClipboard();
    },
    earlierPastes: peekPasteCount(s),
    canUndo: s.history.canUndo(s.sceneId, s.mode),
    canRedo: s.history.canRedo(s.sceneId, s.mode),
    mapOpen: s.tMapId !== null,
    mapId: s.tMapId,
    mode: s.mode,
  };
}

// Pastes per page (copyCountState, docs/reference.md#editing). The model's PasteCounter counts by taking; actions
// must read the count without changing it, so the editor keeps the plain map.
const pasteCounts = new Map<string, number>();
function peekPasteCount(s: EditorState): number {
  return pasteCounts.get(`${s.projectFlag}:${s.pageId}`) ?? 0;
}

export function isEnabled(action: EditorAction): boolean {
  const state = actionState();
  return state !== null && action.predicate(state);
}

/** Runs an action against the current store and carries out its outcome. Returns whether it ran. */
export function execute(action: EditorAction, input?: ActionInput): boolean {
  const state = actionState();
  if (!state || !action.predicate(state)) return false;
  carryOut(action.run(state, input), action.id);
  return true;
}

/**
 * Runs an edit with the arguments its caller gives and carries out its outcome; answers the outcome
 * (null without a document) and whether its ops were committed, so a caller can read what was selected,
 * refused or done.
 */
export function perform<Args extends unknown[]>(
  edit: EditorEdit<Args>,
  ...args: Args
): (ActionOutcome & { committed: boolean }) | null {
  const state = actionState();
  if (!state) return null;
  const outcome = edit.run(state, ...args);
  return { ...outcome, committed: carryOut(outcome, edit.id) };
}

/** Carries out an outcome; answers whether it committed ops. */
function carryOut(outcome: ActionOutcome, operation: string): boolean {
  const store = useEditor.getState();
  const refusal = outcome.refusalKey
    ? i18n.t(outcome.refusalKey)
    : outcome.refusal && (i18n.language === 'en' ? outcome.refusal.en : outcome.refusal.zh);
  if (refusal) {
    void message.warning(refusal);
    return false;
  }
  if (outcome.clipboard) {
    writeClipboard(outcome.clipboard);
    pasteCounts.clear(); // a new copy starts its paste offsets again from 5
  }
  if (outcome.history === 'undo') store.undo();
  if (outcome.history === 'redo') store.redo();
  const edits = outcome.ops !== undefined && outcome.ops.length > 0;
  const committed =
    edits && store.commit(outcome.ops!, outcome.operation ?? operation, outcome.select, outcome.stateKey);
  // After the ops: a path may point at what they just added (a new dynamic panel page).
  if (outcome.groupPath) store.setGroupPath(outcome.groupPath);
  if (outcome.openMap !== undefined) store.openMap(outcome.openMap);
  if (committed && outcome.openPage) store.openPage(outcome.openPage.sceneId, outcome.openPage.pageId);
  if (!edits && outcome.select) store.select(outcome.select);
  if (outcome.pasted) {
    const key = `${store.projectFlag}:${store.pageId}`;
    pasteCounts.set(key, (pasteCounts.get(key) ?? 0) + 1);
  }
  return committed;
}
