import type { StateCreator } from 'zustand';
import type { EditorState, SelectionSlice } from './types';

export const selectionSlice: StateCreator<EditorState, [], [], SelectionSlice> = (set) => ({
  sceneId: '',
  pageId: '',
  groupPath: [],
  selectedIds: [],
  mode: '2D',
  setMode: (mode) => set({ mode, groupPath: [], selectedIds: [], tMapId: null }),
  select: (ids) => set({ selectedIds: ids }),
  openPage: (sceneId, pageId) => set({ sceneId, pageId, groupPath: [], selectedIds: [], tMapId: null }),
  setGroupPath: (groupPath) => set({ groupPath, selectedIds: [] }),
});
