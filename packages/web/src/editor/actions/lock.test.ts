import { describe, expect, it } from 'vitest';
import { byId, listAfter, stateOf } from './fixtures';
import { lockAction } from './lock';

describe('lock action', () => {
  it('locks an unlocked selection and unlocks a locked one', () => {
    const state = stateOf({ selectedIds: ['E1'] });
    expect(byId(listAfter(state, lockAction.run(state)), 'E1')?.lock).toBe(true);
    const locked = stateOf({ selectedIds: ['E6'] });
    expect(byId(listAfter(locked, lockAction.run(locked)), 'E6')?.lock).toBe(false);
  });
  it('a mixed selection gets locked; needs a selection; Mod+L', () => {
    const state = stateOf({ selectedIds: ['E1', 'E6'] });
    const list = listAfter(state, lockAction.run(state));
    expect([byId(list, 'E1')?.lock, byId(list, 'E6')?.lock]).toEqual([true, true]);
    expect(lockAction.predicate(stateOf())).toBe(false);
    expect(lockAction.keys).toContain('Mod+L');
  });
});
