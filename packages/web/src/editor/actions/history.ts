import type { EditorAction } from './types';

export const undoAction: EditorAction = {
  id: 'undo',
  label: 'undo',
  keys: ['Mod+Z'],
  predicate: (state) => state.canUndo,
  run: () => ({ history: 'undo' }),
};

export const redoAction: EditorAction = {
  id: 'redo',
  label: 'redo',
  keys: ['Mod+Shift+Z', 'Mod+Y'],
  predicate: (state) => state.canRedo,
  run: () => ({ history: 'redo' }),
};
