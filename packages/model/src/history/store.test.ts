import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../types/history.js';
import type { Operation } from '../types/operation.js';
import { HistoryStore } from './store.js';

const op = (n: number): Operation => ({
  command: 'update',
  path: `E1.order`,
  records: { oldValue: n - 1, newValue: n },
});
const entry = (operation: string, n = 1): HistoryEntry => ({ operation, opts: [op(n)] });

describe('history (docs/reference.md#history)', () => {
  it('"Per scene per 2D/3D mode two stacks (past, future)."', () => {
    const store = new HistoryStore();
    store.push('B1', '2D', entry('update2D'));
    expect(store.canUndo('B1', '2D')).toBe(true);
    expect(store.canUndo('B1', '3D')).toBe(false);
    expect(store.canUndo('B2', '2D')).toBe(false);
  });
  it('"A new entry is appended to past keeping the last 20, and future is cleared."', () => {
    const store = new HistoryStore();
    for (let n = 1; n <= 25; n += 1) store.push('B1', '2D', entry('update2D', n));
    let undone = 0;
    let last: number | undefined;
    for (let step = store.undo('B1', '2D'); step; step = store.undo('B1', '2D')) {
      undone += 1;
      last = step.opts[0]?.command === 'update' ? (step.opts[0].records.oldValue as number) : undefined;
    }
    expect(undone).toBe(20);
    expect(last).toBe(6);
    expect(store.canRedo('B1', '2D')).toBe(true);
    store.push('B1', '2D', entry('update2D'));
    expect(store.canRedo('B1', '2D')).toBe(false);
  });
  it('"Undo pops past and pushes future; redo reverses; nothing happens when empty. Undo/redo emits the inverse save operation (prefixed un_ or re_)."', () => {
    const store = new HistoryStore();
    expect(store.undo('B1', '3D')).toBeNull();
    expect(store.redo('B1', '3D')).toBeNull();
    store.push('B1', '3D', {
      operation: 'add3D',
      opts: [{ command: 'add', path: 'D1.components3D', records: { index: 0, value: { _id: 'F1' } } }],
    });
    const undo = store.undo('B1', '3D');
    expect(undo?.operation).toBe('un_add3D');
    expect(undo?.opts).toEqual([
      { command: 'delete', path: 'D1.components3D', records: { index: 0, value: { _id: 'F1' } } },
    ]);
    expect(undo?.save).toBe(true);
    expect(store.canUndo('B1', '3D')).toBe(false);
    const redo = store.redo('B1', '3D');
    expect(redo?.operation).toBe('re_add3D');
    expect(redo?.opts[0]?.command).toBe('add');
    expect(store.canUndo('B1', '3D')).toBe(true);
  });
  it('"switchDynamicPage, cameraMoveDone and switchTencentMap are not saved again on undo/redo."', () => {
    const store = new HistoryStore();
    for (const name of ['switchDynamicPage', 'cameraMoveDone', 'switchTencentMap']) {
      store.push('B1', '2D', entry(name));
      expect(store.undo('B1', '2D')?.save).toBe(false);
      expect(store.redo('B1', '2D')?.save).toBe(false);
    }
  });
  it('"Changing the 3D scene resets undo/redo history of its pages."', () => {
    const store = new HistoryStore();
    store.push('B1', '2D', entry('update2D'));
    store.push('B1', '3D', entry('update3D'));
    store.push('B2', '3D', entry('update3D'));
    store.push('B1', '3D', entry('change3DScene'));
    expect(store.canUndo('B1', '2D')).toBe(false);
    expect(store.canUndo('B1', '3D')).toBe(false);
    expect(store.canUndo('B2', '3D')).toBe(true);
    store.reset('B2', '3D');
    expect(store.canUndo('B2', '3D')).toBe(false);
  });
  it('"Undo of an update with missing property throws a no-value error" and leaves the stacks as they were', () => {
    const store = new HistoryStore();
    store.push('B1', '2D', {
      operation: 'update2D',
      opts: [{ command: 'update', path: 'E1.x', records: { newValue: 1 } }],
    });
    expect(() => store.undo('B1', '2D')).toThrow(/no value/);
    expect(store.canUndo('B1', '2D')).toBe(true);
  });
});
