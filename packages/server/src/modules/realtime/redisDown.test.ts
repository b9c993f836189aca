import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocNode } from '@twincanvas/model';
import type { TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import type { Peer } from './protocol.js';
import { listeningApp, openSocket, sleep, type TestSocket } from './sockets.testkit.js';

/**
 * Issue 15: REDIS_URL is set but nothing answers on it (a closed port on loopback). Sign-in and the
 * socket handshake still work on this node alone, and once a Redis starts on that port the node uses it
 * again by itself (a new socket's lease is held in Redis). The Redis started here is the machine's
 * redis-server binary on a free port, so the machine's own Redis (other tests) is never touched.
 */
const REDIS_BIN = '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

let port = 0;
let t: TestApp;
let url = '';
let who: Who;
let projectId = '';
let pageId = '';
let redis: ChildProcess | undefined;
const open: TestSocket[] = [];

beforeAll(async () => {
  port = await freePort();
  ({ app: t, url } = await listeningApp({ redisUrl: `redis://127.0.0.1:${port}` }));
  who = await member(t);
  const o = okPoster(t, who);
  const folder = (await o('/userFolder/add', { name: 'r' })).id;
  projectId = (await o('/project/v2/create', { folderId: folder, projectName: 'r' })).projectId;
  const doc = (await o('/project/detail/v2/query', { projectId })) as DocNode;
  pageId = ((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!._id as string;
});

afterAll(async () => {
  for (const s of open) s.close();
  await t?.close();
  redis?.kill('SIGTERM');
});

describe('REDIS_URL set, Redis not answering', () => {
  it('the socket handshake succeeds on the local node, and co-editing works there', async () => {
    const s1 = await openSocket(url, who);
    const s2 = await openSocket(url, who);
    open.push(s1, s2);
    expect(s1.socket.connected).toBe(true);
    await expect(s1.emit('subscribe', { channel: 'x' })).resolves.toEqual({ ok: true });
    await expect(s1.emit('join_project', { projectId, pageId })).resolves.toMatchObject({ ok: true });
    const seen = s1.next<Peer>('presence_join');
    const joined = await s2.emit<{ ok: boolean; peers: Peer[] }>('join_project', { projectId, pageId });
    expect(joined.ok).toBe(true);
    expect(joined.peers).toHaveLength(1);
    await seen;
  });

  it.skipIf(!existsSync(REDIS_BIN))('uses Redis again by itself once it answers on that port', async () => {
    redis = spawn(
      REDIS_BIN,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const probe = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: null });
    probe.on('error', () => undefined);
    try {
      await probe.ping();
      // New sockets until one's lease lands in Redis: the node reconnected without a restart.
      let leases = 0;
      for (let i = 0; i < 50 && leases === 0; i++) {
        const s = await openSocket(url, who);
        open.push(s);
        leases = (await probe.keys('tc:lease:*')).length;
        if (leases === 0) {
          s.close();
          await sleep(200);
        }
      }
      expect(leases).toBeGreaterThan(0);
    } finally {
      probe.disconnect();
    }
  });
});
