import { describe, expect, it } from 'vitest';
import { applyOps } from '../ops/apply.js';
import { findNode } from '../ops/tree.js';
import type { DocNode } from '../ops/tree.js';
import type { Component2D } from '../types/component2d.js';
import type { ListContext } from './context.js';
import { collapseSingleChildGroup, combine, fitGroupToMembers, ungroup } from './group.js';
import { groupBoundingBox, unionBox } from './rect.js';
import { makeBatch, selectAll } from './selection.js';

const rect = (componentLeft: number, componentTop: number, componentWidth = 10, componentHeight = 10) => ({
  componentLeft,
  componentTop,
  componentWidth,
  componentHeight,
});

const components = (): Component2D[] => [
  { _id: 'E1', order: 1, componentRect: rect(10, 10) },
  { _id: 'E2', order: 2, componentRect: rect(100, 50, 20, 20) },
  {
    _id: 'H1',
    componentType: '5001',
    order: 3,
    componentRect: rect(200, 200, 50, 50),
    groupModel: {
      groupList: [
        { _id: 'E3', _pid: 'H1', order: 1, componentRect: rect(0, 0) },
        { _id: 'E4', _pid: 'H1', order: 2, componentRect: rect(40, 40) },
      ],
    },
  },
  {
    _id: 'H2',
    componentType: '5001',
    order: 4,
    componentRect: rect(500, 500, 10, 10),
    groupModel: { groupList: [{ _id: 'E5', _pid: 'H2', componentRect: rect(0, 0) }] },
  },
  { _id: 'E6', order: 5, lock: true, componentRect: rect(0, 0) },
];

const docWith = (list: Component2D[]): DocNode => ({
  _id: 'A1',
  projectScenesList: [{ _id: 'B1', projectPageList: [{ _id: 'D1', projectTwoComponentList: list }] }],
});
const ctx = (list: Component2D[]): ListContext => ({
  parentId: 'D1',
  listField: 'projectTwoComponentList',
  list,
});
const pageList = (doc: DocNode): Component2D[] =>
  (findNode(doc, 'D1')?.node.projectTwoComponentList ?? []) as Component2D[];

describe('groups (docs/reference.md#groups)', () => {
  it('group bounding box is axis-aligned on componentRect (rotation ignored)', () => {
    expect(
      groupBoundingBox([
        { componentRect: { ...rect(0, 0), componentRotate: 45 } },
        { componentRect: rect(20, 30, 5, 5) },
      ]),
    ).toEqual({ left: 0, top: 0, width: 25, height: 35 });
    expect(groupBoundingBox([])).toBeNull();
    expect(unionBox([])).toBeNull();
  });

  it('"Combine creates a group from selection (new group id, bounding box, children positioned relative to it); nested groups in the selection are dissolved into it."', () => {
    const list = components();
    const result = combine({
      context: ctx(list),
      selectedIds: ['E1', 'E2', 'H1'],
      insideGroup: false,
      mapOpen: false,
      groupId: 'H9',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = pageList(applyOps(docWith(list), result.ops));
    expect(after.map((c) => c._id)).toEqual(['H9', 'H2', 'E6']);
    const group = after[0] as Component2D;
    expect(group.componentRect).toMatchObject(rect(10, 10, 240, 240));
    expect(group.order).toBe(3);
    const members = group.groupModel?.groupList ?? [];
    expect(members.map((m) => m._id)).toEqual(['E1', 'E2', 'E3', 'E4']);
    expect(members.map((m) => m.componentRect?.componentLeft)).toEqual([0, 90, 190, 230]);
    expect(members.map((m) => m.order)).toEqual([1, 2, 3, 4]);
    expect(members.every((m) => m._pid === 'H9')).toBe(true);
    const fresh = combine({
      context: ctx(list),
      selectedIds: ['E1', 'E2'],
      insideGroup: false,
      mapOpen: false,
    });
    expect(fresh.ok && fresh.ops.at(-1)?.records).toMatchObject({ index: 0 });
  });

  it('"Not allowed if the single selection is already a group, when inside a group, or when a map is open. Needs a selection."', () => {
    const context = ctx(components());
    const refuse = (selectedIds: string[], insideGroup = false, mapOpen = false) => {
      const result = combine({ context, selectedIds, insideGroup, mapOpen });
      return result.ok ? null : result.refusal.code;
    };
    expect(refuse([])).toBe('combineEmpty');
    expect(refuse(['E1', 'E2'], false, true)).toBe('combineMapOpen');
    expect(refuse(['E1', 'E2'], true)).toBe('combineInsideGroup');
    expect(refuse(['H1'])).toBe('combineAlreadyGroup');
    expect(refuse(['E1'])).toBeNull();
  });

  it('"Ungroup only for groups or batches containing groups. Dissolving a single group with one child collapses into that child."', () => {
    const list = components();
    const none = ungroup(ctx(list), ['E1', 'E2']);
    expect(none.ok ? null : none.refusal.code).toBe('ungroupNoGroup');
    const result = ungroup(ctx(list), ['E1', 'H1', 'H2']);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = pageList(applyOps(docWith(list), result.ops));
    expect(after.map((c) => c._id)).toEqual(['E1', 'E2', 'E3', 'E4', 'E5', 'E6']);
    expect(after.find((c) => c._id === 'E4')?.componentRect).toMatchObject({
      componentLeft: 240,
      componentTop: 240,
    });
    expect(after.find((c) => c._id === 'E5')).toMatchObject({
      order: 4,
      componentRect: { componentLeft: 500 },
    });
    expect(after.find((c) => c._id === 'E3')?._pid).toBeUndefined();
    const nested = ungroup(ctx(list), ['H2'], 'H0');
    expect(nested.ok && nested.ops[1]?.records).toMatchObject({ value: { _pid: 'H0' } });
    expect(
      pageList(applyOps(docWith(list), collapseSingleChildGroup(ctx(list), 'H2'))).map((c) => c._id),
    ).toContain('E5');
    expect(collapseSingleChildGroup(ctx(list), 'H1')).toEqual([]);
    expect(collapseSingleChildGroup(ctx(list), 'E1')).toEqual([]);
  });

  it('"moving between groups and canvas recomputes the group\'s bounding box" without moving members on screen', () => {
    const group: Component2D = {
      _id: 'H1',
      componentRect: rect(100, 100, 100, 100),
      groupModel: {
        groupList: [
          { _id: 'E1', componentRect: rect(10, 20, 10, 10) },
          { _id: 'E2', componentRect: rect(50, 60, 10, 10) },
        ],
      },
    };
    const ops = fitGroupToMembers(group);
    expect(ops[0]?.records).toMatchObject({ newValue: rect(110, 120, 50, 50) });
    expect(ops[1]?.records).toMatchObject({ newValue: rect(0, 0) });
    expect(ops[2]?.records).toMatchObject({ newValue: rect(40, 40) });
    expect(
      fitGroupToMembers({
        _id: 'H2',
        componentRect: rect(0, 0, 10, 10),
        groupModel: { groupList: [{ _id: 'E', componentRect: rect(0, 0) }] },
      }),
    ).toEqual([]);
    expect(fitGroupToMembers({ _id: 'H3', groupModel: { groupList: [] } })).toEqual([]);
  });

  it('"Select-all picks unlocked items of the current context (single item, or a batch with id -2 and union bounding box)."', () => {
    expect(selectAll([{ _id: 'E6', lock: true }])).toBeNull();
    expect(selectAll([{ _id: 'E1' }, { _id: 'E6', lock: true }])).toEqual({ _id: 'E1' });
    const batch = selectAll(components());
    expect(batch).toMatchObject({ _id: -2, batchState: true, componentRect: rect(10, 10, 500, 500) });
    expect(batch?._id === -2 ? batch.groupList.map((c) => c._id) : []).toEqual(['E1', 'E2', 'H1', 'H2']);
    expect(makeBatch([]).componentRect).toEqual(rect(0, 0, 0, 0));
  });
});
