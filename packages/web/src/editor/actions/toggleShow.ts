import { hasSelection, selection, update } from './context';
import type { EditorAction } from './types';

/** Show/hide: all hidden → show all, otherwise hide all (`show`, visible unless false). */
export const toggleShowAction: EditorAction = {
  id: 'toggleShow',
  label: 'toggleShow',
  keys: ['Mod+H'],
  predicate: hasSelection,
  run(state) {
    const items = selection(state);
    const next = items.every((c) => c.show === false);
    const ops = items
      .filter((c) => (c.show !== false) !== next)
      .map((c) => update(c._id, 'show', c.show, next));
    return { ops, operation: 'update2D' };
  },
};
