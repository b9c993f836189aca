import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocNode } from '@twincanvas/model';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/client.js';
import { createTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import type { Peer, ProjectEvent, PushMessage } from './protocol.js';
import { SOCKET_LIMITS } from './guard.js';
import { newClientId, openSocket, sleep, type TestSocket } from './sockets.testkit.js';

/**
 * Two app instances sharing the machine's Redis (127.0.0.1:6379) and one database, as two processes
 * behind a load balancer would: a push, a presence and a save on one instance reach sockets on the other.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

const available = await redisAnswers();
if (!available && process.env.REQUIRE_SERVICES === '1') throw new Error(`Redis is required at ${REDIS_URL}`);
if (!available) console.warn(`[skip] realtime Redis tests: no Redis at ${REDIS_URL}`);

let t: TestApp;
let second: FastifyInstance;
const urls: string[] = [];
let a: Who;
let b: Who;
let projectId: string;
let pageId: string;
const open: TestSocket[] = [];

describe.skipIf(!available)('realtime across instances (Redis adapter)', () => {
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: REDIS_URL });
    // The second instance shares the database but, like another process, has its own document service
    // (keyed by the Db object): a save on one instance is broadcast only by that instance.
    const db = Object.create(t.database.db) as Db;
    second = await buildApp({
      config: testConfig({ redisUrl: REDIS_URL }),
      database: { ...t.database, db, close: async () => {} },
      serveWeb: false,
    });
    for (const app of [t.app, second]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    a = await member(t, { nickName: '跨实例' });
    b = await member(t);
    const ad = okPoster(t, a);
    const folder = (await ad('/userFolder/add', { name: 'r' })).id;
    projectId = (await ad('/project/v2/create', { folderId: folder, projectName: 'r' })).projectId;
    const doc = (await ad('/project/detail/v2/query', { projectId })) as DocNode;
    pageId = ((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!._id as string;
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await second?.close();
    await t?.close();
  });

  const sock = async (i: number, who: Who, clientId = newClientId()) => {
    const s = await openSocket(urls[i]!, { token: who.token, group: who.groupId, clientId });
    open.push(s);
    return s;
  };

  it('a push posted to instance 1 reaches a subscriber on instance 2, and not the other tenant', async () => {
    const s = await sock(1, a);
    const sb = await sock(1, b);
    await s.emit('subscribe', { channel: 'x' });
    await sb.emit('subscribe', { channel: 'x' });
    const got = s.next<PushMessage>('push');
    await okPoster(t, a)('/push/x', { v: 1 });
    expect((await got).data).toEqual({ v: 1 });
    await sleep(150);
    expect(sb.received).toEqual([]);
  });

  it('presence and saved ops cross instances; the saving tab gets no echo', async () => {
    const c0 = newClientId();
    const s0 = await sock(0, a, c0);
    const s1 = await sock(1, a);
    await s0.emit('join_project', { projectId, pageId });
    const joined = s0.next<Peer>('presence_join');
    const ans = await s1.emit<{ ok: boolean; peers: Peer[] }>('join_project', { projectId, pageId });
    expect(ans.peers.map((p) => p.clientId)).toEqual([c0]);
    await joined;
    const got = s1.next<ProjectEvent>('project_event');
    const res = await okPoster(t, a)('/project/detail/v2/save', {
      projectId,
      baseRevision: 0,
      clientId: c0,
      opts: [
        {
          command: 'add',
          path: `${pageId}.projectTwoComponentList`,
          records: { index: 0, value: { _id: 'E9', componentType: '2005' } },
        },
      ],
    });
    expect(await got).toMatchObject({ revision: res.revision, by: { name: '跨实例' } });
    await sleep(200);
    expect(s0.received.filter((r) => r.event === 'project_event')).toEqual([]);
    expect(s1.received.filter((r) => r.event === 'project_event')).toHaveLength(1);
  });

  // SECURITY-CASES #46: a socket flood spread over two processes is still one user's flood.
  it(`the per-user cap of ${SOCKET_LIMITS.perUser} sockets counts the sockets of both instances`, async () => {
    const c = await member(t);
    const half = SOCKET_LIMITS.perUser / 2;
    const onFirst: TestSocket[] = [];
    for (let i = 0; i < SOCKET_LIMITS.perUser; i++)
      if (i < half) onFirst.push(await sock(0, c));
      else await sock(1, c);
    for (const i of [0, 1])
      await expect(sock(i, c), `instance ${i + 1}`).rejects.toMatchObject({ data: { code: '429' } });
    // Closing one on instance 1 frees a place on instance 2.
    const last = onFirst.at(-1)!;
    const gone = new Promise((r) => last.socket.once('disconnect', r));
    last.close();
    await gone;
    await expect
      .poll(
        () =>
          sock(1, c).then(
            () => true,
            () => false,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
  });
});
