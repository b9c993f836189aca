import { hasSelection, selection, update } from './context';
import type { EditorAction } from './types';

/** Lock toggles lock (docs/reference.md#groups): all locked → unlock all, otherwise lock all. */
export const lockAction: EditorAction = {
  id: 'lock',
  label: 'lock',
  keys: ['Mod+L'],
  predicate: hasSelection,
  run(state) {
    const items = selection(state);
    const next = !items.every((c) => c.lock === true);
    const ops = items
      .filter((c) => (c.lock === true) !== next)
      .map((c) => update(c._id, 'lock', c.lock, next));
    return { ops, operation: 'update2D' };
  },
};
