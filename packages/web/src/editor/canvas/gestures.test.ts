import { describe, expect, it } from 'vitest';
import { applyOps, invertOps, type Component2D, type DocNode } from '@twincanvas/model';
import { rect, sampleDoc } from '../actions/fixtures';
import { contextOf } from '../docModel';
import { batchMoveOps, batchResizeChanges, batchRotateChanges, boxToBoxTransform } from './gestures';

const items: Component2D[] = [
  { _id: 'E1', componentRect: rect(0, 0, 100, 50) },
  { _id: 'E2', componentRect: { ...rect(100, 50, 100, 50), componentRotate: 350 } },
  { _id: 'E3', lock: true, componentRect: rect(300, 300) },
];
const box = { left: 0, top: 0, width: 200, height: 100 };

describe('multi-selection gestures (the −2 batch)', () => {
  it('a drag is one move op of every unlocked member by the rounded translation, undone by its inverse', () => {
    const doc = sampleDoc(items);
    const ctx = contextOf(doc, 'D1', [])!;
    const ops = batchMoveOps(ctx, items, 5.4, -2.6);
    expect(ops).toEqual([
      { command: 'move', path: 'D1.projectTwoComponentList', records: { ids: ['E1', 'E2'], dx: 5, dy: -3 } },
    ]);
    const moved = contextOf(applyOps(doc, ops), 'D1', [])!.list;
    expect(moved.map((c) => [c.componentRect?.componentLeft, c.componentRect?.componentTop])).toEqual([
      [5, -3],
      [105, 47],
      [300, 300],
    ]);
    expect(applyOps(applyOps(doc, ops), invertOps(ops))).toEqual(doc);
    // No movement, or only locked members: nothing to commit.
    expect(batchMoveOps(ctx, items, 0.3, -0.4)).toEqual([]);
    expect(batchMoveOps(ctx, [items[2]!], 10, 10)).toEqual([]);
  });

  it('a select-all drag of 2,000 components saves ids and an offset, not 2,000 rects', () => {
    const many: Component2D[] = Array.from({ length: 2000 }, (_, i) => ({
      _id: `Ebench${i}`,
      order: i + 1,
      componentRect: rect((i % 50) * 38, Math.floor(i / 50) * 26, 34, 22),
    }));
    const doc: DocNode = sampleDoc(many);
    const ops = batchMoveOps(contextOf(doc, 'D1', [])!, many, 120, 80);
    expect(ops).toHaveLength(1);
    expect(JSON.stringify(ops).length).toBeLessThan(50_000);
    expect(JSON.stringify(invertOps(ops)).length).toBeLessThan(50_000);
  });
  it('a resize scales members with the batch box, keeping their place inside it', () => {
    expect(batchResizeChanges(items, box, { left: 10, top: 20, width: 400, height: 50 })).toEqual([
      { id: 'E1', left: 10, top: 20, width: 200, height: 25 },
      { id: 'E2', left: 210, top: 45, width: 200, height: 25 },
    ]);
  });
  it('a rotation turns member centres about the batch centre and adds the angle to each member', () => {
    const [a, b] = batchRotateChanges(items, box, 180);
    expect(a).toMatchObject({ id: 'E1', rotate: 180 });
    expect(a!.left).toBeCloseTo(100);
    expect(a!.top).toBeCloseTo(50);
    expect(b).toMatchObject({ id: 'E2', rotate: 170 });
    expect(b!.left).toBeCloseTo(0);
    expect(b!.top).toBeCloseTo(0);
  });
  it('the live preview maps the old box onto the new one', () => {
    expect(boxToBoxTransform(box, { left: 10, top: 20, width: 400, height: 50 })).toBe(
      'translate(10px, 20px) scale(2, 0.5) translate(0px, 0px)',
    );
  });
});
