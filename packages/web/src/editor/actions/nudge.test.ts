import { describe, expect, it } from 'vitest';
import { byId, listAfter, stateOf } from './fixtures';
import { nudgeDownAction, nudgeLeftAction, nudgeRightAction, nudgeUpAction } from './nudge';

describe('nudge actions', () => {
  const state = stateOf({ selectedIds: ['E1', 'E6'] });
  it('arrows move 1 px, with shift 10 px; locked components stay', () => {
    expect(byId(listAfter(state, nudgeLeftAction.run(state)), 'E1')?.componentRect?.componentLeft).toBe(9);
    expect(
      byId(listAfter(state, nudgeRightAction.run(state, { shift: true })), 'E1')?.componentRect
        ?.componentLeft,
    ).toBe(20);
    expect(
      byId(listAfter(state, nudgeUpAction.run(state, { shift: true })), 'E1')?.componentRect?.componentTop,
    ).toBe(0);
    const down = listAfter(state, nudgeDownAction.run(state));
    expect(byId(down, 'E1')?.componentRect?.componentTop).toBe(11);
    expect(byId(down, 'E6')?.componentRect?.componentTop).toBe(900);
  });
  it('binds the arrow with and without shift', () => {
    expect(nudgeLeftAction.keys).toEqual(['ArrowLeft', 'Shift+ArrowLeft']);
    expect(nudgeLeftAction.predicate(stateOf())).toBe(false);
  });
});
