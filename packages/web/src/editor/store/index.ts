import { create } from 'zustand';
import { HistoryStore } from '@twincanvas/model';
import { SaveQueue, type Sender } from '../save/saveQueue';
import { thumbnailSync } from '../save/thumbnailSync';
import { documentSlice } from './documentSlice';
import { mapSlice } from '../map/mapSlice';
import { historySlice } from './historySlice';
import { saveSlice } from './saveSlice';
import { selectionSlice } from './selectionSlice';
import type { EditorState } from './types';
import { viewSlice } from './viewSlice';

export type { EditorState } from './types';

let thumbnails: ReturnType<typeof thumbnailSync> | undefined;

/** The editor store, in slices: document, selection, view, history, save. One editor per tab. */
export const useEditor = create<EditorState>()((...a) => ({
  ...documentSlice(...a),
  ...selectionSlice(...a),
  ...viewSlice(...a),
  ...historySlice(...a),
  ...saveSlice(...a),
  ...mapSlice(...a),
}));

/**
 * Starts an editing session on a loaded document: fresh history and paste counters, and a save queue
 * sending through `send` from `revision` on.
 */
export function startSession(doc: EditorState['doc'] & object, revision: number, send: Sender): void {
  thumbnails?.stop();
  const projectId = (doc as { projectId?: unknown }).projectId;
  thumbnails =
    typeof projectId === 'string'
      ? thumbnailSync(projectId, null, () => useEditor.getState().doc)
      : undefined;
  const queue = new SaveQueue(send, revision, (s) => {
    const before = useEditor.getState().revision;
    useEditor.setState({
      saveStatus: s.status,
      saveError: s.error,
      unsaved: s.pending,
      revision: s.revision,
    });
    if (s.status === 'saved' && s.pending === 0 && s.revision !== before) thumbnails?.saved();
  });
  useEditor.setState({
    history: new HistoryStore(),
    historyVersion: 0,
    saveQueue: queue,
    saveStatus: 'saved',
    saveError: null,
    unsaved: 0,
  });
  useEditor.getState().loadDocument(doc, revision);
}
