import { describe, expect, it } from 'vitest';
import {
  alignBottomAction,
  alignCenterAction,
  alignLeftAction,
  alignMiddleAction,
  alignRightAction,
  alignTopAction,
} from './align';
import { byId, listAfter, stateOf } from './fixtures';

const left = (state: ReturnType<typeof stateOf>, action: typeof alignLeftAction, id: string) =>
  byId(listAfter(state, action.run(state)), id)?.componentRect;

describe('align actions', () => {
  const state = stateOf({ selectedIds: ['E1', 'E2', 'E3'] });
  it('align a batch to its union box', () => {
    expect(left(state, alignLeftAction, 'E3')?.componentLeft).toBe(10);
    expect(left(state, alignRightAction, 'E1')?.componentLeft).toBe(350);
    expect(left(state, alignCenterAction, 'E3')?.componentLeft).toBe(205);
    expect(left(state, alignTopAction, 'E3')?.componentTop).toBe(10);
    expect(left(state, alignBottomAction, 'E1')?.componentTop).toBe(300);
    expect(left(state, alignMiddleAction, 'E3')?.componentTop).toBe(155);
  });
  it('a single item aligns to the canvas; locked ones do not move', () => {
    const single = stateOf({ selectedIds: ['E3'] });
    expect(left(single, alignRightAction, 'E3')?.componentLeft).toBe(1870);
    const withLocked = stateOf({ selectedIds: ['E1', 'E6'] });
    expect(left(withLocked, alignTopAction, 'E6')?.componentTop).toBe(900);
    expect(alignLeftAction.predicate(stateOf())).toBe(false);
  });
});
