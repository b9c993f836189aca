import { stackingOps, type StackAction } from '@twincanvas/model';
import { hasSelection, listContext } from './context';
import type { EditorAction } from './types';

function stackAction(id: string, how: StackAction, keys: string[]): EditorAction {
  return {
    id,
    label: id,
    keys,
    predicate: hasSelection,
    run(state) {
      const ctx = listContext(state);
      if (!ctx) return {};
      return { ops: stackingOps(ctx.list, state.selectedIds, how), operation: 'change2DLevel' };
    },
  };
}

/** Stacking (docs/reference.md#canvas): one level up (prev), down (next), to the top, to the bottom. */
export const prevAction = stackAction('prev', 'up', ['Mod+]']);
export const nextAction = stackAction('next', 'down', ['Mod+[']);
export const topAction = stackAction('top', 'top', ['Mod+Shift+]']);
export const bottomAction = stackAction('bottom', 'bottom', ['Mod+Shift+[']);
