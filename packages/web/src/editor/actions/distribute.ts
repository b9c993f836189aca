import { distributeOps, type Distribution } from '@twincanvas/model';
import { movable } from './context';
import type { EditorAction } from './types';

function distributeAction(id: string, direction: Distribution, key: string): EditorAction {
  return {
    id,
    label: id,
    keys: [`Alt+Shift+${key}`],
    // docs/reference.md#copy-paste: distribution needs at least 3 items.
    predicate: (state) => state.selectedIds.length >= 3,
    run: (state) => ({ ops: distributeOps(movable(state), direction), operation: 'update2D' }),
  };
}

export const distributeHAction = distributeAction('distributeH', 'horizontal', 'H');
export const distributeVAction = distributeAction('distributeV', 'vertical', 'V');
