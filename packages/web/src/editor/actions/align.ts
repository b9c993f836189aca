import { alignOps, alignToCanvasOps, type Alignment } from '@twincanvas/model';
import { hasSelection, movable, selection } from './context';
import type { EditorAction } from './types';

function alignAction(how: Alignment, key: string): EditorAction {
  const id = `align${how[0]?.toUpperCase()}${how.slice(1)}`;
  return {
    id,
    label: id,
    keys: [`Alt+${key}`],
    predicate: hasSelection,
    run(state) {
      const items = movable(state);
      // Several items align to their union box (batch mode); a single item aligns to the canvas.
      const ops =
        selection(state).length > 1
          ? alignOps(items, how, { batch: true })
          : alignToCanvasOps(items, how, state.canvas);
      return { ops, operation: 'update2D' };
    },
  };
}

export const alignLeftAction = alignAction('left', 'A');
export const alignCenterAction = alignAction('center', 'H');
export const alignRightAction = alignAction('right', 'D');
export const alignTopAction = alignAction('top', 'W');
export const alignMiddleAction = alignAction('middle', 'V');
export const alignBottomAction = alignAction('bottom', 'S');
