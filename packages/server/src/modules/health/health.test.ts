import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { redisReachable, TEST_REDIS_URL } from '../../test/redis.js';

/** Issue 23 #6: /api/health reports the database and Redis; every answer carries its request id. */
const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisReachable();

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});
const app = async (over: Parameters<typeof createTestApp>[0] = {}) => {
  const a = await createTestApp(over);
  apps.push(a);
  return a;
};

describe('GET /api/health', () => {
  it('without REDIS_URL: ok, the database answered, Redis not configured', async () => {
    const t = await app();
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'ok',
      database: { kind: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', ok: true },
      redis: { configured: false, ok: null },
    });
    expect(res.body.data.database.ms).toBeGreaterThanOrEqual(0);
  });

  it.skipIf(!redisUp)('with a reachable Redis: ok and its round trip', async () => {
    const t = await app({ redisUrl: REDIS_URL });
    await expect
      .poll(async () => (await t.call({ method: 'GET', url: '/api/health' })).body.data.redis, {
        timeout: 30_000,
        message: 'Redis reported reachable once the client connected',
      })
      .toMatchObject({ configured: true, ok: true });
  });

  it('with Redis unreachable: 200 "degraded" (nodes still serve) naming the failure', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const t = await app({ redisUrl: 'redis://127.0.0.1:1' });
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('degraded');
    expect(res.body.data.redis).toMatchObject({ configured: true, ok: false, ms: null });
    expect(res.body.data.redis.error).toEqual(expect.any(String));
  });
});

describe('request ids', () => {
  it('answers the id a proxy passed in X-Request-Id, a fresh one otherwise, never a forged one', async () => {
    const t = apps[0] ?? (await app());
    const passed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.2' },
    });
    expect(passed.headers['x-request-id']).toBe('lb-7f3a.2');
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '"}{"level":60,"msg":"forged' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const errorAnswer = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(errorAnswer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
