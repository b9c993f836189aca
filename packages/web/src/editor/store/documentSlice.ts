import type { StateCreator } from 'zustand';
import { COMPONENT_STATE_THROTTLE_MS, applyOps, type HistoryEntry, type Operation } from '@twincanvas/model';
import { scenesWithChangedModel } from '../scene3d/ops3d';
import { mergeOps } from '../save/mergeOps';
import { firstPage, sceneOfPage } from '../docModel';
import { withGroupFit } from './groupFit';
import { repair } from './repair';
import type { DocumentSlice, EditorState } from './types';

/**
 * The open run of component-state updates (docs/reference.md#saving, throttled at 600 ms): updates with the same
 * key inside the window extend one history entry and one save instead of making one each.
 */
interface StateRun {
  key: string;
  id: number;
  entry: HistoryEntry;
  until: number;
}

export const documentSlice: StateCreator<EditorState, [], [], DocumentSlice> = (set, get) => {
  let run: StateRun | null = null;
  let runs = 0;
  return {
    doc: null,
    projectId: '',
    projectFlag: '',

    loadDocument(doc, revision) {
      run = null;
      const first = firstPage(doc);
      set({
        doc,
        projectId: String(doc.projectId ?? ''),
        projectFlag: String(doc.projectFlag ?? doc._id ?? ''),
        sceneId: first?.sceneId ?? '',
        pageId: first?.pageId ?? '',
        groupPath: [],
        selectedIds: [],
        revision,
      });
    },

    commit(edit, operation, select, stateKey) {
      const state = get();
      if (!state.doc || edit.length === 0) return false;
      // Inside entered groups, members that moved, grew or left reshape the groups around them (docs/reference.md#groups).
      const { doc, ops } = withGroupFit(applyOps(state.doc, edit), edit, state.pageId, state.groupPath);
      const sceneId = sceneOfPage(doc, state.pageId) ?? state.sceneId;
      const now = Date.now();
      if (stateKey !== undefined && run?.key === stateKey && now < run.until) {
        // The same update again within the window: the run's one history entry grows.
        run.entry.opts = mergeOps(run.entry.opts, ops);
      } else {
        const entry: HistoryEntry = { operation, opts: ops, pageId: state.pageId };
        state.history.push(sceneId, state.mode, entry);
        run =
          stateKey === undefined
            ? null
            : { key: stateKey, id: ++runs, entry, until: now + COMPONENT_STATE_THROTTLE_MS };
      }
      const next = { ...state, doc, selectedIds: select ?? state.selectedIds };
      set({
        doc,
        ...(select ? { selectedIds: select } : {}),
        ...repair(next, doc),
        historyVersion: state.historyVersion + 1,
      });
      if (run && stateKey !== undefined)
        state.saveQueue?.pushThrottled({ operation, ops }, run.id, COMPONENT_STATE_THROTTLE_MS);
      else state.saveQueue?.push({ operation, ops });
      return true;
    },
    endStateRun() {
      run = null;
    },

    commitSaved(ops, operation, revision) {
      const state = get();
      if (!state.doc || ops.length === 0) return;
      run = null;
      const doc = applyOps(state.doc, ops);
      state.history.push(state.sceneId, state.mode, { operation, opts: ops, pageId: state.pageId });
      state.saveQueue?.setRevision(revision);
      set({ doc, ...repair(state, doc), historyVersion: state.historyVersion + 1 });
    },

    applyRemoteOps(ops: Operation[], revision?: number) {
      const state = get();
      if (!state.doc || ops.length === 0) return;
      const doc = applyOps(state.doc, ops);
      if (revision !== undefined) state.saveQueue?.setRevision(revision);
      // Another editor changed a scene's model (change3DScene): its pages were replaced, so this editor's
      // history of that scene no longer applies, the same reset the local change does (docs/3d.md).
      const reset = scenesWithChangedModel(state.doc, doc);
      for (const sceneId of reset) state.history.reset(sceneId);
      set({
        doc,
        ...repair(state, doc),
        ...(reset.length > 0 ? { historyVersion: state.historyVersion + 1 } : {}),
      });
    },
  };
};
