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
    if (down) queue?.hold('pointer');
    else queue?.release('pointer');
  },
  holdSaves: (reason) => get().saveQueue?.hold(reason),
  releaseSaves: (reason) => get().saveQueue?.release(reason),
  retrySave: () => get().saveQueue?.retry(),
});
