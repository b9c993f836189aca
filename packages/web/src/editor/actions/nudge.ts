import { moveOps } from '@twincanvas/model';
import { hasSelection, listContext, movable, update } from './context';
import type { EditorAction } from './types';

/** Arrow keys move the selection 1 px, with Shift 10 px; locked components stay put. */
export const NUDGE_STEP = 1;
export const NUDGE_SHIFT_STEP = 10;

function nudgeAction(id: string, key: string, dx: number, dy: number): EditorAction {
  return {
    id,
    label: id,
    keys: [key, `Shift+${key}`],
    predicate: hasSelection,
    run(state, input) {
      const step = input?.shift ? NUDGE_SHIFT_STEP : NUDGE_STEP;
      const moved = movable(state);
      // A held arrow key repeats ~30 times a second: nudges of the same components are one throttled run.
      const stateKey = `nudge:${moved.map((c) => c._id).join(',')}`;
      const ctx = listContext(state);
      // One move op for the whole selection (a select-all nudge saves ids, not a rect each); a held key's
      // moves fold into one (save/mergeOps). Inside entered groups every nudge is followed by the groups'
      // refit, which rewrites each member's rect outright: rect updates then merge where moves could not.
      if (ctx && state.groupPath.length === 0) {
        const ops = moveOps(
          ctx,
          moved.map((c) => c._id),
          dx * step,
          dy * step,
        );
        return { ops, operation: 'update2D', stateKey };
      }
      const ops = moved.flatMap((c) => {
        const r = c.componentRect;
        if (!r) return [];
        return [
          update(c._id, 'componentRect', r, {
            ...r,
            componentLeft: r.componentLeft + dx * step,
            componentTop: r.componentTop + dy * step,
          }),
        ];
      });
      return { ops, operation: 'update2D', stateKey };
    },
  };
}

export const nudgeLeftAction = nudgeAction('nudgeLeft', 'ArrowLeft', -1, 0);
export const nudgeRightAction = nudgeAction('nudgeRight', 'ArrowRight', 1, 0);
export const nudgeUpAction = nudgeAction('nudgeUp', 'ArrowUp', 0, -1);
export const nudgeDownAction = nudgeAction('nudgeDown', 'ArrowDown', 0, 1);
