import { describe, expect, it } from 'vitest';
import { byId, listAfter, stateOf } from './fixtures';
import { bottomAction, nextAction, prevAction, topAction } from './stack';

const orders = (ids: string[], list: ReturnType<typeof listAfter>) => ids.map((id) => byId(list, id)?.order);

describe('stacking actions', () => {
  it('prev moves one level up, next one down (Mod+] / Mod+[)', () => {
    const state = stateOf({ selectedIds: ['E2'] });
    expect(prevAction.keys).toContain('Mod+]');
    expect(nextAction.keys).toContain('Mod+[');
    expect(orders(['E2', 'E3'], listAfter(state, prevAction.run(state)))).toEqual([3, 2]);
    expect(orders(['E1', 'E2'], listAfter(state, nextAction.run(state)))).toEqual([2, 1]);
  });
  it('top and bottom go to the extremes; no ops when already there', () => {
    const state = stateOf({ selectedIds: ['E1'] });
    expect(byId(listAfter(state, topAction.run(state)), 'E1')?.order).toBe(5);
    expect(bottomAction.run(state).ops).toEqual([]);
    expect(nextAction.run(state).ops).toEqual([]);
  });
});
