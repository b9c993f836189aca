import { describe, expect, it } from 'vitest';
import { listContext } from './context';
import { cutAction } from './cut';
import { pasteAction } from './paste';
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
  it('then paste moves the components: their names carry no copy suffix', () => {
    const state = stateOf({ selectedIds: ['E1'] });
    const cut = cutAction.run(state);
    const name = state.doc && listContext(state)?.list.find((c) => c._id === 'E1')?.componentName;
    const pasted = pasteAction.run({ ...state, clipboard: cut.clipboard ?? null });
    const added = pasted.ops?.[0]?.records as { value: { componentName?: string } };
    expect(added.value.componentName).toBe(name);
    // A copy still gets the suffix.
    const copied = pasteAction.run({ ...state, clipboard: { ...cut.clipboard!, cut: false } });
    expect((copied.ops?.[0]?.records as { value: { componentName?: string } }).value.componentName).not.toBe(
      name,
    );
  });
  it('refuses like copy', () => {
    expect(cutAction.run(stateOf({ selectedIds: ['E1'], mapOpen: true })).refusal).toBeTruthy();
  });
});
