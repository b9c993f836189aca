import type { StateCreator } from 'zustand';
import type { EditorState, SaveSlice } from './types';

export const saveSlice: StateCreator<EditorState, [], [], SaveSlice> = (_set, get) => ({
  saveQueue: null,
  saveStatus: 'saved',
  saveError: null,
  unsaved: 0,
  revision: 0,
  setPointerDown: (down) => {
    const queue = get().saveQueue;
    if (down) queue?.hold();
    else queue?.release();
  },
  retrySave: () => get().saveQueue?.retry(),
});
