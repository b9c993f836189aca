import type { StateCreator } from 'zustand';
import type { EditorState, ViewSlice } from './types';

export const viewSlice: StateCreator<EditorState, [], [], ViewSlice> = (set) => ({
  scale: 0.5,
  panX: 40,
  panY: 40,
  viewportWidth: 0,
  viewportHeight: 0,
  guidesH: [],
  guidesV: [],
  helpOpen: false,
  setView: (view) => set(view),
  setGuides: (direction, guides) => set(direction === 'h' ? { guidesH: guides } : { guidesV: guides }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
});
