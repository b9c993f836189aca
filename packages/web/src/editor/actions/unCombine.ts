import { ungroup, type Operation } from '@twincanvas/model';
import { parentGroupId } from '../docModel';
import { listContext } from './context';
import type { EditorAction } from './types';

const valueId = (op: Operation): string =>
  String((op.records as { value?: { _id?: unknown } }).value?._id ?? '');

/** Ungroup the selected groups (or a batch holding groups): members return to the parent list. */
export const unCombineAction: EditorAction = {
  id: 'unCombine',
  label: 'unCombine',
  keys: ['Mod+Shift+G'],
  predicate: (state) => state.selectedIds.length > 0,
  run(state) {
    const context = listContext(state);
    if (!context) return {};
    const result = ungroup(
      context,
      state.selectedIds,
      parentGroupId(state.doc, state.pageId, state.groupPath),
    );
    if (!result.ok) return { refusal: result.refusal };
    const dissolved = new Set(result.ops.filter((op) => op.command === 'delete').map(valueId));
    const members = result.ops.filter((op) => op.command === 'add').map(valueId);
    const kept = state.selectedIds.filter((id) => !dissolved.has(id));
    return { ops: result.ops, operation: 'dissolve', select: [...kept, ...members] };
  },
};
