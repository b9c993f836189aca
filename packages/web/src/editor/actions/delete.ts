import { deleteOps, hasSelection, listContext } from './context';
import type { EditorAction } from './types';

export const deleteAction: EditorAction = {
  id: 'delete',
  label: 'delete',
  keys: ['Delete', 'Backspace'],
  predicate: hasSelection,
  run(state) {
    const ctx = listContext(state);
    if (!ctx) return {};
    return { ops: deleteOps(ctx, new Set(state.selectedIds)), operation: 'del2D', select: [] };
  },
};
