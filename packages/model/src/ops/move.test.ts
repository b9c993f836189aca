import { describe, expect, it } from 'vitest';
import type { Operation } from '../types/operation.js';
import { HistoryStore } from '../history/store.js';
import { applyOps } from './apply.js';
import { opNodeIds } from './build.js';
import { OpError } from './errors.js';
import { invertOps } from './invert.js';
import { makeMoveOp, movePaths, readMoveRecords } from './move.js';
import { getAtPath } from './paths.js';
import { doc } from './doc.fixture.js';
import type { DocNode } from './tree.js';

const rect = (left: number, top: number) => ({
  componentLeft: left,
  componentTop: top,
  componentWidth: 10,
  componentHeight: 5,
  componentRotate: 0,
});

/** A page of `n` components in a grid, as a select-all drag sees it. */
function page(n: number): DocNode {
  return {
    _id: 'A1',
    projectScenesList: [
      {
        _id: 'B1',
        projectPageList: [
          {
            _id: 'D1',
            projectTwoComponentList: Array.from({ length: n }, (_, i) => ({
              _id: `E${i}`,
              order: i + 1,
              componentRect: rect((i % 50) * 12, Math.floor(i / 50) * 7),
            })),
          },
        ],
      },
    ],
  };
}

const componentsOf = (d: DocNode) =>
  getAtPath(d, 'projectScenesList.0.projectPageList.0.projectTwoComponentList') as {
    _id: string;
    componentRect: ReturnType<typeof rect>;
  }[];

describe('move op (docs/reference.md#operations)', () => {
  it('moves every listed child of the list by the offset and nothing else', () => {
    const base = page(5);
    const next = applyOps(base, [makeMoveOp('D1', 'projectTwoComponentList', ['E1', 'E3'], 7, -2)]);
    const [e0, e1, e2, e3, e4] = componentsOf(next);
    expect(e1!.componentRect).toEqual({ ...rect(12, 0), componentLeft: 19, componentTop: -2 });
    expect(e3!.componentRect).toEqual({ ...rect(36, 0), componentLeft: 43, componentTop: -2 });
    // Untouched components are shared with the input, which itself is unchanged.
    for (const [i, c] of [e0, e2, e4].entries()) expect(c).toBe(componentsOf(base)[i * 2]);
    expect(componentsOf(base)[1]!.componentRect.componentLeft).toBe(12);
  });

  it('inverts to the same op with -dx/-dy, and undo restores the document exactly', () => {
    const base = page(2000);
    const ids = componentsOf(base).map((c) => c._id);
    const move = makeMoveOp('D1', 'projectTwoComponentList', ids, 31, -17);
    const [inverse] = invertOps([move]);
    expect(inverse).toEqual(makeMoveOp('D1', 'projectTwoComponentList', ids, -31, 17));
    const moved = applyOps(base, [move]);
    expect(componentsOf(moved)[1999]!.componentRect.componentLeft).toBe(49 * 12 + 31);
    expect(applyOps(moved, [inverse!])).toEqual(base);
    // A zero axis stays exactly 0 (not -0) in the inverse.
    const [back] = invertOps([makeMoveOp('D1', 'projectTwoComponentList', ['E1'], 0, 4)]);
    expect(Object.is((back!.records as { dx: number }).dx, 0)).toBe(true);
  });

  it('is compact: 2,000 components moved are far under 50 KB, a fraction of one rect update each', () => {
    const base = page(2000);
    const ids = componentsOf(base).map((c) => c._id);
    const move = JSON.stringify(makeMoveOp('D1', 'projectTwoComponentList', ids, 31, -17));
    const updates = JSON.stringify(
      componentsOf(base).map((c) => ({
        command: 'update',
        path: `${c._id}.componentRect`,
        records: { oldValue: c.componentRect, newValue: { ...c.componentRect, componentLeft: 1 } },
      })),
    );
    expect(move.length).toBeLessThan(50_000);
    expect(move.length * 10).toBeLessThan(updates.length);
  });

  it('history undo and redo of a move replay the inverse and the op itself', () => {
    const history = new HistoryStore();
    const move = makeMoveOp('D1', 'projectTwoComponentList', ['E0', 'E2'], 5, 5);
    history.push('B1', '2D', { operation: 'update2D', opts: [move], pageId: 'D1' });
    const undo = history.undo('B1', '2D');
    expect(undo?.opts).toEqual([makeMoveOp('D1', 'projectTwoComponentList', ['E0', 'E2'], -5, -5)]);
    expect(history.redo('B1', '2D')?.opts).toEqual([move]);
  });

  it('refuses bad records, unknown ids, ids of another list and nodes without a position, changing nothing', () => {
    const base = page(3);
    const bad: [unknown, RegExp][] = [
      [{ ids: [], dx: 1, dy: 1 }, /non-empty array/],
      [{ ids: 'E1', dx: 1, dy: 1 }, /non-empty array/],
      [{ ids: ['E1', 5], dx: 1, dy: 1 }, /id strings/],
      [{ ids: ['E1', 'E1'], dx: 1, dy: 1 }, /twice/],
      [{ ids: ['E1'], dx: Number.NaN, dy: 1 }, /finite/],
      [{ ids: ['E1'], dx: 1, dy: Number.POSITIVE_INFINITY }, /finite/],
      [{ ids: ['E1'], dx: '1', dy: 1 }, /finite/],
      [{ ids: ['E1'], dy: 1 }, /finite/],
      [null, /must be an object/],
      [{ ids: ['E1', 'NOPE'], dx: 1, dy: 1 }, /'NOPE' is not in D1\.projectTwoComponentList/],
    ];
    for (const [records, message] of bad) {
      const op = { command: 'move', path: 'D1.projectTwoComponentList', records } as unknown as Operation;
      expect(() => applyOps(base, [op]), JSON.stringify(records)).toThrow(message);
      expect(() => applyOps(base, [op])).toThrow(OpError);
    }
    // The list must be a child list; the ids must be children of exactly that list.
    expect(() => applyOps(base, [makeMoveOp('D1', 'componentRect', ['E1'], 1, 1)])).toThrow(OpError);
    expect(() => applyOps(base, [makeMoveOp('NOPE', 'projectTwoComponentList', ['E1'], 1, 1)])).toThrow(
      /does not exist/,
    );
    const nested = doc();
    expect(() => applyOps(nested, [makeMoveOp('D1', 'projectTwoComponentList', ['E1', 'E2'], 1, 1)])).toThrow(
      /'E2' is not in/,
    );
    // H1 (a group without componentRect) cannot move; E1 before it in the same op does not move either.
    expect(() => applyOps(nested, [makeMoveOp('D1', 'projectTwoComponentList', ['E1', 'H1'], 1, 1)])).toThrow(
      /'H1' has no componentRect position/,
    );
    expect(componentsOf(base).map((c) => c.componentRect.componentLeft)).toEqual([0, 12, 24]);
    expect(
      getAtPath(nested, 'projectScenesList.0.projectPageList.0.projectTwoComponentList.0.componentRect'),
    ).toEqual({ componentLeft: 0, componentTop: 0, componentWidth: 10, componentHeight: 10 });
  });

  it('composes with other ops in one call: a later update sees the moved rect', () => {
    const next = applyOps(page(2), [
      makeMoveOp('D1', 'projectTwoComponentList', ['E0', 'E1'], 3, 4),
      { command: 'update', path: 'E1.componentRect.componentWidth', records: { oldValue: 10, newValue: 99 } },
      makeMoveOp('D1', 'projectTwoComponentList', ['E1'], 1, 1),
    ]);
    expect(componentsOf(next)[1]!.componentRect).toEqual({
      ...rect(16, 5),
      componentWidth: 99,
    });
  });

  it('helpers: readMoveRecords, movePaths and opNodeIds name what a move touches', () => {
    expect(readMoveRecords({ ids: ['E1'], dx: -0.5, dy: 2, extra: 1 })).toEqual({
      ids: ['E1'],
      dx: -0.5,
      dy: 2,
    });
    expect(movePaths({ ids: ['E1'], dx: 1, dy: 0 })).toEqual([
      'E1.componentRect.componentLeft',
      'E1.componentRect.componentTop',
    ]);
    expect(opNodeIds([makeMoveOp('D1', 'projectTwoComponentList', ['E1', 'E2'], 1, 1)]).sort()).toEqual([
      'D1',
      'E1',
      'E2',
    ]);
  });
});
