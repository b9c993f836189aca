import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { CACHE_STALE_MS, isCacheFresh } from '@twincanvas/model';

/**
 * Cached requests (docs/reference.md#data-results, docs/reference.md#limits): one IndexedDB database with one store keyed by
 * id, records {id, data, lastTime}.
 * - no entry: call and store; a fresh entry (younger than the stale time, 300000 ms) answers without a
 *   call; a stale entry is refetched and replaced only on success (else the stale one answers);
 * - cache off: an existing entry is deleted and a fresh call made;
 * - only code-0 answers are stored;
 * - no IndexedDB in the browser, or any cache operation failing: a direct call.
 */
export interface CacheRecord {
  id: string;
  data: unknown;
  lastTime: number;
}

export interface CacheBackend {
  get(id: string): Promise<CacheRecord | undefined>;
  set(record: CacheRecord): Promise<void>;
  del(id: string): Promise<void>;
}

/** What a cached call answers: the envelope's code and data. */
export interface Answer {
  code: string | number;
  data: unknown;
  /** The refetch of a stale entry failed and the stale entry answered: the caller marks the data stale. */
  stale?: boolean;
}

const DB_NAME = 'twincanvas-request-cache';
const STORE_NAME = 'requests';

let backend: CacheBackend | null | undefined;

/**
 * Whether this page may use IndexedDB at all. Reading the global can itself throw (a blocked-storage
 * policy, or a page script replacing it with a throwing getter), which counts as "no IndexedDB".
 */
function hasIndexedDb(): boolean {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB !== null && typeof indexedDB.open === 'function';
  } catch {
    return false;
  }
}

/** The IndexedDB backend, or null when the browser has none (the caller then calls directly). */
export function idbBackend(): CacheBackend | null {
  if (backend !== undefined) return backend;
  if (!hasIndexedDb()) {
    backend = null;
    return backend;
  }
  let store: UseStore;
  try {
    store = createStore(DB_NAME, STORE_NAME);
  } catch {
    backend = null;
    return backend;
  }
  backend = {
    get: (id) => get<CacheRecord>(id, store),
    set: (record) => set(record.id, record, store),
    del: (id) => del(id, store),
  };
  return backend;
}

/** A cache operation gets this long; an IndexedDB that never answers (blocked open) must not stall data. */
export const CACHE_OP_TIMEOUT_MS = 2000;

/**
 * Runs a cache operation so that every way it can fail — throwing synchronously (idb-keyval opens the
 * database lazily, inside the call), rejecting, or never settling — becomes a rejection.
 */
function guarded<T>(op: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('request cache timed out')), CACHE_OP_TIMEOUT_MS);
    const settle = (fn: () => void) => {
      clearTimeout(timer);
      fn();
    };
    try {
      op().then(
        (v) => settle(() => resolve(v)),
        (e: unknown) => settle(() => reject(e instanceof Error ? e : new Error(String(e)))),
      );
    } catch (e) {
      settle(() => reject(e instanceof Error ? e : new Error(String(e))));
    }
  });
}

/** Tests swap the backend (a failing one, none at all); undefined goes back to detecting IndexedDB. */
export function setCacheBackend(b: CacheBackend | null | undefined): void {
  backend = b;
}

export interface CacheOptions {
  /** The component's cache switch; off deletes an existing entry and calls. */
  cache: boolean;
  staleTime?: number;
  now?: () => number;
  backend?: CacheBackend | null;
}

const isOk = (a: Answer) => String(a.code) === '0';

export async function cachedRequest(
  id: string,
  call: () => Promise<Answer>,
  opts: CacheOptions,
): Promise<Answer> {
  const shared = opts.backend === undefined;
  const store = shared ? idbBackend() : opts.backend;
  const now = opts.now ?? Date.now;
  const staleTime = opts.staleTime ?? CACHE_STALE_MS;
  if (!store) return call();
  if (!opts.cache) {
    clearOnce(store, id);
    return call();
  }
  let entry: CacheRecord | undefined;
  try {
    entry = await guarded(() => store.get(id));
  } catch {
    // IndexedDB that cannot even read (blocked, broken, never answering) is given up for this page, so
    // later requests do not wait for it again.
    if (shared && backend === store) backend = null;
    return call();
  }
  if (entry && isCacheFresh(now(), entry.lastTime, staleTime)) return { code: '0', data: entry.data };
  let answer: Answer;
  try {
    answer = await call();
  } catch (err) {
    // The stale entry is better than nothing; it comes back marked so the viewer shows the badge.
    if (entry) return { code: '0', data: entry.data, stale: true };
    throw err;
  }
  if (isOk(answer)) writeBehind(store, { id, data: answer.data, lastTime: now() });
  else if (entry) return { code: '0', data: entry.data, stale: true };
  return answer;
}

/*
 * Why neither the delete nor the write is awaited, and why each is bounded per id: a wall screen refreshes
 * hundreds of components every second. Awaiting an IndexedDB transaction per refresh let transactions
 * pile up faster than IndexedDB finished them, so every refresh waited out the safety timeout and the
 * pending transactions (and their listeners) grew without end. Now the answer never waits for the store,
 * a switched-off cache clears its entry once per page, and each id has at most one write in flight plus
 * the latest one queued behind it.
 */
const clearedIds = new WeakMap<CacheBackend, Set<string>>();

function clearOnce(store: CacheBackend, id: string): void {
  let cleared = clearedIds.get(store);
  if (!cleared) clearedIds.set(store, (cleared = new Set()));
  if (cleared.has(id)) return;
  cleared.add(id);
  void guarded(() => store.del(id)).catch(() => undefined);
}

const writesInFlight = new WeakMap<CacheBackend, Map<string, CacheRecord | null>>();

function writeBehind(store: CacheBackend, record: CacheRecord): void {
  let inFlight = writesInFlight.get(store);
  if (!inFlight) writesInFlight.set(store, (inFlight = new Map()));
  const pending = inFlight;
  if (pending.has(record.id)) {
    pending.set(record.id, record);
    return;
  }
  pending.set(record.id, null);
  const write = (r: CacheRecord): void => {
    void guarded(() => store.set(r))
      .catch(() => undefined)
      .then(() => {
        const next = pending.get(r.id);
        if (next) {
          pending.set(r.id, null);
          write(next);
        } else pending.delete(r.id);
      });
  };
  write(record);
}
