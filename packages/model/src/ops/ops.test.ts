import { describe, expect, it } from 'vitest';
import type { Operation } from '../types/operation.js';
import { applyOps, applyUpdateToBody, assertUpdatablePath } from './apply.js';
import { childKindOfField, makeAddOp, makeDeleteOp, makeUpdateOp, opNodeIds } from './build.js';
import { NoValueError, OpError, WRONG_COMMAND_MESSAGE } from './errors.js';
import { invertOps } from './invert.js';
import { getAtPath, parseOpPath, setAtPath } from './paths.js';
import { CHILD_LISTS, findNode } from './tree.js';
import type { DocNode } from './tree.js';
import { doc } from './doc.fixture.js';

const update = (path: string, newValue: unknown, oldValue?: unknown): Operation => ({
  command: 'update',
  path,
  records: oldValue === undefined ? { newValue } : { oldValue, newValue },
});

describe('operation contract (docs/reference.md#operations)', () => {
  it('"Save commands: add, update, delete (and restore) on a path": paths start with a node id, never an array index', () => {
    expect(parseOpPath('H1.groupModel.groupList')).toEqual({
      nodeId: 'H1',
      rest: ['groupModel', 'groupList'],
    });
    expect(parseOpPath('')).toEqual({ nodeId: '', rest: [] });
    expect(() => parseOpPath('E1.__proto__.x')).toThrow(OpError);
    expect(() => parseOpPath(5 as unknown as string)).toThrow(OpError);
  });

  it('CHILD_LISTS names the child-list fields of every node kind', () => {
    expect(CHILD_LISTS.project.map((l) => l.field)).toEqual(['projectScenesList', 'systemScenes']);
    expect(CHILD_LISTS.page.map((l) => l.field)).toEqual([
      'projectTwoComponentList',
      'components3D',
      'projectGisComponent',
    ]);
    expect(CHILD_LISTS.component2d.map((l) => l.field)).toEqual([
      'groupModel.groupList',
      'dynamicModel.pageList',
      'mapModel.layer',
      'mapModel.vector',
      'mapModel.marker',
      'mapModel.pixels',
    ]);
    expect(CHILD_LISTS.dynamicPage.map((l) => l.field)).toEqual(['componentList']);
    expect(childKindOfField('components3D')).toBe('component3d');
    expect(childKindOfField('nope')).toBeUndefined();
  });

  it('add inserts a whole subtree at a clamped index, under any addressable parent', () => {
    const base = doc();
    const next = applyOps(base, [
      makeAddOp('H1', 'groupModel.groupList', 0, { _id: 'E10' }),
      makeAddOp('Z1', 'componentList', 99, { _id: 'H2', groupModel: { groupList: [{ _id: 'E11' }] } }),
      makeAddOp('', 'projectScenesList', -5, { _id: 'B2', projectPageList: [] }),
      makeAddOp('A1', 'systemScenes', 1, { _id: 'C2', projectTwoComponentList: [] }),
      makeAddOp('C1', 'projectTwoComponentList', 0, { _id: 'E12' }),
    ]);
    expect(
      getAtPath(
        next,
        'projectScenesList.1.projectPageList.0.projectTwoComponentList.1.groupModel.groupList.0._id',
      ),
    ).toBe('E10');
    expect(
      getAtPath(
        next,
        'projectScenesList.1.projectPageList.0.projectTwoComponentList.2.dynamicModel.pageList.0.componentList.1._id',
      ),
    ).toBe('H2');
    expect(getAtPath(next, 'projectScenesList.0._id')).toBe('B2');
    expect(getAtPath(next, 'systemScenes.1._id')).toBe('C2');
    expect(findNode(next, 'E11')?.parentId).toBe('H2');
    // structural sharing: untouched subtrees are the same objects, the input is unchanged
    expect(getAtPath(next, 'projectScenesList.1.projectPageList.0.components3D')).toBe(
      getAtPath(base, 'projectScenesList.0.projectPageList.0.components3D'),
    );
    expect(base).toEqual(doc());
  });

  it('adding an id that already exists anywhere in the document throws', () => {
    expect(() => applyOps(doc(), [makeAddOp('D1', 'components3D', 0, { _id: 'E3' })])).toThrow(
      /already exists/,
    );
    expect(() => applyOps(doc(), [makeAddOp('D1', 'components3D', 0, { _id: 'A1' })])).toThrow(
      /already exists/,
    );
    expect(() =>
      applyOps(doc(), [
        makeAddOp('D1', 'projectTwoComponentList', 0, {
          _id: 'H9',
          groupModel: { groupList: [{ _id: 'X' }, { _id: 'X' }] },
        }),
      ]),
    ).toThrow(/duplicate/);
  });

  it('add refuses unknown parents, non-child-list fields, absent lists, bad indexes and bad values', () => {
    const bad: Operation[] = [
      makeAddOp('NOPE', 'components3D', 0, { _id: 'F9' }),
      makeAddOp('D1', 'pageName', 0, { _id: 'F9' }),
      makeAddOp('E1', 'groupModel.groupList', 0, { _id: 'E9' }),
      makeAddOp('G1', 'groupModel.groupList', 0, { _id: 'E9' }),
      { command: 'add', path: 'D1.components3D', records: { index: 1.5, value: { _id: 'F9' } } },
      { command: 'add', path: 'D1.components3D', records: { index: 0, value: 'x' as unknown as DocNode } },
      { command: 'add', path: 'D1.components3D', records: { index: 0, value: { name: 'no id' } } },
    ];
    for (const op of bad) expect(() => applyOps(doc(), [op])).toThrow(OpError);
  });

  it('delete finds the child by value._id (index is a hint) and throws when absent', () => {
    const base = doc();
    const e1 = findNode(base, 'E1')?.node as DocNode;
    const wrongHint: Operation = {
      command: 'delete',
      path: 'D1.projectTwoComponentList',
      records: { index: 2, value: e1 },
    };
    const next = applyOps(base, [wrongHint]);
    expect(findNode(next, 'E1')).toBeUndefined();
    expect(getAtPath(next, 'projectScenesList.0.projectPageList.0.projectTwoComponentList.0._id')).toBe('H1');
    expect(() => applyOps(next, [wrongHint])).toThrow(/is not in/);
    // a deleted subtree's ids are free again
    const h1 = makeDeleteOp(base, 'H1');
    expect(
      findNode(applyOps(base, [h1, makeAddOp('D1', 'components3D', 0, { _id: 'E2' })]), 'E2')?.kind,
    ).toBe('component3d');
    expect(() => makeDeleteOp(base, 'A1')).toThrow(OpError);
    expect(() => makeDeleteOp(base, 'NOPE')).toThrow(OpError);
  });

  it('update sets a property path of a node, undefined removes it, arrays are indexed by number', () => {
    const next = applyOps(doc(), [
      update('E1.componentRect.componentLeft', 50, 0),
      update('F1.pointData.0.mainPoint.showOn', false, true),
      update('A1.projectName', undefined, 'p'),
      update('.canvasWidth', 1920),
      update('H1.groupModel.note', 'n'),
    ]);
    expect(
      getAtPath(
        next,
        'projectScenesList.0.projectPageList.0.projectTwoComponentList.0.componentRect.componentLeft',
      ),
    ).toBe(50);
    expect(findNode(next, 'F1')?.node.pointData).toEqual([{ mainPoint: { showOn: false } }]);
    expect(next).not.toHaveProperty('projectName');
    expect(next.canvasWidth).toBe(1920);
  });

  it('update must not reach into a child-list field, change an id, or walk through missing steps', () => {
    const bad = [
      update('H1.groupModel.groupList', []),
      update('H1.groupModel', {}),
      update('H1.groupModel.groupList.0.x', 1),
      update('D1.projectTwoComponentList', []),
      update('A1.projectScenesList', []),
      update('E1._id', 'E9'),
      update('E1', 1),
      update('E1.missing.deeper', 1),
      update('E1.order.deeper', 1),
      update('F1.pointData.5.x', 1),
      update('F1.pointData.x', 1),
      update('NOPE.x', 1),
    ];
    for (const op of bad) expect(() => applyOps(doc(), [op]), op.path).toThrow(OpError);
    expect(() => assertUpdatablePath('component2d', [])).toThrow(OpError);
  });

  it('an update sent as JSON keeps its meaning: no newValue key is undefined, which removes the key', () => {
    // Setting a property that was absent, then undoing it: the undo's newValue is undefined, which
    // JSON drops; the op as the server and co-editors receive it must still remove the property.
    const set: Operation[] = [
      { command: 'update', path: 'E1.skin', records: { oldValue: undefined, newValue: 'x' } },
    ];
    const wire = JSON.parse(JSON.stringify(invertOps(set))) as Operation[];
    expect(wire[0]!.records).toEqual({ oldValue: 'x' });
    expect(applyOps(applyOps(doc(), set), wire)).toEqual(doc());
  });

  it('"invalid command in 3D undo throws \'wrong command value\'"', () => {
    const op = { command: 'teleport', path: 'E1', records: {} } as unknown as Operation;
    expect(() => applyOps(doc(), [op])).toThrow(WRONG_COMMAND_MESSAGE);
    expect(() => invertOps([op])).toThrow('wrong command value');
  });

  it('"Undo of an update with missing property throws a no-value error"', () => {
    expect(() => invertOps([{ command: 'update', path: 'E1.order', records: { newValue: 1 } }])).toThrow(
      NoValueError,
    );
    expect(() => invertOps([{ command: 'update', path: 'E1.order', records: { newValue: 1 } }])).toThrow(
      /no value/,
    );
  });

  it('invertOps inverts each op and reverses the order; restore has add semantics', () => {
    const base = doc();
    const ops: Operation[] = [makeUpdateOp(base, 'E1', 'order', 5), makeDeleteOp(base, 'F1')];
    const inverse = invertOps(ops);
    expect(inverse.map((op) => op.command)).toEqual(['restore', 'update']);
    expect(inverse[1]?.records).toEqual({ oldValue: 5, newValue: 1 });
    expect(applyOps(applyOps(base, ops), inverse)).toStrictEqual(base);
    expect(
      invertOps([
        { command: 'restore', path: 'D1.components3D', records: { index: 0, value: { _id: 'F9' } } },
      ])[0]?.command,
    ).toBe('delete');
  });

  it('applyOps is all-or-nothing: a failing op leaves no partial effect', () => {
    const base = Object.freeze(doc());
    expect(() => applyOps(base, [update('E1.order', 9, 1), update('NOPE.x', 1)])).toThrow(OpError);
    expect(base).toEqual(doc());
  });

  it('a document with duplicate ids cannot be edited by id', () => {
    const dup = doc();
    (findNode(dup, 'E2')?.node as DocNode)._id = 'E1';
    expect(() => applyOps(dup, [update('E3.x', 1)])).toThrow(/duplicate/);
  });

  it('opNodeIds lists the node ids an op sequence touches', () => {
    const base = doc();
    const ops: Operation[] = [
      update('E1.order', 2, 1),
      makeDeleteOp(base, 'G1'),
      makeAddOp('D1', 'components3D', 0, { _id: 'F2' }),
      { command: 'add', path: 'D1.unknownList', records: { index: 0, value: { _id: 'X' } } },
    ];
    expect(opNodeIds(ops)).toEqual(['E1', 'D1', 'G1', 'Z1', 'E3', 'F2']);
  });

  it('makeUpdateOp captures the old value, or undefined when absent', () => {
    const base = doc();
    expect(makeUpdateOp(base, 'E1', 'order', 3).records).toEqual({ oldValue: 1, newValue: 3 });
    const absent = makeUpdateOp(base, 'E1', 'lock', true);
    expect(Object.hasOwn(absent.records, 'oldValue')).toBe(true);
    expect(() => makeUpdateOp(base, 'NOPE', 'x', 1)).toThrow(OpError);
    expect(() => makeUpdateOp(base, 'H1', 'groupModel', {})).toThrow(OpError);
  });
});

describe('path helpers', () => {
  it('getAtPath and setAtPath are pure and refuse prototype paths', () => {
    const value = { a: { b: [1, { c: 2 }] } };
    expect(getAtPath(value, 'a.b.1.c')).toBe(2);
    expect(getAtPath(value, ['a', 'x', 'y'])).toBeUndefined();
    expect(getAtPath(value, 'a.b.9')).toBeUndefined();
    expect(getAtPath(value, 'a.b.1.c.d')).toBeUndefined();
    const next = setAtPath(value, 'a.b.1.c', 3);
    expect(next.a.b[1]).toEqual({ c: 3 });
    expect(value.a.b[1]).toEqual({ c: 2 });
    expect(setAtPath(value, 'a.b.0', undefined).a.b).toEqual([undefined, { c: 2 }]);
    expect(() => setAtPath(value, '', 1)).toThrow(OpError);
    expect(() => setAtPath(value, 'a..b', 1)).toThrow(/empty path segment/);
    expect(() => setAtPath(value, 'constructor.x', 1)).toThrow(/forbidden/);
    expect(() => setAtPath(5, 'a', 1)).toThrow(/not an object/);
  });

  it('applyUpdateToBody updates a stored node body (per-node storage)', () => {
    const body = { _id: 'E1', componentRect: { componentLeft: 1 } };
    expect(applyUpdateToBody(body, 'componentRect.componentLeft', 5)).toEqual({
      _id: 'E1',
      componentRect: { componentLeft: 5 },
    });
    expect(applyUpdateToBody(body, ['order'], 2)).toMatchObject({ order: 2 });
    expect(() => applyUpdateToBody(body, '_id', 'E2')).toThrow(OpError);
  });
});
