import { describe, expect, it } from 'vitest';
import { cutAction } from './cut';
import { listAfter, stateOf } from './fixtures';

describe('cut action', () => {
  it('copies and deletes the selection in one step', () => {
    const state = stateOf({ selectedIds: ['E1', 'E3'] });
    const out = cutAction.run(state);
    expect(cutAction.keys).toContain('Mod+X');
    expect(out.clipboard?.items.map((c) => c._id)).toEqual(['E1', 'E3']);
    expect(listAfter(state, out).map((c) => c._id)).toEqual(['E2', 'H1', 'E6']);
    expect(out.operation).toBe('del2D');
  });
  it('refuses like copy', () => {
    expect(cutAction.run(stateOf({ selectedIds: ['E1'], mapOpen: true })).refusal).toBeTruthy();
  });
});
