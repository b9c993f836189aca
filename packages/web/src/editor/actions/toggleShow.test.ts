import { describe, expect, it } from 'vitest';
import { byId, listAfter, stateOf } from './fixtures';
import { toggleShowAction } from './toggleShow';

describe('toggle show action', () => {
  it('hides visible components and shows them again', () => {
    const state = stateOf({ selectedIds: ['E1', 'E2'] });
    const hidden = listAfter(state, toggleShowAction.run(state));
    expect([byId(hidden, 'E1')?.show, byId(hidden, 'E2')?.show]).toEqual([false, false]);
    const again = stateOf({ doc: { ...state.doc }, selectedIds: ['E1'] });
    again.doc = (() => {
      const d = structuredClone(state.doc) as {
        projectScenesList: { projectPageList: { projectTwoComponentList: { show?: boolean }[] }[] }[];
      };
      d.projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList[0]!.show = false;
      return d as unknown as typeof state.doc;
    })();
    expect(byId(listAfter(again, toggleShowAction.run(again)), 'E1')?.show).toBe(true);
  });
  it('needs a selection', () => {
    expect(toggleShowAction.predicate(stateOf())).toBe(false);
  });
});
