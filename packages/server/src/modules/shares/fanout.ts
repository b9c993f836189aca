import { createHash } from 'node:crypto';
import { spliceJson } from '../../lib/jsonText.js';

/**
 * Identical source requests from many viewers of a big screen, made within one refresh window, reach
 * the source once: the first caller runs the request, callers arriving while it runs share its promise,
 * and callers arriving within the window after it settled share its result. The window is shorter than
 * the refresh interval (the caller passes half of it), so one viewer's next refresh always reaches the
 * source. Failures are not kept: the next caller tries again at once.
 */
interface Entry<T> {
  promise: Promise<T>;
  settledAt: number | null;
  windowMs: number;
}

export class FanOut<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private sweepAt = 0;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  run(key: string, windowMs: number, fetch: () => Promise<T>): Promise<T> {
    const t = this.now();
    const found = this.entries.get(key);
    if (found && (found.settledAt === null || t - found.settledAt < found.windowMs)) return found.promise;
    this.sweep(t);
    const entry: Entry<T> = { promise: fetch(), settledAt: null, windowMs };
    this.entries.set(key, entry);
    entry.promise.then(
      () => {
        entry.settledAt = this.now();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.promise;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops settled results past their window, at most once a second (and whenever the map is full). */
  private sweep(t: number): void {
    if (t < this.sweepAt && this.entries.size < this.maxEntries) return;
    this.sweepAt = t + 1000;
    for (const [key, e] of this.entries)
      if (e.settledAt !== null && t - e.settledAt >= e.windowMs) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}

/** What the share data path needs of a fan-out: one node's (FanOut) or every node's (SharedFanOut). */
export interface FanOutRunner<T> {
  run(key: string, windowMs: number, fetch: () => Promise<T>): Promise<T>;
}

/** The part of an ioredis client the shared fan-out uses. */
interface RedisLike {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, px: 'PX', ms: number, nx: 'NX'): Promise<'OK' | null>;
  set(key: string, value: string, px: 'PX', ms: number): Promise<'OK'>;
  del(key: string): Promise<number>;
  exists(key: string): Promise<number>;
}

/** Longest one node may hold a key's fetch before the others stop waiting for it (it may have died). */
const LOCK_MS = 10_000;
const POLL_MS = 20;

/**
 * The fan-out across every node sharing a Redis (REDIS_URL): within a node the local FanOut shares one
 * promise; across nodes the first takes a short lock in Redis and runs the request, and its result is kept
 * in Redis for the window, so the other nodes answer with it instead of calling the source again. Redis
 * unreachable: each node fetches on its own (the per-node fan-out still holds), never an error.
 */
export class SharedFanOut<T> implements FanOutRunner<T> {
  private readonly local: FanOut<T>;

  constructor(
    private readonly redis: RedisLike,
    private readonly prefix = 'tc:fanout',
    local = new FanOut<T>(),
  ) {
    this.local = local;
  }

  run(key: string, windowMs: number, fetch: () => Promise<T>): Promise<T> {
    return this.local.run(key, windowMs, () => this.acrossNodes(key, windowMs, fetch));
  }

  private async acrossNodes(key: string, windowMs: number, fetch: () => Promise<T>): Promise<T> {
    // Keys hold whole requests (SQL, bodies): only their hash goes to Redis.
    const id = createHash('sha256').update(key).digest('base64url');
    const resultKey = `${this.prefix}:r:${id}`;
    const lockKey = `${this.prefix}:l:${id}`;
    try {
      const kept = await this.redis.get(resultKey);
      if (kept !== null) return JSON.parse(kept) as T;
      if ((await this.redis.set(lockKey, '1', 'PX', LOCK_MS, 'NX')) !== 'OK') {
        const shared = await this.waitFor(resultKey, lockKey);
        if (shared !== null) return JSON.parse(shared) as T;
        return await fetch();
      }
    } catch {
      return fetch();
    }
    try {
      const value = await fetch();
      await this.redis
        .set(resultKey, spliceJson(value).toString('utf8'), 'PX', windowMs)
        .catch(() => undefined);
      return value;
    } finally {
      // Released on failure too: the next caller on any node tries again at once.
      await this.redis.del(lockKey).catch(() => undefined);
    }
  }

  /** Another node's result, or null once its lock is gone without one (it failed) or held too long. */
  private async waitFor(resultKey: string, lockKey: string): Promise<string | null> {
    const deadline = Date.now() + LOCK_MS;
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const kept = await this.redis.get(resultKey);
      if (kept !== null) return kept;
      if ((await this.redis.exists(lockKey)) === 0) return this.redis.get(resultKey);
    }
    return null;
  }
}
