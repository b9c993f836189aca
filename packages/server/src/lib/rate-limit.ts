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
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    w.count += 1;
    return w.count <= limit;
  }

  async peek(key: string): Promise<number> {
    const w = this.windows.get(key);
    return w && w.resetAt > Date.now() ? w.count : 0;
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
    const [[, count]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [
      [unknown, number],
      [unknown, number],
    ];
    return count <= limit;
  }

  async peek(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
