import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPONENT_STATE_THROTTLE_MS, applyOps, invertOps, type Operation } from '@twincanvas/model';
import { nudgeRightAction } from '../actions/nudge';
import { sampleDoc } from '../actions/fixtures';
import { contextOf } from '../docModel';
import { setProperty } from '../commands';
import { execute } from '../execute';
import { startSession, useEditor } from '../store';
import { mergeOps } from './mergeOps';
import { SaveQueue } from './saveQueue';

const set = (path: string, oldValue: unknown, newValue: unknown): Operation => ({
  command: 'update',
  path,
  records: { oldValue, newValue },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('folding a run of component-state updates (mergeOps)', () => {
  it('one update per path from the first old value to the last new value; other paths kept', () => {
    const run = mergeOps(
      [set('E1.opacity', 1, 0.9), set('E2.opacity', 1, 0.5)],
      [set('E1.opacity', 0.9, 0.8)],
    );
    expect(run).toEqual([set('E1.opacity', 1, 0.8), set('E2.opacity', 1, 0.5)]);
  });

  it('does not fold across an op touching the same path, or across adds and deletes', () => {
    const nested = mergeOps(
      [set('E1.cornerRadius', undefined, { tl: 1 }), set('E1.cornerRadius.tl', 1, 2)],
      [set('E1.cornerRadius', { tl: 2 }, { tl: 3 })],
    );
    expect(nested).toHaveLength(3);
    const add: Operation = {
      command: 'add',
      path: 'D1.projectTwoComponentList',
      records: { index: 0, value: {} },
    };
    expect(mergeOps([set('E1.order', 1, 2), add], [set('E1.order', 2, 3)])).toHaveLength(3);
  });

  it('applying or inverting the fold equals doing so with every op', () => {
    const doc = sampleDoc();
    const ops = [
      set('E1.componentRect.componentLeft', 10, 11),
      set('E2.order', 2, 7),
      set('E1.componentRect.componentLeft', 11, 12),
    ];
    const folded = mergeOps(ops.slice(0, 2), ops.slice(2));
    expect(applyOps(doc, folded)).toEqual(applyOps(doc, ops));
    expect(applyOps(applyOps(doc, ops), invertOps(folded))).toEqual(doc);
  });
});

describe('folding a run of moves (a held arrow key on a multi-selection)', () => {
  const move = (ids: string[], dx: number, dy: number): Operation => ({
    command: 'move',
    path: 'D1.projectTwoComponentList',
    records: { ids, dx, dy },
  });
  it('moves of the same components become one move by the summed offset, across updates of other nodes', () => {
    expect(
      mergeOps([move(['E1', 'E2'], 1, 0), set('E3.opacity', 1, 0.5)], [move(['E1', 'E2'], 0, -10)]),
    ).toEqual([move(['E1', 'E2'], 1, -10), set('E3.opacity', 1, 0.5)]);
  });
  it('does not fold moves of other components, or across an update of a moved component', () => {
    expect(mergeOps([move(['E1', 'E2'], 1, 0)], [move(['E1'], 1, 0)])).toHaveLength(2);
    const across = [move(['E1'], 1, 0), set('E1.componentRect.componentLeft', 11, 50)];
    expect(mergeOps(across, [move(['E1'], 1, 0)])).toHaveLength(3);
    // And an update does not fold across a move of its node.
    expect(
      mergeOps(
        [set('E1.componentRect.componentLeft', 10, 20), move(['E1'], 1, 0)],
        [set('E1.componentRect.componentLeft', 21, 30)],
      ),
    ).toHaveLength(3);
  });
  it('applying or inverting the folded moves equals doing so with every op', () => {
    const doc = sampleDoc();
    const ops = [
      move(['E1', 'E2'], 1, 0),
      set('E3.order', 3, 9),
      move(['E1', 'E2'], 1, 1),
      move(['E1', 'E2'], -5, 0),
    ];
    const folded = ops.slice(1).reduce((run, op) => mergeOps(run, [op]), ops.slice(0, 1));
    expect(folded).toHaveLength(2);
    expect(applyOps(doc, folded)).toEqual(applyOps(doc, ops));
    expect(applyOps(applyOps(doc, ops), invertOps(folded))).toEqual(doc);
  });
});

describe('throttled saves (docs/reference.md#saving: component-state updates throttled at 600 ms)', () => {
  it('the first update is sent at once; the rest of the run is one save when its window closes', async () => {
    vi.useFakeTimers();
    const sent: Operation[][] = [];
    const queue = new SaveQueue(async (ops, base) => {
      sent.push(ops);
      return { ok: true, revision: base + 1 };
    }, 1);
    queue.pushThrottled({ operation: 'update2D', ops: [set('E1.opacity', 1, 0.9)] }, 1, 600);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[set('E1.opacity', 1, 0.9)]]);
    queue.pushThrottled({ operation: 'update2D', ops: [set('E1.opacity', 0.9, 0.8)] }, 1, 600);
    queue.pushThrottled({ operation: 'update2D', ops: [set('E1.opacity', 0.8, 0.7)] }, 1, 600);
    expect(queue.snapshot()).toMatchObject({ status: 'saving', pending: 1 });
    await vi.advanceTimersByTimeAsync(590);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10);
    await queue.whenIdle();
    expect(sent.slice(1)).toEqual([[set('E1.opacity', 0.9, 0.7)]]);
    expect(queue.snapshot()).toMatchObject({ status: 'saved', pending: 0 });

    // Another edit inside a run's window sends what the run holds first.
    queue.pushThrottled({ operation: 'update2D', ops: [set('E1.opacity', 0.7, 0.6)] }, 2, 600);
    queue.pushThrottled({ operation: 'update2D', ops: [set('E1.opacity', 0.6, 0.5)] }, 2, 600);
    queue.push({ operation: 'del2D', ops: [set('E2.order', 2, 3)] });
    await queue.whenIdle();
    expect(sent.slice(2).flat()).toEqual([
      set('E1.opacity', 0.7, 0.6),
      set('E1.opacity', 0.6, 0.5),
      set('E2.order', 2, 3),
    ]);

    // A co-editor's ops arriving: the held part is sent at once (the live sync must know it).
    queue.pushThrottled({ operation: 'update2D', ops: [set('E1.opacity', 0.5, 0.4)] }, 3, 600);
    queue.pushThrottled({ operation: 'update2D', ops: [set('E1.opacity', 0.4, 0.3)] }, 3, 600);
    queue.flushThrottled();
    await queue.whenIdle();
    expect(sent.flat().slice(-2)).toEqual([set('E1.opacity', 0.5, 0.4), set('E1.opacity', 0.4, 0.3)]);
  });
});

describe('held arrow keys in the editor store', () => {
  const leftOfE1 = () =>
    contextOf(useEditor.getState().doc!, 'D1', [])!.list.find((c) => c._id === 'E1')!.componentRect!
      .componentLeft;

  it('nudges inside 600 ms are one undo step and one save; after the window a new step starts', async () => {
    vi.useFakeTimers();
    const sent: Operation[][] = [];
    startSession(sampleDoc(), 1, async (ops, base) => {
      sent.push(ops);
      return { ok: true, revision: base + 1 };
    });
    useEditor.getState().select(['E1']);
    for (let i = 0; i < 10; i++) {
      execute(nudgeRightAction);
      await vi.advanceTimersByTimeAsync(30);
    }
    expect(leftOfE1()).toBe(20);
    await vi.advanceTimersByTimeAsync(COMPONENT_STATE_THROTTLE_MS);
    // The first nudge at once, the nine others as one save (one move op, their offsets summed) when the
    // window closed.
    const dx = (op: Operation) => (op.command === 'move' ? op.records.dx : Number.NaN);
    expect(sent.map((ops) => ops.map(dx))).toEqual([[1], [9]]);

    execute(nudgeRightAction);
    expect(leftOfE1()).toBe(21);
    useEditor.getState().undo();
    expect(leftOfE1()).toBe(20);
    useEditor.getState().undo();
    expect(leftOfE1()).toBe(10);
    await vi.advanceTimersByTimeAsync(COMPONENT_STATE_THROTTLE_MS);
    await useEditor.getState().saveQueue!.whenIdle();
    // The later nudge was sent before the undos that followed it; an undo is the move back.
    expect(sent.flat().map(dx)).toEqual([1, 9, 1, -1, -10]);
  });
});

describe('property-panel changes', () => {
  it('a number stepped twice inside 600 ms is one undo step; other changes are one step each', () => {
    vi.useFakeTimers();
    startSession(sampleDoc(), 1, async (_ops, base) => ({ ok: true, revision: base + 1 }));
    const e1 = () => contextOf(useEditor.getState().doc!, 'D1', [])!.list.find((c) => c._id === 'E1')!;
    setProperty(e1(), 'opacity', 0.9, { stateUpdate: true });
    setProperty(e1(), 'opacity', 0.8, { stateUpdate: true });
    setProperty(e1(), 'componentName', 'x');
    setProperty(e1(), 'componentName', 'y');
    useEditor.getState().undo();
    useEditor.getState().undo();
    expect(e1().componentName).toBe('a');
    expect(e1().opacity).toBe(0.8);
    useEditor.getState().undo();
    expect(e1().opacity).toBeUndefined();
  });
});
