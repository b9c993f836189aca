import type { StateCreator } from 'zustand';
import { applyOps, type Operation } from '@twincanvas/model';
import { firstPage, sceneOfPage } from '../docModel';
import { withGroupFit } from './groupFit';
import { repair } from './repair';
import type { DocumentSlice, EditorState } from './types';

export const documentSlice: StateCreator<EditorState, [], [], DocumentSlice> = (set, get) => ({
  doc: null,
  projectId: '',
  projectFlag: '',

  loadDocument(doc, revision) {
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

  commit(edit, operation, select) {
    const state = get();
    if (!state.doc || edit.length === 0) return false;
    // Inside entered groups, members that moved, grew or left reshape the groups around them (spec 4.8).
    const { doc, ops } = withGroupFit(applyOps(state.doc, edit), edit, state.pageId, state.groupPath);
    const sceneId = sceneOfPage(doc, state.pageId) ?? state.sceneId;
    state.history.push(sceneId, state.mode, { operation, opts: ops, pageId: state.pageId });
    const next = { ...state, doc, selectedIds: select ?? state.selectedIds };
    set({
      doc,
      ...(select ? { selectedIds: select } : {}),
      ...repair(next, doc),
      historyVersion: state.historyVersion + 1,
    });
    state.saveQueue?.push({ operation, ops });
    return true;
  },

  commitSaved(ops, operation, revision) {
    const state = get();
    if (!state.doc || ops.length === 0) return;
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
    set({ doc, ...repair(state, doc) });
  },
});
