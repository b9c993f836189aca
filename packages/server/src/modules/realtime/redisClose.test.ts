import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.js';
import { redisReachable, TEST_REDIS_URL } from '../../test/redis.js';

/**
 * An app on Redis started and closed at once, or closed while Redis cannot be reached: the socket.io
 * adapter's subscriptions are still pending when the close disconnects its clients. They were rejected with nobody listening (two unhandled
 * "Connection is closed." in a CI run), which in production ends the process.
 */
const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisReachable();

describe.skipIf(!redisUp)('closing an app on Redis right after it started, or while Redis is down', () => {
  it('leaves no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      // A Redis that accepts connections and never answers: the subscriptions wait in the clients'
      // queues until the close ends the connections (as with a Redis too slow on a loaded machine).
      const held: Socket[] = [];
      const silent = createServer((s) => held.push(s.on('error', () => undefined)));
      await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
      const port = (silent.address() as AddressInfo).port;
      try {
        for (const redisUrl of [REDIS_URL, `redis://127.0.0.1:${port}`]) {
          const t = await createTestApp({ redisUrl });
          await t.close();
        }
      } finally {
        for (const s of held) s.destroy();
        await new Promise((r) => silent.close(r));
      }
      // Rejections are reported once the microtasks after them ran: a few turns of the event loop.
      for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    } finally {
      process.off('unhandledRejection', note);
    }
    expect(unhandled.map((r) => (r instanceof Error ? r.message : String(r)))).toEqual([]);
  }, 120_000);
});
