import type { StateCreator } from 'zustand';
import { HistoryStore, applyOps, type HistoryStep } from '@twincanvas/model';
import { listOwner, sceneOfPage } from '../docModel';
import { followPanelPage, repair } from './repair';
import type { EditorState, HistorySlice } from './types';

/**
 * Undo/redo of docs/reference.md#history: per scene per 2D/3D mode, entries hold ops; a step applies the inverse
 * (or the ops again) and is saved as `un_`/`re_` + operation unless the operation is never re-saved.
 */
export const historySlice: StateCreator<EditorState, [], [], HistorySlice> = (set, get) => {
  const replay = (step: HistoryStep | null) => {
    const state = get();
    state.endStateRun();
    if (!step || !state.doc) return;
    const doc = applyOps(state.doc, step.opts);
    // An entry made on another page of this scene brings that page back into view.
    const pageId = step.entry.pageId && listOwner(doc, step.entry.pageId) ? step.entry.pageId : state.pageId;
    const pageChanged = pageId !== state.pageId;
    set({
      doc,
      pageId,
      sceneId: sceneOfPage(doc, pageId) ?? state.sceneId,
      ...(pageChanged ? { groupPath: [], selectedIds: [] } : {}),
      historyVersion: state.historyVersion + 1,
    });
    set(repair(get(), doc));
    const follow = followPanelPage(get(), doc);
    if (follow) set(follow);
    if (step.save) state.saveQueue?.push({ operation: step.operation, ops: step.opts });
  };
  return {
    history: new HistoryStore(),
    historyVersion: 0,
    undo: () => replay(get().history.undo(get().sceneId, get().mode)),
    redo: () => replay(get().history.redo(get().sceneId, get().mode)),
  };
};
