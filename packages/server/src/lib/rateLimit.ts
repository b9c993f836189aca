import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for brute-force limits (sign-in, codes, share passwords). One interface, two
 * stores: in-process for the embedded default, Redis when REDIS_URL is set so every process shares counts.
 */
export interface RateLimiter {
  /** Counts one hit on key; returns false when the key is already over its limit for the window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** The hits counted on key in its current window, without counting one. */
  peek(key: string): Promise<number>;
  /** When the last hit on key was counted (ms since the epoch), null when its window is empty. */
  lastHitAt(key: string): Promise<number | null>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number; lastAt: number }>();

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs, lastAt: now };
      this.windows.set(key, w);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    w.count += 1;
    w.lastAt = now;
    return w.count <= limit;
  }

  async peek(key: string): Promise<number> {
    const w = this.windows.get(key);
    return w && w.resetAt > Date.now() ? w.count : 0;
  }

  async lastHitAt(key: string): Promise<number | null> {
    const w = this.windows.get(key);
    return w && w.resetAt > Date.now() ? w.lastAt : null;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'tc:rl:',
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    const k = this.prefix + key;
    const result = await this.redis
      .multi()
      .incr(k)
      .pexpire(k, windowMs, 'NX')
      .set(`${k}:at`, String(Date.now()), 'PX', windowMs)
      .exec();
    if (!result) throw new Error('rate limit transaction aborted');
    const [[err, count]] = result as [[Error | null, number]];
    if (err) throw err;
    return count <= limit;
  }

  async peek(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async lastHitAt(key: string): Promise<number | null> {
    const at = await this.redis.get(`${this.prefix}${key}:at`);
    return at === null ? null : Number(at);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key, `${this.prefix}${key}:at`);
  }
}

/**
 * Redis counters that fall back to this process's own while Redis cannot be reached: a Redis outage
 * must not turn every sign-in into a server error, and per-process limits still hold meanwhile.
 */
export class FallbackRateLimiter implements RateLimiter {
  private readonly local = new MemoryRateLimiter();

  constructor(
    private readonly shared: RateLimiter,
    private readonly onFallback: (err: unknown) => void,
  ) {}

  private async either<T>(run: (l: RateLimiter) => Promise<T>): Promise<T> {
    try {
      return await run(this.shared);
    } catch (err) {
      this.onFallback(err);
      return run(this.local);
    }
  }

  hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    return this.either((l) => l.hit(key, limit, windowMs));
  }
  peek(key: string): Promise<number> {
    return this.either((l) => l.peek(key));
  }
  lastHitAt(key: string): Promise<number | null> {
    return this.either((l) => l.lastHitAt(key));
  }
  reset(key: string): Promise<void> {
    return this.either((l) => l.reset(key));
  }
}
