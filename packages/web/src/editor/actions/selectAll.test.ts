import { describe, expect, it } from 'vitest';
import { sampleDoc, stateOf } from './fixtures';
import { selectAllAction } from './selectAll';

describe('select-all action', () => {
  it('selects the unlocked components of the edited list', () => {
    expect(selectAllAction.keys).toContain('Mod+A');
    expect(selectAllAction.run(stateOf()).select).toEqual(['E1', 'E2', 'E3', 'H1']);
    expect(selectAllAction.run(stateOf({ groupPath: ['H1'] })).select).toEqual(['E4', 'E5']);
  });
  it('selects nothing when everything is locked; not offered on an empty page', () => {
    const locked = stateOf({ doc: sampleDoc([{ _id: 'E9', lock: true }]) });
    expect(selectAllAction.run(locked).select).toEqual([]);
    expect(selectAllAction.predicate(stateOf({ pageId: 'D2' }))).toBe(false);
  });
});
