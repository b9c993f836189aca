import { describe, expect, it } from 'vitest';
import { applyOps, invertOps, type Component2D } from '@twincanvas/model';
import { byId, listAfter, rect, sampleDoc, stateOf } from './fixtures';
import { dragSelectionEdit, setRectsEdit } from './transform';

describe('the end of a canvas gesture', () => {
  it('a drag is one move op of every movable selected component by the rounded translation', () => {
    const state = stateOf({ selectedIds: ['E1', 'E2', 'E6'] });
    const outcome = dragSelectionEdit.run(state, 5.4, -2.6);
    expect(outcome).toEqual({
      ops: [
        {
          command: 'move',
          path: 'D1.projectTwoComponentList',
          records: { ids: ['E1', 'E2'], dx: 5, dy: -3 },
        },
      ],
      operation: 'update2D',
    });
    const after = listAfter(state, outcome);
    expect(byId(after, 'E1')?.componentRect).toMatchObject({ componentLeft: 15, componentTop: 7 });
    expect(byId(after, 'E6')?.componentRect).toMatchObject({ componentLeft: 0, componentTop: 900 });
    expect(applyOps(applyOps(state.doc, outcome.ops!), invertOps(outcome.ops!))).toEqual(state.doc);
    // No movement, or only locked components: nothing to commit.
    expect(dragSelectionEdit.run(state, 0.3, -0.4).ops).toEqual([]);
    expect(dragSelectionEdit.run(stateOf({ selectedIds: ['E6'] }), 10, 10).ops).toEqual([]);
  });

  it('a select-all drag of 2,000 components saves ids and an offset, not 2,000 rects', () => {
    const many: Component2D[] = Array.from({ length: 2000 }, (_, i) => ({
      _id: `Ebench${i}`,
      order: i + 1,
      componentRect: rect((i % 50) * 38, Math.floor(i / 50) * 26, 34, 22),
    }));
    const state = stateOf({ doc: sampleDoc(many), selectedIds: many.map((c) => c._id) });
    const { ops } = dragSelectionEdit.run(state, 120, 80);
    expect(ops).toHaveLength(1);
    expect(JSON.stringify(ops).length).toBeLessThan(50_000);
    expect(JSON.stringify(invertOps(ops!)).length).toBeLessThan(50_000);
  });

  it('a resize or rotation writes the rects it made, rounded', () => {
    const state = stateOf({ selectedIds: ['E1'] });
    const outcome = setRectsEdit.run(state, [{ id: 'E1', left: 12.4, top: 8, width: 150.6, height: 60 }]);
    expect(byId(listAfter(state, outcome), 'E1')?.componentRect).toMatchObject({
      componentLeft: 12,
      componentTop: 8,
      componentWidth: 151,
      componentHeight: 60,
    });
    expect(setRectsEdit.run(state, [{ id: 'nowhere', left: 1 }]).ops).toEqual([]);
  });
});
