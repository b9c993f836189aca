import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Counted places ("at most N at once") shared by every server process when REDIS_URL is set: the
 * per-group upstream cap and the per-user socket cap hold for the whole deployment, not per process.
 * A place is a lease with an expiry, so the places of a process that died come free by themselves;
 * long-lived holders (sockets) renew theirs. While Redis cannot be reached the process counts on its
 * own (like the rate limiter): a Redis outage must not refuse every request.
 */
export interface Leases {
  /** Takes one of `limit` places under `key` for `ttlMs`; the lease id, or null when all are taken. */
  take(key: string, limit: number, ttlMs: number): Promise<string | null>;
  /** Keeps a lease for another `ttlMs`. */
  renew(key: string, id: string, ttlMs: number): Promise<void>;
  give(key: string, id: string): Promise<void>;
}

export class MemoryLeases implements Leases {
  private readonly byKey = new Map<string, Map<string, number>>();

  private live(key: string): Map<string, number> {
    const now = Date.now();
    const held = this.byKey.get(key) ?? new Map<string, number>();
    for (const [id, until] of held) if (until <= now) held.delete(id);
    this.byKey.set(key, held);
    return held;
  }

  async take(key: string, limit: number, ttlMs: number): Promise<string | null> {
    const held = this.live(key);
    if (held.size >= limit) return null;
    const id = `m:${randomUUID()}`;
    held.set(id, Date.now() + ttlMs);
    return id;
  }

  async renew(key: string, id: string, ttlMs: number): Promise<void> {
    const held = this.byKey.get(key);
    if (held?.has(id)) held.set(id, Date.now() + ttlMs);
  }

  async give(key: string, id: string): Promise<void> {
    const held = this.byKey.get(key);
    held?.delete(id);
    if (held?.size === 0) this.byKey.delete(key);
  }
}

// The server's own clock (TIME) judges expiry, so processes with drifting clocks agree.
const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`;
const TAKE = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 2)
return 1`;
const RENEW = `${NOW}
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[2]) == 1 then
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]) * 2)
end
return 1`;

export class RedisLeases implements Leases {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'tc:lease:',
  ) {}

  async take(key: string, limit: number, ttlMs: number): Promise<string | null> {
    const id = `r:${randomUUID()}`;
    const got = await this.redis.eval(TAKE, 1, this.prefix + key, limit, ttlMs, id);
    return got === 1 ? id : null;
  }

  async renew(key: string, id: string, ttlMs: number): Promise<void> {
    await this.redis.eval(RENEW, 1, this.prefix + key, ttlMs, id);
  }

  async give(key: string, id: string): Promise<void> {
    await this.redis.zrem(this.prefix + key, id);
  }
}

/** Redis leases, falling back to this process's own count while Redis cannot be reached. */
export class FallbackLeases implements Leases {
  private readonly local = new MemoryLeases();

  constructor(
    private readonly shared: Leases,
    private readonly onFallback: (err: unknown) => void = () => undefined,
    /** Whether the shared store is connected; while it is not, places are counted here at once. */
    private readonly ready: () => boolean = () => true,
  ) {}

  async take(key: string, limit: number, ttlMs: number): Promise<string | null> {
    // Not waiting for a command timeout on every request of an outage: a known-down Redis is skipped.
    if (!this.ready()) {
      this.onFallback(new Error('Redis is not connected'));
      return this.local.take(key, limit, ttlMs);
    }
    try {
      return await this.shared.take(key, limit, ttlMs);
    } catch (err) {
      this.onFallback(err);
      return this.local.take(key, limit, ttlMs);
    }
  }

  /** A lease goes back to the store that gave it (ids say which). */
  private store(id: string): Leases {
    return id.startsWith('m:') ? this.local : this.shared;
  }

  async renew(key: string, id: string, ttlMs: number): Promise<void> {
    await this.store(id)
      .renew(key, id, ttlMs)
      .catch((err: unknown) => this.onFallback(err));
  }

  async give(key: string, id: string): Promise<void> {
    // A lease Redis could not take back expires there by itself.
    await this.store(id)
      .give(key, id)
      .catch((err: unknown) => this.onFallback(err));
  }
}

/** The app's leases: shared through Redis when a URL is given (with its own client), else in memory. */
export function openLeases(
  redisUrl: string | undefined,
  onFallback?: (err: unknown) => void,
): { leases: Leases; close(): void } {
  if (!redisUrl) return { leases: new MemoryLeases(), close: () => undefined };
  // A command waits at most half a second (while connecting or while Redis is away), then falls back.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 500 });
  redis.on('error', () => undefined);
  return {
    leases: new FallbackLeases(new RedisLeases(redis), onFallback, () => redis.status === 'ready'),
    close: () => redis.disconnect(),
  };
}
