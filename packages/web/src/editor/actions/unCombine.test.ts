import { describe, expect, it } from 'vitest';
import { byId, listAfter, stateOf } from './fixtures';
import { unCombineAction } from './unCombine';

describe('unCombine action', () => {
  it('dissolves a group into its members in page coordinates and selects them', () => {
    const state = stateOf({ selectedIds: ['H1'] });
    const out = unCombineAction.run(state);
    expect(unCombineAction.keys).toContain('Mod+Shift+G');
    expect(out.select).toEqual(['E4', 'E5']);
    const list = listAfter(state, out);
    expect(byId(list, 'H1')).toBeUndefined();
    expect(byId(list, 'E5')?.componentRect).toMatchObject({ componentLeft: 700, componentTop: 750 });
    expect(byId(list, 'E5')?._pid).toBeUndefined();
  });
  it('refuses when the selection holds no group', () => {
    expect(unCombineAction.run(stateOf({ selectedIds: ['E1'] })).refusal?.code).toBe('ungroupNoGroup');
  });
});
