import { describe, expect, it } from 'vitest';
import {
  applyOps,
  type Component3D,
  type DocNode,
  invertOps,
  lock3DOp,
  type Operation,
  visibility3DOp,
} from '@twincanvas/model';
import { pipelineDefinition } from '../../components/pipeline/definition';
import { trailDefinition } from '../../components/trail/definition';
import { at, docWith, list } from './doc3d.testkit';
import {
  addPathPointOp,
  deletePathPointOp,
  movePathPointOp,
  pathPoints,
  type PathEditResult,
} from './pathEdit';

const pipe = (): Component3D => ({ ...pipelineDefinition.defaults(at(0, 0, 0)), _id: 'F-p' });
const xs = (c: Component3D) => pathPoints(c).map((p) => p.x);

/** Applies an edit's op to the document and answers the edited component, the op and its index. */
function applied(doc: DocNode, r: PathEditResult | null) {
  if (!r || !('op' in r)) throw new Error(`expected an op, got ${JSON.stringify(r)}`);
  const next = applyOps(doc, [r.op]);
  return { doc: next, c: list(next)[0]!, op: r.op, index: r.index };
}

/** Every edit is one update3D of the component's pointData that one inversion reverts exactly. */
function expectOneUndoableUpdate(doc: DocNode, op: Operation) {
  expect(op).toMatchObject({ command: 'update', path: 'F-p.pointData' });
  expect(list(applyOps(applyOps(doc, [op]), invertOps([op])))).toEqual(list(doc));
}

describe('path point editing', () => {
  it('adds a clicked point after the selected one, or at the end; one undoable op each', () => {
    const doc = docWith([pipe()]);
    const appended = applied(doc, addPathPointOp(doc, list(doc)[0]!, null, at(20.00049, 1, 2)));
    expect(xs(appended.c)).toEqual([0, 10, 20]);
    expect(pathPoints(appended.c)[2]).toEqual(at(20, 1, 2));
    expect(appended.index).toBe(2);
    expectOneUndoableUpdate(doc, appended.op);

    const inserted = applied(appended.doc, addPathPointOp(appended.doc, appended.c, 0, at(5, 0, 0)));
    expect(xs(inserted.c)).toEqual([0, 5, 10, 20]);
    expect(inserted.index).toBe(1);
    const first = applied(inserted.doc, addPathPointOp(inserted.doc, inserted.c, -1, at(-5, 0, 0)));
    expect(xs(first.c)).toEqual([-5, 0, 5, 10, 20]);
    expect(first.index).toBe(0);
  });

  it('moves one point; an unmoved point makes no op', () => {
    const doc = docWith([pipe()]);
    const c = list(doc)[0]!;
    const moved = applied(doc, movePathPointOp(doc, c, 1, at(10, 3, -4)));
    expect(pathPoints(moved.c)).toEqual([at(0, 0, 0), at(10, 3, -4)]);
    expectOneUndoableUpdate(doc, moved.op);
    expect(movePathPointOp(doc, c, 1, at(10, 0, 0))).toBeNull();
    expect(movePathPointOp(doc, c, 7, at(1, 1, 1))).toBeNull();
  });

  it('deletes a point and selects the one before; refuses to go below two points with a message', () => {
    const doc = docWith([pipe()]);
    const three = applied(doc, addPathPointOp(doc, list(doc)[0]!, null, at(20, 0, 0)));
    const deleted = applied(three.doc, deletePathPointOp(three.doc, three.c, 1));
    expect(xs(deleted.c)).toEqual([0, 20]);
    expect(deleted.index).toBe(0);
    expectOneUndoableUpdate(three.doc, deleted.op);

    const refused = deletePathPointOp(deleted.doc, deleted.c, 0);
    expect(refused).toEqual({
      refusal: expect.objectContaining({ code: 'pathMinPoints', zh: expect.stringContaining('两个点') }),
    });
    expect(
      refused && 'refusal' in refused && typeof refused.refusal !== 'string' && refused.refusal.en,
    ).toMatch(/at least two points/);
    expect(deletePathPointOp(three.doc, three.c, 9)).toBeNull();
  });

  it('a hidden path stays hidden when its first point is deleted or a point goes before it', () => {
    const doc0 = docWith([pipe()]);
    const doc = applyOps(doc0, [visibility3DOp(doc0, list(doc0)[0]!, false)]);
    const three = applied(doc, addPathPointOp(doc, list(doc)[0]!, null, at(20, 0, 0)));
    const noFirst = applied(three.doc, deletePathPointOp(three.doc, three.c, 0));
    expect(noFirst.c.pointData?.[0]?.mainPoint?.showOn).toBe(false);
    const before = applied(noFirst.doc, addPathPointOp(noFirst.doc, noFirst.c, -1, at(-1, 0, 0)));
    expect(before.c.pointData?.[0]?.mainPoint?.showOn).toBe(false);
  });

  it('edits trails the same way; a locked path refuses every point edit', () => {
    const trail = { ...trailDefinition.defaults(at(0, 0, 0)), _id: 'F-p' };
    const doc = docWith([trail]);
    const count = trail.pointData?.length ?? 0;
    const added = applied(doc, addPathPointOp(doc, trail, null, at(9, 9, 9)));
    expect(pathPoints(added.c)).toHaveLength(count + 1);

    const locked = applyOps(doc, [lock3DOp(doc, trail, true)]);
    const c = list(locked)[0]!;
    expect(addPathPointOp(locked, c, null, at(1, 1, 1))).toEqual({ refusal: 'locked' });
    expect(movePathPointOp(locked, c, 0, at(1, 1, 1))).toEqual({ refusal: 'locked' });
    expect(deletePathPointOp(locked, c, 0)).toEqual({ refusal: 'locked' });
  });
});
