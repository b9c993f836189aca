import { isGroup } from '@twincanvas/model';
import { groupLevel } from '../docModel';
import { selection } from './context';
import type { EditorAction } from './types';

/** Deepest group level the editor enters (docs/reference.md#editing: gLevel 1 or 2). */
export const MAX_GROUP_LEVEL = 2;

/** Enter the selected group: its members become the edited list. */
export const enterGroupAction: EditorAction = {
  id: 'enterGroup',
  label: 'enterGroup',
  keys: ['Enter'],
  predicate(state) {
    const picked = selection(state);
    return (
      picked.length === 1 &&
      isGroup(picked[0]!) &&
      groupLevel(state.doc, state.pageId, state.groupPath) < MAX_GROUP_LEVEL
    );
  },
  run(state) {
    const group = selection(state)[0]!;
    return { groupPath: [...state.groupPath, group._id], select: [] };
  },
};

/** Leave one group level; the group just left is selected. */
export const leaveGroupAction: EditorAction = {
  id: 'leaveGroup',
  label: 'leaveGroup',
  keys: ['Escape'],
  // Leaving an entered dynamic panel is ./dynamicPanel's leaveDynamicPanel.
  predicate: (state) => groupLevel(state.doc, state.pageId, state.groupPath) > 0,
  run(state) {
    const left = state.groupPath.at(-1)!;
    return { groupPath: state.groupPath.slice(0, -1), select: [left] };
  },
};
