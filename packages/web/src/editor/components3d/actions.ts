import { type Component3D, partition3DCopy, paste3DOps } from '@twincanvas/model';
import { delete3DEdit } from '../actions/delete3D';
import { editedPage3D as page3D } from '../actions/edit3D';
import type { ActionState, EditorAction } from '../actions/types';

/**
 * The scene layer's keyboard actions (copy3D, paste, delete): they apply only while the scene layer (3D)
 * is edited (where the 2D ones find no selection in the 2D list), so the same keys act on the 3D selection.
 */

const in3D = (state: ActionState): boolean => state.mode === '3D';

export function selection3D(state: ActionState): Component3D[] {
  const ids = new Set(state.selectedIds);
  return (page3D(state)?.components3D ?? []).filter((c) => ids.has(c._id));
}

/**
 * copy3D (docs/reference.md#copy-paste): long names, data components (api, heatMap) and batch components (apiOn) are refused
 * with their messages; in a batch copy they are left out and the rest is copied.
 */
export const copy3DAction: EditorAction = {
  id: 'copy3D',
  label: 'copy',
  keys: ['Mod+C'],
  predicate: (state) => in3D(state) && selection3D(state).length > 0,
  run(state) {
    const { copyable, refused } = partition3DCopy(selection3D(state));
    if (copyable.length === 0 && refused[0]) return { refusal: refused[0].reason };
    return {
      clipboard: {
        version: 1,
        projectFlag: state.projectFlag,
        pageId: state.pageId,
        items: [],
        components3D: copyable,
      },
    };
  },
};

/** Paste into the scene layer: every point shifted by copy count + 1 on x and z; the copies selected. */
export const paste3DAction: EditorAction = {
  id: 'paste3D',
  label: 'paste',
  keys: ['Mod+V'],
  predicate: (state) =>
    in3D(state) && (state.clipboard?.components3D?.length ?? 0) > 0 && page3D(state) !== null,
  run(state) {
    const page = page3D(state);
    if (!page) return {};
    const made = paste3DOps(page, state.clipboard?.components3D ?? [], state.earlierPastes);
    if (made.ops.length === 0 && made.refused[0]) return { refusal: made.refused[0] };
    return { ops: made.ops, operation: 'add3D', select: made.ids, pasted: true };
  },
};

export const delete3DAction: EditorAction = {
  id: 'delete3D',
  label: 'delete',
  keys: ['Delete', 'Backspace'],
  predicate: (state) => in3D(state) && selection3D(state).length > 0,
  run: (state) => delete3DEdit.run(state, state.selectedIds),
};

export const ACTIONS_3D: readonly EditorAction[] = [copy3DAction, paste3DAction, delete3DAction];
