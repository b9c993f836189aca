import { describe, expect, it } from 'vitest';
import { applyOps } from '../ops/apply.js';
import { invertOps } from '../ops/invert.js';
import { findNode, type DocNode } from '../ops/tree.js';
import type { Operation } from '../types/operation.js';
import type { Component2D } from '../types/component2d.js';
import {
  addComponentOps,
  byOrder,
  maxOrder,
  moveOps,
  moveOrderOps,
  propertyOp,
  rectOps,
  renameOp,
  reorderOps,
} from './listEdits.js';

const rect = (componentLeft: number, componentTop: number, componentWidth = 100, componentHeight = 50) => ({
  componentLeft,
  componentTop,
  componentWidth,
  componentHeight,
  componentRotate: 0,
});
const components = (): Component2D[] => [
  { _id: 'E1', componentName: 'a', order: 1, componentRect: rect(10, 10) },
  { _id: 'E2', componentName: 'b', order: 3, componentRect: rect(200, 100) },
  { _id: 'E3', componentName: 'c', order: 2, componentRect: rect(400, 300, 50, 50) },
];
const doc = (list = components()): DocNode => ({
  _id: 'A1',
  projectScenesList: [
    {
      _id: 'B1',
      projectPageList: [
        { _id: 'D1', pageOrder: 1, projectTwoComponentList: list },
        { _id: 'D2', pageOrder: 2, projectTwoComponentList: [] },
      ],
    },
  ],
});
const ctx = (d: DocNode) => ({
  parentId: 'D1',
  listField: 'projectTwoComponentList',
  list: findNode(d, 'D1')!.node.projectTwoComponentList as Component2D[],
});
/** Applies ops, checks they undo exactly, answers the page's list after them. */
function after(ops: Operation[], d = doc()): Component2D[] {
  const next = applyOps(d, ops);
  expect(applyOps(next, invertOps(ops))).toEqual(d);
  return ctx(next).list as Component2D[];
}
const byId = (list: readonly Component2D[], id: string) => list.find((c) => c._id === id);

describe('component list edits', () => {
  it('orders a list by stacking order, ties by position', () => {
    expect(byOrder(components()).map((c) => c._id)).toEqual(['E1', 'E3', 'E2']);
    expect(byOrder([{ _id: 'x' }, { _id: 'y' }]).map((c) => c._id)).toEqual(['x', 'y']);
    expect(maxOrder(components())).toBe(3);
    expect(maxOrder([])).toBe(0);
  });

  it('adds a component centred on a point, on top of the stack, in its group', () => {
    const d = doc();
    const added = after(
      addComponentOps(ctx(d), { _id: 'E9', componentRect: rect(0, 0, 100, 40) }, { x: 960, y: 540 }, 'H1'),
      d,
    );
    expect(byId(added, 'E9')).toMatchObject({
      order: 4,
      _pid: 'H1',
      componentRect: { componentLeft: 910, componentTop: 520 },
    });
    const bare = after(addComponentOps(ctx(d), { _id: 'E8' }, { x: 50, y: 50 }), d);
    expect(byId(bare, 'E8')?.componentRect).toMatchObject({ componentLeft: 0, componentTop: 0 });
  });

  it('sets a property, creating a missing level, and inverts exactly', () => {
    const node = components()[0]!;
    const op = propertyOp(node, 'cornerRadius.tl', 8);
    expect(op).toMatchObject({ path: 'E1.cornerRadius', records: { newValue: { tl: 8 } } });
    expect(byId(after([op]), 'E1')?.cornerRadius).toEqual({ tl: 8 });
    expect(propertyOp(node, 'componentRect.componentLeft', 42)).toMatchObject({
      path: 'E1.componentRect.componentLeft',
      records: { oldValue: 10, newValue: 42 },
    });
    const withRadius = { ...node, cornerRadius: { tl: 1, tr: 2 } } as Component2D;
    // With the level there, only the leaf is set.
    expect(propertyOp(withRadius, 'cornerRadius.bl', 3)).toMatchObject({
      path: 'E1.cornerRadius.bl',
      records: { newValue: 3 },
    });
  });

  it('turns a drag or resize result into one rect update per changed component', () => {
    const ops = rectOps(components(), [
      { id: 'E1', left: 20.4, top: 30 },
      { id: 'E2' },
      { id: 'E3', width: 80, height: 0, rotate: 45.04 },
      { id: 'E404', left: 1 },
    ]);
    expect(ops).toHaveLength(2);
    const list = after(ops);
    expect(byId(list, 'E1')?.componentRect).toMatchObject({ componentLeft: 20, componentTop: 30 });
    expect(byId(list, 'E3')?.componentRect).toMatchObject({
      componentWidth: 80,
      componentHeight: 1,
      componentRotate: 45,
    });
  });

  it('moves components as one move op by a rounded offset; one without a position gets a rect update', () => {
    const odd = components().map((c) =>
      c._id === 'E3' ? { ...c, componentRect: { componentWidth: 50, componentHeight: 50 } } : c,
    ) as Component2D[];
    const d = doc(odd);
    const ops = moveOps(ctx(d), ['E2', 'E1', 'E3', 'E404'], 2.6, -1.2);
    expect(ops[0]).toEqual({
      command: 'move',
      path: 'D1.projectTwoComponentList',
      records: { ids: ['E1', 'E2'], dx: 3, dy: -1 },
    });
    const list = after(ops, d);
    expect(byId(list, 'E1')?.componentRect).toMatchObject({ componentLeft: 13, componentTop: 9 });
    expect(byId(list, 'E3')?.componentRect).toMatchObject({ componentLeft: 3, componentTop: -1 });
    expect(moveOps(ctx(d), ['E1'], 0.4, -0.4)).toEqual([]);
    expect(moveOps(ctx(d), ['E3'], 5, 0).map((op) => op.command)).toEqual(['update']);
  });

  it('reorders one layer in the stacking order, renames, and moves a page in its order', () => {
    const list = after(reorderOps(components(), 'E1', 2));
    expect(byOrder(list).map((c) => c._id)).toEqual(['E3', 'E2', 'E1']);
    expect(reorderOps(components(), 'E404', 0)).toEqual([]);
    expect(byId(after([renameOp('E1', 'componentName', 'a', 'north')]), 'E1')?.componentName).toBe('north');
    const pages = (findNode(doc(), 'B1')!.node.projectPageList as DocNode[]) ?? [];
    const moved = applyOps(doc(), moveOrderOps(pages, 'pageOrder', 'D2', 0));
    expect(findNode(moved, 'D2')!.node.pageOrder).toBe(1);
    expect(findNode(moved, 'D1')!.node.pageOrder).toBe(2);
    expect(moveOrderOps(pages, 'pageOrder', 'D2', 1)).toEqual([]);
    expect(moveOrderOps(pages, 'pageOrder', 'D2', 5)).toEqual([]);
  });
});
