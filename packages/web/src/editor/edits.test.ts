import { describe, expect, it } from 'vitest';
import { applyOps, invertOps, type Component2D, type Scene } from '@twincanvas/model';
import { byId, sampleComponents, sampleDoc } from './actions/fixtures';
import { contextOf, pagesOf, scenesOf } from './docModel';
import {
  addComponentOps,
  addPageOps,
  addSceneOps,
  copyPageOps,
  moveOps,
  propertyOp,
  rectOps,
  reorderOps,
} from './edits';

const doc = sampleDoc();
const roundTrip = (ops: ReturnType<typeof rectOps>) => {
  const after = applyOps(doc, ops);
  expect(applyOps(after, invertOps(ops))).toEqual(doc);
  return after;
};
const list = (d = doc) => contextOf(d, 'D1', [])!.list as Component2D[];

describe('edits with arguments', () => {
  it('adds a component centred on a point, on top of the stack', () => {
    const comp: Component2D = {
      _id: 'E9',
      componentRect: { componentLeft: 0, componentTop: 0, componentWidth: 100, componentHeight: 40 },
    };
    const after = roundTrip(addComponentOps(contextOf(doc, 'D1', [])!, comp, { x: 960, y: 540 }));
    expect(byId(list(after), 'E9')).toMatchObject({
      order: 6,
      componentRect: { componentLeft: 910, componentTop: 520 },
    });
  });
  it('a property op sets a nested value, creating the missing level, and inverts exactly', () => {
    const node = list()[0]!;
    const op = propertyOp(node, 'cornerRadius.tl', 8);
    expect(op).toMatchObject({ path: 'E1.cornerRadius', records: { newValue: { tl: 8 } } });
    expect(byId(list(roundTrip([op])), 'E1')?.cornerRadius).toEqual({ tl: 8 });
    const deep = propertyOp(node, 'componentRect.componentLeft', 42);
    expect(deep).toMatchObject({
      path: 'E1.componentRect.componentLeft',
      records: { oldValue: 10, newValue: 42 },
    });
  });
  it('a drag/resize result becomes one rect update per changed component', () => {
    const ops = rectOps(list(), [
      { id: 'E1', left: 20.4, top: 30 },
      { id: 'E2' },
      { id: 'E3', width: 80, rotate: 45 },
    ]);
    expect(ops).toHaveLength(2);
    const after = roundTrip(ops);
    expect(byId(list(after), 'E1')?.componentRect).toMatchObject({ componentLeft: 20, componentTop: 30 });
    expect(byId(list(after), 'E3')?.componentRect).toMatchObject({ componentWidth: 80, componentRotate: 45 });
  });
  it('a move of components is one move op by a rounded offset; one without a position gets a rect update', () => {
    const odd = sampleComponents().map((c) =>
      c._id === 'E3' ? { ...c, componentRect: { componentWidth: 50, componentHeight: 50 } } : c,
    ) as Component2D[];
    const oddDoc = sampleDoc(odd);
    const ctx = contextOf(oddDoc, 'D1', [])!;
    const ops = moveOps(ctx, ['E2', 'E1', 'E3', 'E404'], 2.6, -1.2);
    expect(ops[0]).toEqual({
      command: 'move',
      path: 'D1.projectTwoComponentList',
      records: { ids: ['E1', 'E2'], dx: 3, dy: -1 },
    });
    expect(ops.slice(1).map((op) => op.path)).toEqual(['E3.componentRect']);
    const after = applyOps(oddDoc, ops);
    expect(applyOps(after, invertOps(ops))).toEqual(oddDoc);
    const moved = contextOf(after, 'D1', [])!.list;
    expect(byId(moved, 'E1')?.componentRect).toMatchObject({ componentLeft: 13, componentTop: 9 });
    expect(byId(moved, 'E3')?.componentRect).toMatchObject({ componentLeft: 3, componentTop: -1 });
    expect(moveOps(ctx, ['E1'], 0.4, -0.4)).toEqual([]);
  });
  it('reorders one layer in the stacking order', () => {
    const after = roundTrip(reorderOps(sampleComponents(), 'E1', 4));
    expect(byId(list(after), 'E1')?.order).toBe(5);
    expect(byId(list(after), 'E6')?.order).toBe(4);
  });
  it('adds and copies pages and scenes with ops', () => {
    const scene = scenesOf(doc)[0] as Scene;
    const added = addPageOps(scene, 'p3');
    expect(pagesOf(scenesOf(roundTrip(added.ops))[0]!).at(-1)).toMatchObject({
      _id: added.pageId,
      pageName: 'p3',
    });
    const copied = copyPageOps(scene, 'D1')!;
    const copy = pagesOf(scenesOf(roundTrip(copied.ops))[0]!).find((p) => p._id === copied.pageId);
    expect(copy?.pageName).toBe('p1副本');
    expect(copy?.projectTwoComponentList).toHaveLength(5);
    const newScene = addSceneOps(doc, 's2', 'p1');
    expect(scenesOf(roundTrip(newScene.ops)).map((s) => s._id)).toContain(newScene.sceneId);
  });
});
