import { describe, expect, it, vi } from 'vitest';
import type { Operation } from '@twincanvas/model';
import { SaveQueue, type SendResult } from './saveQueue';

const op = (n: number): Operation => ({
  command: 'update',
  path: `E${n}.order`,
  records: { oldValue: 0, newValue: n },
});

function harness(results: SendResult[]) {
  const sent: { ops: Operation[]; base: number }[] = [];
  const queue = new SaveQueue(async (ops, base) => {
    sent.push({ ops, base });
    return results.shift() ?? { ok: true, revision: base + 1 };
  }, 3);
  return { queue, sent };
}

describe('save queue (docs/reference.md#saving)', () => {
  it('sends edits in order with the last revision as base', async () => {
    const { queue, sent } = harness([]);
    queue.push({ operation: 'update2D', ops: [op(1)] });
    queue.push({ operation: 'update2D', ops: [op(2)] });
    await queue.whenIdle();
    expect(sent.map((s) => s.base)).toEqual([3, 4]);
    expect(sent.flatMap((s) => s.ops)).toEqual([op(1), op(2)]);
    expect(queue.snapshot()).toMatchObject({ status: 'saved', pending: 0, revision: 5 });
  });

  it('holds saves while the pointer is down in two slots and flushes them on release, dropping nothing', async () => {
    const { queue, sent } = harness([]);
    queue.hold();
    queue.push({ operation: 'a', ops: [op(1)] });
    queue.push({ operation: 'b', ops: [op(2)] });
    queue.push({ operation: 'c', ops: [op(3)] });
    expect(sent).toHaveLength(0);
    expect(queue.snapshot().pending).toBe(2);
    queue.release();
    await queue.whenIdle();
    expect(sent.flatMap((s) => s.ops)).toEqual([op(1), op(2), op(3)]);
  });

  it('a failure keeps the ops queued in order; retry sends them first', async () => {
    const { queue, sent } = harness([{ ok: false, reason: 'down' }]);
    queue.push({ operation: 'a', ops: [op(1)] });
    await queue.whenIdle();
    expect(queue.snapshot()).toMatchObject({ status: 'failed', error: 'down', pending: 1 });
    queue.retry();
    await queue.whenIdle();
    expect(sent.map((s) => s.ops)).toEqual([[op(1)], [op(1)]]);
    expect(queue.snapshot()).toMatchObject({ status: 'saved', pending: 0 });
  });

  it('a request that failed in transit is sent again by itself after 1 s, then 2 s', async () => {
    vi.useFakeTimers();
    try {
      const { queue, sent } = harness([
        { ok: false, reason: 'offline' },
        { ok: false, reason: 'offline' },
      ]);
      queue.push({ operation: 'a', ops: [op(1)] });
      await vi.advanceTimersByTimeAsync(0);
      expect(queue.snapshot()).toMatchObject({ status: 'failed', pending: 1 });
      await vi.advanceTimersByTimeAsync(1000);
      expect(sent).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1999);
      expect(sent).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(sent).toHaveLength(3);
      expect(queue.snapshot()).toMatchObject({ status: 'saved', pending: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('subCode 2 with another server revision: rebased on it and sent again at once', async () => {
    const { queue, sent } = harness([{ ok: false, reason: 'ahead', subCode: 2, revision: 1 }]);
    queue.push({ operation: 'a', ops: [op(1)] });
    await queue.whenIdle();
    expect(sent.map((s) => s.base)).toEqual([3, 1]);
    expect(queue.snapshot()).toMatchObject({ status: 'saved', pending: 0, revision: 2 });
  });

  it('a refused request of several edits: the others are saved one by one, the refused one waits first in line', async () => {
    const refused = (ops: Operation[]) => ops.some((o) => o.path === 'E2.order');
    const sent: Operation[][] = [];
    const queue = new SaveQueue(async (ops, base) => {
      sent.push(ops);
      return refused(ops)
        ? { ok: false, reason: 'E2 is gone', subCode: 1, revision: base }
        : { ok: true, revision: base + 1 };
    }, 3);
    queue.hold();
    queue.push({ operation: 'a', ops: [op(1)] });
    queue.push({ operation: 'b', ops: [op(2)] });
    queue.release();
    queue.push({ operation: 'c', ops: [op(3)] });
    await queue.whenIdle();
    // The release sends a and b together; c waits behind them.
    expect(sent).toEqual([[op(1), op(2)], [op(1)], [op(2)]]);
    expect(queue.snapshot()).toMatchObject({
      status: 'failed',
      error: 'E2 is gone',
      pending: 2,
      revision: 4,
    });
    queue.retry();
    await queue.whenIdle();
    expect(sent.at(-1)).toEqual([op(2)]);
    expect(queue.snapshot().pending).toBe(2);
  });

  it('saves wait while any reason holds them (pointer, focus, an extra lock); names reach the sender', async () => {
    const sent: { ops: Operation[]; operations: string[] }[] = [];
    const queue = new SaveQueue(async (ops, base, operations) => {
      sent.push({ ops, operations });
      return { ok: true, revision: base + 1 };
    }, 3);
    queue.hold('focus');
    queue.hold('lock:dialog');
    queue.push({ operation: 'update2D', ops: [op(1)] });
    queue.release('focus');
    queue.push({ operation: 'un_update2D', ops: [op(2)] });
    expect(sent).toEqual([]);
    queue.release('lock:dialog');
    await queue.whenIdle();
    expect(sent).toEqual([{ ops: [op(1), op(2)], operations: ['update2D', 'un_update2D'] }]);
  });
});
