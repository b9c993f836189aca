import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CACHE_OP_TIMEOUT_MS,
  cachedRequest,
  idbBackend,
  setCacheBackend,
  type Answer,
  type CacheBackend,
  type CacheRecord,
} from './cache';

/** A Map-backed store standing in for the browser's IndexedDB (happy-dom has none). */
function memoryBackend(): CacheBackend & { rows: Map<string, CacheRecord> } {
  const rows = new Map<string, CacheRecord>();
  return {
    rows,
    get: async (id) => rows.get(id),
    set: async (r) => void rows.set(r.id, r),
    del: async (id) => void rows.delete(id),
  };
}

const failing: CacheBackend = {
  get: () => Promise.reject(new Error('QuotaExceededError')),
  set: () => Promise.reject(new Error('QuotaExceededError')),
  del: () => Promise.reject(new Error('QuotaExceededError')),
};

function counter(answers: Answer[]) {
  let calls = 0;
  const call = async () => answers[Math.min(calls++, answers.length - 1)]!;
  return { call, calls: () => calls };
}

afterEach(() => setCacheBackend(undefined));

describe('cached requests', () => {
  it('no entry: calls and stores; fresh entry: no call; stale: refetched and replaced', async () => {
    const store = memoryBackend();
    let now = 1000;
    const c = counter([
      { code: '0', data: 'a' },
      { code: '0', data: 'b' },
    ]);
    const opts = { cache: true, backend: store, now: () => now };
    expect(await cachedRequest('k', c.call, opts)).toEqual({ code: '0', data: 'a' });
    expect(store.rows.get('k')).toEqual({ id: 'k', data: 'a', lastTime: 1000 });
    now += 299_999;
    expect(await cachedRequest('k', c.call, opts)).toEqual({ code: '0', data: 'a' });
    expect(c.calls()).toBe(1);
    now += 1; // 300000 ms: stale
    expect(await cachedRequest('k', c.call, opts)).toEqual({ code: '0', data: 'b' });
    expect(c.calls()).toBe(2);
    expect(store.rows.get('k')?.data).toBe('b');
  });

  it('only code-0 answers are stored; a failed refetch keeps the stale entry, marked stale', async () => {
    const store = memoryBackend();
    let now = 0;
    const opts = { cache: true, backend: store, now: () => now };
    const bad = counter([{ code: '500', data: null }]);
    expect(await cachedRequest('k', bad.call, opts)).toEqual({ code: '500', data: null });
    expect(store.rows.size).toBe(0);
    await cachedRequest('k', counter([{ code: 0, data: 'good' }]).call, opts);
    now = 400_000;
    expect(await cachedRequest('k', bad.call, opts)).toEqual({ code: '0', data: 'good', stale: true });
    expect(store.rows.get('k')?.data).toBe('good');
    const thrown = () => Promise.reject(new Error('network'));
    expect(await cachedRequest('k', thrown, opts)).toEqual({ code: '0', data: 'good', stale: true });
  });

  it('cache off deletes an existing entry and calls', async () => {
    const store = memoryBackend();
    store.rows.set('k', { id: 'k', data: 'old', lastTime: Date.now() });
    const c = counter([{ code: '0', data: 'new' }]);
    expect(await cachedRequest('k', c.call, { cache: false, backend: store })).toEqual({
      code: '0',
      data: 'new',
    });
    expect(store.rows.has('k')).toBe(false);
    expect(c.calls()).toBe(1);
  });

  it('falls back to a direct call when the store fails', async () => {
    const c = counter([{ code: '0', data: 'direct' }]);
    expect(await cachedRequest('k', c.call, { cache: true, backend: failing })).toEqual({
      code: '0',
      data: 'direct',
    });
    expect(await cachedRequest('k', c.call, { cache: false, backend: failing })).toEqual({
      code: '0',
      data: 'direct',
    });
    expect(c.calls()).toBe(2);
  });

  it('a store that throws synchronously (idb-keyval opens lazily inside the call) falls back too', async () => {
    const boom = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const throwing: CacheBackend = { get: boom, set: boom, del: boom };
    const c = counter([{ code: '0', data: 'direct' }]);
    expect(await cachedRequest('k', c.call, { cache: false, backend: throwing })).toEqual({
      code: '0',
      data: 'direct',
    });
    expect(await cachedRequest('k', c.call, { cache: true, backend: throwing })).toEqual({
      code: '0',
      data: 'direct',
    });
    expect(c.calls()).toBe(2);
  });

  it('a store that never answers is given up after the timeout; a shared one for the rest of the page', async () => {
    vi.useFakeTimers();
    try {
      const hanging: CacheBackend = {
        get: () => new Promise<never>(() => undefined),
        set: () => new Promise<never>(() => undefined),
        del: () => new Promise<never>(() => undefined),
      };
      setCacheBackend(hanging);
      const c = counter([{ code: '0', data: 'direct' }]);
      const pending = cachedRequest('k', c.call, { cache: true });
      await vi.advanceTimersByTimeAsync(CACHE_OP_TIMEOUT_MS);
      expect(await pending).toEqual({ code: '0', data: 'direct' });
      // The shared backend was dropped: the next request calls at once, without waiting again.
      expect(idbBackend()).toBeNull();
      expect(await cachedRequest('k', c.call, { cache: true })).toEqual({ code: '0', data: 'direct' });
      expect(c.calls()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an indexedDB global that throws when read counts as none', () => {
    setCacheBackend(undefined);
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(idbBackend()).toBeNull();
    } finally {
      delete (globalThis as { indexedDB?: unknown }).indexedDB;
      setCacheBackend(undefined);
    }
  });

  it('without IndexedDB (as in this DOM) every request is a direct call', async () => {
    expect(typeof indexedDB).toBe('undefined');
    expect(idbBackend()).toBeNull();
    const c = counter([{ code: '0', data: 1 }]);
    await cachedRequest('k', c.call, { cache: true });
    await cachedRequest('k', c.call, { cache: true });
    expect(c.calls()).toBe(2);
  });

  it('a wall of refreshes never waits for the store: one delete per id with the cache off, one write in flight per id with it on', async () => {
    const resolvers: (() => void)[] = [];
    let dels = 0;
    let sets = 0;
    const slow: CacheBackend = {
      get: async () => undefined,
      set: () => {
        sets += 1;
        return new Promise<void>((r) => resolvers.push(r));
      },
      del: () => {
        dels += 1;
        return new Promise<void>(() => undefined);
      },
    };
    const c = counter([{ code: '0', data: 'x' }]);
    for (let i = 0; i < 100; i += 1) await cachedRequest('off', c.call, { cache: false, backend: slow });
    expect(dels).toBe(1);
    for (let i = 0; i < 100; i += 1) await cachedRequest('on', c.call, { cache: true, backend: slow });
    // Every answer came back although no write has finished; only the first write is running.
    expect(c.calls()).toBe(200);
    expect(sets).toBe(1);
    resolvers.shift()?.();
    await vi.waitFor(() => expect(sets).toBe(2));
    resolvers.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(sets).toBe(2);
  });
});
