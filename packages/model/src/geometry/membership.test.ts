import { describe, expect, it } from 'vitest';
import { applyOps } from '../ops/apply.js';
import { invertOps } from '../ops/invert.js';
import { findNode, type DocNode } from '../ops/tree.js';
import type { Component2D } from '../types/component2d.js';
import { moveIntoGroup, moveOutOfGroup } from './membership.js';

const rect = (componentLeft: number, componentTop: number, componentWidth = 10, componentHeight = 10) => ({
  componentLeft,
  componentTop,
  componentWidth,
  componentHeight,
});

const list = (): Component2D[] => [
  { _id: 'E1', order: 1, componentRect: rect(10, 10) },
  {
    _id: 'H1',
    componentType: '5001',
    order: 2,
    componentRect: rect(200, 200, 50, 50),
    groupModel: {
      groupList: [
        { _id: 'E3', _pid: 'H1', order: 1, componentRect: rect(0, 0) },
        { _id: 'E4', _pid: 'H1', order: 2, componentRect: rect(40, 40) },
      ],
    },
  },
];
const doc = (): DocNode => ({
  _id: 'A1',
  projectScenesList: [{ _id: 'B1', projectPageList: [{ _id: 'D1', projectTwoComponentList: list() }] }],
});
const ctx = (d: DocNode) => ({
  parentId: 'D1',
  listField: 'projectTwoComponentList',
  list: findNode(d, 'D1')!.node.projectTwoComponentList as Component2D[],
});
/** Where each component is on the page, whatever group holds it. */
function absolute(d: DocNode): Record<string, [number, number]> {
  const out: Record<string, [number, number]> = {};
  const walk = (items: Component2D[], x: number, y: number) => {
    for (const c of items) {
      const l = x + (c.componentRect?.componentLeft ?? 0);
      const t = y + (c.componentRect?.componentTop ?? 0);
      if (c.groupModel?.groupList) walk(c.groupModel.groupList, l, t);
      else out[c._id] = [l, t];
    }
  };
  walk(ctx(d).list as Component2D[], 0, 0);
  return out;
}

describe('moving components into and out of groups from the layer list (docs/reference.md#groups)', () => {
  it('into a group: nothing moves on screen, the group grows around it, undo restores', () => {
    const before = doc();
    const result = moveIntoGroup(ctx(before), 'E1', 'H1');
    if (!result.ok) throw new Error('refused');
    const after = applyOps(before, result.ops);
    const page = ctx(after).list;
    expect(page.map((c) => c._id)).toEqual(['H1']);
    expect(page[0]!.groupModel!.groupList.map((m) => [m._id, m._pid])).toEqual([
      ['E3', 'H1'],
      ['E4', 'H1'],
      ['E1', 'H1'],
    ]);
    expect(page[0]!.componentRect).toMatchObject(rect(10, 10, 240, 240));
    expect(absolute(after)).toEqual(absolute(before));
    expect(applyOps(after, invertOps(result.ops))).toEqual(before);
  });

  it('out of a group: lands above it; a group left with one member dissolves', () => {
    const before = doc();
    const result = moveOutOfGroup(ctx(before), 'H1', 'E4');
    if (!result.ok) throw new Error('refused');
    const after = applyOps(before, result.ops);
    expect(ctx(after).list.map((c) => c._id)).toEqual(['E1', 'E3', 'E4']);
    expect(ctx(after).list.every((c) => c._pid === undefined)).toBe(true);
    expect(absolute(after)).toEqual(absolute(before));
    expect(applyOps(after, invertOps(result.ops))).toEqual(before);
  });

  it('refuses a group into a group and unknown ids', () => {
    const d = doc();
    const withTwo = moveIntoGroup(ctx(d), 'E1', 'H1');
    expect(withTwo.ok).toBe(true);
    const nested = moveIntoGroup(
      { ...ctx(d), list: [...ctx(d).list, { ...ctx(d).list[1]!, _id: 'H2' }] },
      'H2',
      'H1',
    );
    expect(nested.ok).toBe(false);
    expect(moveOutOfGroup(ctx(d), 'H1', 'nope').ok).toBe(false);
  });
});
