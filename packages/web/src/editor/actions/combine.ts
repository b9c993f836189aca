import { combine, newId } from '@twincanvas/model';
import { groupLevel } from '../docModel';
import { listContext } from './context';
import type { EditorAction } from './types';

/** Combine the selection into a new group (docs/reference.md#groups); the model's rule gives ops or a refusal. */
export const combineAction: EditorAction = {
  id: 'combine',
  label: 'combine',
  keys: ['Mod+G'],
  predicate: (state) => state.selectedIds.length > 0,
  run(state) {
    const context = listContext(state);
    if (!context) return {};
    const groupId = newId('group');
    const result = combine({
      context,
      selectedIds: state.selectedIds,
      insideGroup: groupLevel(state.doc, state.pageId, state.groupPath) > 0,
      mapOpen: state.mapOpen,
      groupId,
    });
    if (!result.ok) return { refusal: result.refusal };
    return { ops: result.ops, operation: 'createGroup', select: [groupId] };
  },
};
