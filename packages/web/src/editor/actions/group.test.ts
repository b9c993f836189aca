import { describe, expect, it } from 'vitest';
import { rect, sampleDoc, stateOf } from './fixtures';
import { enterGroupAction, leaveGroupAction } from './group';

describe('group enter and leave actions', () => {
  it('enter a selected group at level 1, leave back to the page selecting the group', () => {
    const state = stateOf({ selectedIds: ['H1'] });
    expect(enterGroupAction.predicate(state)).toBe(true);
    expect(enterGroupAction.run(state)).toEqual({ groupPath: ['H1'], select: [] });
    expect(leaveGroupAction.run(stateOf({ groupPath: ['H1'] }))).toEqual({ groupPath: [], select: ['H1'] });
    expect(leaveGroupAction.predicate(stateOf())).toBe(false);
    expect(enterGroupAction.predicate(stateOf({ selectedIds: ['E1'] }))).toBe(false);
  });
  it('goes down to level 2 and no deeper', () => {
    const inner = {
      _id: 'H3',
      componentType: '5001',
      componentRect: rect(0, 0),
      groupModel: {
        groupList: [
          { _id: 'H4', componentType: '5001', componentRect: rect(0, 0), groupModel: { groupList: [] } },
        ],
      },
    };
    const doc = sampleDoc([
      { _id: 'H2', componentType: '5001', componentRect: rect(0, 0), groupModel: { groupList: [inner] } },
    ]);
    expect(enterGroupAction.run(stateOf({ doc, groupPath: ['H2'], selectedIds: ['H3'] })).groupPath).toEqual([
      'H2',
      'H3',
    ]);
    expect(enterGroupAction.predicate(stateOf({ doc, groupPath: ['H2', 'H3'], selectedIds: ['H4'] }))).toBe(
      false,
    );
  });
});
