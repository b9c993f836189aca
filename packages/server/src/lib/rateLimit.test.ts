import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './rateLimit.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
const redisUp = await redis.connect().then(
  () => true,
  () => false,
);
if (!redisUp && process.env.REQUIRE_SERVICES === '1')
  throw new Error('REQUIRE_SERVICES=1 but Redis does not answer');
afterAll(() => redis.disconnect());

const stores: [string, () => RateLimiter, boolean][] = [
  ['memory', () => new MemoryRateLimiter(), true],
  ['redis', () => new RedisRateLimiter(redis, `tc:rl-test:${Date.now()}:`), redisUp],
];

describe.each(stores)('%s rate limiter', (_name, make, available) => {
  it.skipIf(!available)('counts hits up to the limit, peeks without counting, resets', async () => {
    const l = make();
    expect(await l.peek('k')).toBe(0);
    expect(await l.hit('k', 2, 60_000)).toBe(true);
    expect(await l.hit('k', 2, 60_000)).toBe(true);
    expect(await l.peek('k')).toBe(2);
    expect(await l.peek('k')).toBe(2);
    expect(await l.hit('k', 2, 60_000)).toBe(false);
    await l.reset('k');
    expect(await l.peek('k')).toBe(0);
  });
  it.skipIf(!available)('forgets a window once it has passed', async () => {
    const l = make();
    await l.hit('w', 1, 50);
    await new Promise((r) => setTimeout(r, 120));
    expect(await l.peek('w')).toBe(0);
    expect(await l.hit('w', 1, 50)).toBe(true);
  });
});
