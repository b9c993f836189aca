import { describe, expect, it } from 'vitest';
import { copyAction } from './copy';
import { rect, sampleDoc, stateOf } from './fixtures';

describe('copy action', () => {
  it('needs a selection and is bound to Mod+C', () => {
    expect(copyAction.keys).toContain('Mod+C');
    expect(copyAction.predicate(stateOf())).toBe(false);
    expect(copyAction.predicate(stateOf({ selectedIds: ['E1'] }))).toBe(true);
  });
  it('puts the selection on the clipboard in canvas coordinates, with no ops', () => {
    const out = copyAction.run(stateOf({ selectedIds: ['E4'], groupPath: ['H1'] }));
    expect(out.ops).toBeUndefined();
    expect(out.clipboard?.items[0]?.componentRect).toMatchObject({ componentLeft: 600, componentTop: 600 });
    expect(out.clipboard).toMatchObject({ projectFlag: 'A1', pageId: 'D1' });
  });
  it('refuses while a map is open (docs/reference.md#copy-paste)', () => {
    const out = copyAction.run(stateOf({ selectedIds: ['E1'], mapOpen: true }));
    expect(out.refusal?.code).toBe('copy2DMapOpen');
  });
  it('inside a dynamic panel refuses a panel with its own message', () => {
    const doc = sampleDoc([
      {
        _id: 'G1',
        componentType: '4901',
        componentRect: rect(0, 0),
        dynamicModel: {
          pageList: [
            { _id: 'Z1', componentList: [{ _id: 'G2', componentType: '4901', componentRect: rect(0, 0) }] },
          ],
        },
      },
    ]);
    // The panel's page entered: its kind refuses a panel inside (refusesChild), with its own message.
    const inPanel = stateOf({ doc, selectedIds: ['G2'], groupPath: ['G1', 'Z1'] });
    expect(copyAction.run(inPanel).refusal?.code).toBe('copyDynamicPanelInPanel');
    // The same panel selected on the page itself is copied.
    expect(copyAction.run(stateOf({ doc, selectedIds: ['G1'] })).refusal).toBeUndefined();
  });
});
