import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Component2D } from '@twincanvas/model';
import { useRuntime } from '../runtime/store';
import type { Answer } from './cache';
import { targetShapeOf } from '@twincanvas/model';
import { NO_VALUES, type ProxyPayload } from './params';
import { refreshIntervalMs, sourceKindOf, startDataRuntime, type DataContext } from './runtime';
import { openRelayedSocket, type RelayLink } from './socket';

const chart = targetShapeOf([{ pageId: 'p', Group: [] }]);

/** The transport seam (share views plug theirs in here); answers from a table the test controls. */
function context(answer: (p: ProxyPayload) => Promise<Answer>) {
  const calls: ProxyPayload[] = [];
  const ctx: DataContext = {
    projectFlag: 'A1',
    variables: () => NO_VALUES,
    now: () => 42,
    transport: {
      proxy: (p) => {
        calls.push(p);
        return answer(p);
      },
      filtersByIds: async (ids) => ids.map((id) => ({ id, code: 'return data;' })),
      router: async () => undefined,
    },
  };
  return { ctx, calls };
}

const node = (requestSource: Component2D['requestSource']): Component2D => ({
  _id: 'E1',
  componentType: '13001',
  requestSource,
});

const rows = { data: [{ k: 'a', v: 1 }], meta: { upstreamMs: 1 } };

beforeEach(() => {
  useRuntime.getState().reset();
  // A fixed clock: a component's refreshes fall at a point of the interval that depends on the time.
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => vi.useRealTimers());

describe('data runtime', () => {
  it('reads the kind of delivery and the refresh interval (default 10 s)', () => {
    expect(sourceKindOf(undefined)).toBe('static');
    expect(sourceKindOf({ type: 'static' })).toBe('static');
    expect(sourceKindOf({ type: 'router' })).toBe('router');
    expect(sourceKindOf({ type: 'api', sourceType: 'socket' })).toBe('socket');
    expect(sourceKindOf({ type: 'api' })).toBe('request');
    expect(refreshIntervalMs({ type: 'api' })).toBe(0);
    expect(refreshIntervalMs({ type: 'api', enable: true })).toBe(10_000);
    expect(refreshIntervalMs({ type: 'api', enable: true, interval: 3 })).toBe(3000);
  });

  it('delivers mapped data with the docs/reference.md#data-results flags', async () => {
    const { ctx } = context(async () => ({ code: '0', data: rows }));
    const stop = startDataRuntime(node({ type: 'api', effect: { X: 'k', Y: 'v' } }), chart, ctx);
    await vi.runOnlyPendingTimersAsync();
    const r = useRuntime.getState().byId.E1!;
    expect(r).toMatchObject({ updateTime: 42, updateMethod: 'api', mistake: false, stale: false });
    expect((r.data as { Group: unknown[] }[])[0]!.Group).toEqual([
      { Name: 'v', Content: [{ X: 'a', Y: 1 }] },
    ]);
    stop();
  });

  it('an empty result sets the mistake flag', async () => {
    const { ctx } = context(async () => ({ code: '0', data: { data: [], meta: {} } }));
    const stop = startDataRuntime(node({ type: 'api' }), chart, ctx);
    await vi.runOnlyPendingTimersAsync();
    expect(useRuntime.getState().byId.E1).toMatchObject({ mistake: true, data: [] });
    stop();
  });

  it('refreshes on the interval, keeps the last good data on failure, and stops cleanly', async () => {
    let fail = false;
    const { ctx, calls } = context(async () =>
      fail ? { code: '500', data: { message: 'down' } } : { code: '0', data: rows },
    );
    const stop = startDataRuntime(node({ type: 'api', enable: true, interval: 10 }), chart, ctx);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
    fail = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(3);
    expect(useRuntime.getState().byId.E1).toMatchObject({ stale: true, data: rows.data });
    fail = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(useRuntime.getState().byId.E1?.stale).toBe(false);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
  });

  it('drops a result that arrives after stop', async () => {
    let release: (a: Answer) => void = () => undefined;
    const { ctx } = context(() => new Promise<Answer>((r) => (release = r)));
    const stop = startDataRuntime(node({ type: 'api' }), chart, ctx);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    release({ code: '0', data: rows });
    await vi.advanceTimersByTimeAsync(0);
    expect(useRuntime.getState().byId.E1).toBeUndefined();
  });

  it('a filter that cannot run (no Worker here) marks the data stale instead of showing unfiltered data', async () => {
    const { ctx } = context(async () => ({ code: '0', data: rows }));
    const stop = startDataRuntime(node({ type: 'api', filters: ['f1'], filterOn: true }), chart, ctx);
    await vi.runOnlyPendingTimersAsync();
    expect(useRuntime.getState().byId.E1).toEqual({ stale: true });
    stop();
  });

  it('static data starts nothing', () => {
    const { ctx, calls } = context(async () => ({ code: '0', data: rows }));
    const stop = startDataRuntime(node({ type: 'static' }), chart, ctx);
    expect(calls).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});

/**
 * The socket.io connection's surface as the relay uses it, driven by the test in the server's place
 * (the server side of the relay is tested against a real WebSocket server in
 * packages/server/src/modules/realtime/dataSocket.test.ts).
 */
class FakeLink implements RelayLink {
  connected = true;
  handlers = new Map<string, Set<(p: never) => void>>();
  sent: { event: string; body: object; ack?: (a: never) => void }[] = [];
  on(event: string, cb: (p: never) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(cb);
  }
  off(event: string, cb: (p: never) => void) {
    this.handlers.get(event)?.delete(cb);
  }
  emit(event: string, body: object, ack?: (a: never) => void) {
    this.sent.push({ event, body, ...(ack ? { ack } : {}) });
  }
  fire(event: string, payload?: unknown) {
    for (const cb of this.handlers.get(event) ?? []) (cb as (p: unknown) => void)(payload);
  }
  answerOpen(i: number, ack: unknown) {
    const open = this.sent.filter((s) => s.event === 'data_socket_open')[i]!;
    (open.ack as (a: unknown) => void)(ack);
  }
}

describe('socket source relayed by the server', () => {
  it('asks for a stream, delivers parsed messages of that stream only, and closes it on stop', () => {
    const link = new FakeLink();
    const data: unknown[] = [];
    const stop = openRelayedSocket(
      link,
      { sourceId: 'S1' },
      { onData: (d) => data.push(d), onGiveUp: () => undefined },
    );
    expect(link.sent).toMatchObject([{ event: 'data_socket_open', body: { sourceId: 'S1' } }]);
    link.answerOpen(0, { ok: true, streamId: 'ds1' });
    link.fire('data_socket', { streamId: 'ds1', data: '{"v":1}' });
    link.fire('data_socket', { streamId: 'ds2', data: '{"v":2}' });
    link.fire('data_socket', { streamId: 'ds1', data: 'plain' });
    expect(data).toEqual([{ v: 1 }, 'plain']);
    stop();
    expect(link.sent.at(-1)).toEqual({ event: 'data_socket_close', body: { streamId: 'ds1' } });
    link.fire('data_socket', { streamId: 'ds1', data: '{"v":3}' });
    expect(data).toHaveLength(2);
    expect([...link.handlers.values()].every((h) => h.size === 0)).toBe(true);
  });

  it('gives up when the server refuses the address or exhausts its reconnects; re-asks after a reconnect', () => {
    const link = new FakeLink();
    const gaveUp: string[] = [];
    openRelayedSocket(
      link,
      { url: 'ws://10.0.0.1/' },
      { onData: () => undefined, onGiveUp: (r) => gaveUp.push(r) },
    );
    link.answerOpen(0, { ok: false, code: '400', msg: { zh: '不允许', en: 'not allowed' } });
    expect(gaveUp).toEqual(['not allowed']);

    const link2 = new FakeLink();
    const gaveUp2: string[] = [];
    openRelayedSocket(
      link2,
      { url: 'ws://feed/' },
      { onData: () => undefined, onGiveUp: (r) => gaveUp2.push(r) },
    );
    link2.answerOpen(0, { ok: true, streamId: 'ds1' });
    link2.fire('disconnect');
    link2.fire('connect');
    expect(link2.sent.filter((s) => s.event === 'data_socket_open')).toHaveLength(2);
    link2.answerOpen(1, { ok: true, streamId: 'ds7' });
    link2.fire('data_socket_state', {
      streamId: 'ds7',
      state: 3,
      gaveUp: true,
      reason: 'closed; reconnects exhausted',
    });
    expect(gaveUp2).toEqual(['closed; reconnects exhausted']);
  });

  it('the runtime opens a socket source through ctx.openSocket and marks it stale when it gives up', () => {
    const { ctx } = context(() => Promise.resolve({ code: '0', data: [] }));
    const link = new FakeLink();
    ctx.openSocket = (target, handlers) => openRelayedSocket(link, target, handlers);
    const node = {
      _id: 'Esock01',
      componentType: 'x',
      requestSource: { type: 'api', sourceType: 'socket', sourceId: 'S9' },
    } as unknown as Component2D;
    const stop = startDataRuntime(node, chart, ctx);
    expect(link.sent[0]).toMatchObject({ body: { sourceId: 'S9' } });
    link.answerOpen(0, { ok: true, streamId: 'ds1' });
    link.fire('data_socket_state', { streamId: 'ds1', state: 3, gaveUp: true, reason: 'x' });
    expect(useRuntime.getState().byId['Esock01']?.stale).toBe(true);
    stop();
  });
});
