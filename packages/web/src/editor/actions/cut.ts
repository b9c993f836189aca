import { clipboardOf, copyRefusal } from './copy';
import { deleteOps, hasSelection, listContext } from './context';
import type { EditorAction } from './types';

/** Cut = copy, then delete the selection (one history entry). */
export const cutAction: EditorAction = {
  id: 'cut',
  label: 'cut',
  keys: ['Mod+X'],
  predicate: hasSelection,
  run(state) {
    const refusal = copyRefusal(state);
    const ctx = listContext(state);
    if (refusal) return { refusal };
    if (!ctx) return {};
    return {
      clipboard: { ...clipboardOf(state), cut: true },
      ops: deleteOps(ctx, new Set(state.selectedIds)),
      operation: 'del2D',
      select: [],
    };
  },
};
