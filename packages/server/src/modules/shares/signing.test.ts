import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster } from '../../test/workspace.js';
import { MemoryNonceStore, RedisNonceStore, ShareSigner } from './signing.js';
import { getShared, signParts, viewShare } from './testkit.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
const redisUp = await redisAnswers();
if (!redisUp && process.env.REQUIRE_SERVICES === '1')
  throw new Error('REQUIRE_SERVICES=1 but Redis does not answer');
if (!redisUp) console.warn(`[skip] Redis nonce store: Redis on ${REDIS_URL} does not answer`);

describe('share sessions and nonces', () => {
  it('a share token is ours, unexpired and unmodified, or nothing', () => {
    const signer = new ShareSigner('a-secret-that-is-long-enough-for-tests-0001');
    const { shareToken, signKey } = signer.issue({ s: 'sid1', v: 3, e: Math.floor(Date.now() / 1000) + 60 });
    expect(signer.verify(shareToken)).toMatchObject({ s: 'sid1', v: 3 });
    expect(signer.signKeyOf(shareToken)).toBe(signKey);
    expect(signer.verify(shareToken, Date.now() + 61_000)).toBeNull();
    const other = new ShareSigner('another-secret-that-is-long-enough-0002');
    expect(other.verify(shareToken)).toBeNull();
    const [payload, mac] = shareToken.split('.');
    const forged = Buffer.from(JSON.stringify({ s: 'sid2', v: 3, e: 9e9 })).toString('base64url');
    expect(signer.verify(`${forged}.${mac}`)).toBeNull();
    expect(signer.verify(`${payload}.${mac}.x`)).toBeNull();
    expect(signer.verify('')).toBeNull();
  });

  it('the memory store accepts a nonce once within its lifetime and forgets it afterwards', async () => {
    const store = new MemoryNonceStore();
    expect(await store.claim('n1', 50)).toBe(true);
    expect(await store.claim('n1', 50)).toBe(false);
    expect(await store.claim('n2', 50)).toBe(true);
    await new Promise((r) => setTimeout(r, 80));
    expect(await store.claim('n1', 50)).toBe(true);
    // The sweep keeps the map to the nonces of the recent windows only.
    await new Promise((r) => setTimeout(r, 80));
    await store.claim('n3', 50);
    expect(store.size).toBe(1);
  });

  it.skipIf(!redisUp)('the Redis store refuses a nonce another process already used', async () => {
    const a = new Redis(REDIS_URL);
    const b = new Redis(REDIS_URL);
    try {
      const prefix = `tc:test:nonce:${randomBytes(4).toString('hex')}:`;
      const one = new RedisNonceStore(a, prefix);
      const two = new RedisNonceStore(b, prefix);
      expect(await one.claim('n', 5000)).toBe(true);
      expect(await two.claim('n', 5000)).toBe(false);
      expect(await a.pttl(`${prefix}n`)).toBeGreaterThan(0);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });
});

describe.skipIf(!redisUp)('two server processes sharing Redis', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ redisUrl: REDIS_URL });
    // The second app shares the database and the secret: the same deployment, another process.
    const { buildApp } = await import('../../app.js');
    // It must not close the shared database when it stops: the first app does that.
    const database = { ...one.database, close: async () => undefined };
    const app = await buildApp({ config: { ...one.app.config }, database, serveWeb: false });
    await app.ready();
    two = {
      ...one,
      app,
      call: async (opts) => {
        const res = await app.inject(opts);
        return { status: res.statusCode, body: res.json() };
      },
      close: () => app.close(),
    };
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  // SECURITY-CASES #25: replay across processes
  it('a request replayed against the other process is refused', async () => {
    const owner = await member(one);
    const o = okPoster(one, owner);
    const folder = (await o('/userFolder/add', { name: 'r' })).id as string;
    const p = await o('/project/v2/create', { folderId: folder, projectName: 'redis' });
    const put = await one.call({
      method: 'PUT',
      url: '/api/project/share/v2',
      token: owner.token,
      group: owner.groupId,
      payload: { projectId: p.projectId },
    });
    const sid = put.body.data.shareId as string;
    const { session } = await viewShare(one, sid);
    const parts = signParts(session, 'GET', `/api/project/share/v2/${sid}`);
    expect((await getShared(one, sid, session, parts)).status).toBe(200);
    expect((await getShared(two, sid, session, parts)).status).toBe(401);
    expect((await getShared(two, sid, session)).status).toBe(200);
  });
});
