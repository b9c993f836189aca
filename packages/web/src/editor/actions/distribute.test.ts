import { describe, expect, it } from 'vitest';
import { distributeHAction, distributeVAction } from './distribute';
import { byId, listAfter, stateOf } from './fixtures';

describe('distribute actions', () => {
  it('need at least 3 items', () => {
    expect(distributeHAction.predicate(stateOf({ selectedIds: ['E1', 'E2'] }))).toBe(false);
    expect(distributeHAction.predicate(stateOf({ selectedIds: ['E1', 'E2', 'E3'] }))).toBe(true);
  });
  it('spread the middle item so the gaps are equal', () => {
    const state = stateOf({ selectedIds: ['E1', 'E2', 'E3'] });
    // span 10..450, sizes 100+100+50 → gap 95; E2 at 10+100+95 = 205
    expect(byId(listAfter(state, distributeHAction.run(state)), 'E2')?.componentRect?.componentLeft).toBe(
      205,
    );
    // span 10..350, sizes 50+50+50 → gap 95; E2 at 10+50+95 = 155
    expect(byId(listAfter(state, distributeVAction.run(state)), 'E2')?.componentRect?.componentTop).toBe(155);
  });
});
