import { describe, expect, it } from 'vitest';
import { combineAction } from './combine';
import { byId, listAfter, stateOf } from './fixtures';

describe('combine action', () => {
  it('groups the selection under a new group and selects it', () => {
    const state = stateOf({ selectedIds: ['E1', 'E2'] });
    const out = combineAction.run(state);
    expect(combineAction.keys).toContain('Mod+G');
    expect(out.operation).toBe('createGroup');
    const list = listAfter(state, out);
    const group = byId(list, out.select![0]!)!;
    expect(group.componentType).toBe('5001');
    expect(group.componentRect).toMatchObject({
      componentLeft: 10,
      componentTop: 10,
      componentWidth: 290,
      componentHeight: 140,
    });
    expect(group.groupModel?.groupList.map((c) => c._id)).toEqual(['E1', 'E2']);
  });
  it('refuses inside a group and for a single group, with the model messages', () => {
    expect(combineAction.run(stateOf({ selectedIds: ['E4'], groupPath: ['H1'] })).refusal?.code).toBe(
      'combineInsideGroup',
    );
    expect(combineAction.run(stateOf({ selectedIds: ['H1'] })).refusal?.code).toBe('combineAlreadyGroup');
    expect(combineAction.predicate(stateOf())).toBe(false);
  });
});
