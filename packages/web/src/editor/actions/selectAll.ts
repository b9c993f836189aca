import { selectAll } from '@twincanvas/model';
import { listContext } from './context';
import type { EditorAction } from './types';

/** Select all unlocked items of the edited list (a single item, or a batch: docs/reference.md#groups). */
export const selectAllAction: EditorAction = {
  id: 'selectAll',
  label: 'selectAll',
  keys: ['Mod+A'],
  predicate: (state) => (listContext(state)?.list.length ?? 0) > 0,
  run(state) {
    const picked = selectAll(listContext(state)?.list ?? []);
    if (!picked) return { select: [] };
    return { select: picked._id === -2 ? picked.groupList.map((c) => c._id) : [picked._id] };
  },
};
