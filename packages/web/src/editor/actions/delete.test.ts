import { describe, expect, it } from 'vitest';
import { deleteAction } from './delete';
import { listAfter, stateOf } from './fixtures';

describe('delete action', () => {
  it('is bound to Delete and Backspace and needs a selection', () => {
    expect(deleteAction.keys).toEqual(['Delete', 'Backspace']);
    expect(deleteAction.predicate(stateOf())).toBe(false);
  });
  it('removes the selected components with ops that undo exactly', () => {
    const state = stateOf({ selectedIds: ['E1', 'H1'] });
    const out = deleteAction.run(state);
    expect(listAfter(state, out).map((c) => c._id)).toEqual(['E2', 'E3', 'E6']);
    expect(out.select).toEqual([]);
  });
  it('deletes inside an entered group', () => {
    const state = stateOf({ selectedIds: ['E5'], groupPath: ['H1'] });
    expect(listAfter(state, deleteAction.run(state), ['H1']).map((c) => c._id)).toEqual(['E4']);
  });
});
