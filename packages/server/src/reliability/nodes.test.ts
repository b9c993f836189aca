import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocNode } from '@twincanvas/model';
import { openSocket, type TestSocket } from '../modules/realtime/sockets.testkit.js';
import type { ProjectEvent, PushMessage } from '../modules/realtime/protocol.js';
import { PASSWORD_TRIES_PER_ADDRESS } from '../modules/shares/service.js';
import {
  getShared,
  openSession,
  postShared,
  signParts,
  signedHeaders,
  type ShareSession,
} from '../modules/shares/testkit.js';
import {
  REDIS_URL,
  freshPgDatabase,
  pgReachable,
  signInApi,
  startServerProcess,
  type Api,
  type ServerProcess,
} from './processes.testkit.js';

/**
 * Issue 23 #4: two server processes on different ports sharing the machine's PostgreSQL (DATABASE_URL)
 * and Redis (REDIS_URL), as behind a load balancer. What one node does must hold on the other: live
 * edits, share password limits, share nonces, pushed data, and the share-data fan-out.
 */
async function redisAnswers(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1500 });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
const services = (await pgReachable()) && (await redisAnswers());
if (!services && process.env.REQUIRE_SERVICES === '1')
  throw new Error('REQUIRE_SERVICES=1 but PostgreSQL or Redis does not answer');

/** The shares testkit's caller over real HTTP to one node (remoteAddress is the loopback's own). */
const caller = (node: ServerProcess) => ({
  async call(opts: {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  }) {
    const body =
      opts.payload === undefined
        ? undefined
        : typeof opts.payload === 'string'
          ? opts.payload
          : JSON.stringify(opts.payload);
    const res = await fetch(`${node.url}${opts.url}`, {
      method: opts.method,
      headers: {
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...opts.headers,
      },
      body,
    });
    return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers differ per route, as in the harness
  },
});

let db: Awaited<ReturnType<typeof freshPgDatabase>>;
let nodes: ServerProcess[] = [];
let source: Server;
let hits = 0;
/** While true the source keeps its answers in `held` until the test lets them go. */
let holding = false;
const held: (() => void)[] = [];
let api: Api;
let projectId = '';
let pageId = '';
let sid = '';
const sockets: TestSocket[] = [];
let monitor: Redis | undefined;

// Both databases are the machine's services here: the server:postgres run would only repeat it.
describe.skipIf(!services || process.env.TEST_DB === 'postgres')(
  'two nodes on PostgreSQL + Redis (issue 23 #4)',
  () => {
    beforeAll(async () => {
      // A data source that answers only when the test releases it: the fan-out is watched while it waits.
      source = createServer((_req, res) => {
        hits++;
        const answer = () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ rows: [{ hits }] }));
        };
        if (holding) held.push(answer);
        else answer();
      });
      await new Promise<void>((r) => source.listen(0, '127.0.0.1', r));
      db = await freshPgDatabase('tc_nodes');
      const env = {
        DATABASE_URL: db.url,
        REDIS_URL,
        DATA_ALLOW_HOSTS: '127.0.0.1/32',
        LOG_LEVEL: 'info',
      };
      const started = await Promise.allSettled([startServerProcess({ env }), startServerProcess({ env })]);
      nodes = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      for (const r of started) if (r.status === 'rejected') throw r.reason;
      api = await signInApi(() => nodes[0]!.url);
      const folder = await api.data<{ id: string }>('/userFolder/add', { name: 'nodes' });
      projectId = (
        await api.data<{ projectId: string }>('/project/v2/create', {
          folderId: folder.id,
          projectName: 'nodes',
        })
      ).projectId;
      const doc = await api.data<DocNode>('/project/detail/v2/query', { projectId });
      pageId = String(((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!._id);
      // Generous: two server starts take seconds on a quiet machine, minutes with every core taken.
    }, 600_000);
    afterAll(async () => {
      for (const s of sockets) s.close();
      monitor?.disconnect();
      await Promise.all(nodes.map((n) => n.stop()));
      await db?.drop();
      await new Promise<void>((r) => (source ? source.close(() => r()) : r()));
    });

    const socketOn = async (node: ServerProcess) => {
      const s = await openSocket(node.url, { token: api.token, groupId: api.groupId, userId: '' });
      sockets.push(s);
      return s;
    };

    it('an edit saved through node A reaches an editor connected to node B', async () => {
      const editor = await socketOn(nodes[1]!);
      const joined = await editor.emit<{ ok: boolean; revision: number }>('join_project', { projectId });
      expect(joined.ok).toBe(true);
      const got = editor.next<ProjectEvent>('project_event', 30_000);
      const sent = Date.now();
      const saved = await api.data<{ subCode: number; revision: number }>('/project/detail/v2/save', {
        projectId,
        baseRevision: joined.revision,
        opts: [
          {
            command: 'add',
            path: `${pageId}.projectTwoComponentList`,
            records: { index: 0, value: { _id: 'Enodes01', componentType: '2005', componentName: 'n' } },
          },
        ],
      });
      expect(saved.subCode).toBe(0);
      const event = await got;
      expect(event).toMatchObject({ projectId, revision: saved.revision });
      // Reported, not asserted (the suite must not depend on machine speed); `npm run bench -- crash` etc.
      console.info(`cross-node project_event after ${Date.now() - sent} ms (save round trip included)`);
    });

    it('pushed live data reaches viewers on both nodes', async () => {
      const viewers = [await socketOn(nodes[0]!), await socketOn(nodes[1]!)];
      for (const v of viewers)
        expect(await v.emit<{ ok: boolean }>('subscribe', { channel: 'plant.line1' })).toMatchObject({
          ok: true,
        });
      const got = viewers.map((v) => v.next<PushMessage>('push', 30_000));
      const res = await caller(nodes[1]!).call({
        method: 'POST',
        url: '/api/push/plant.line1',
        payload: { temperature: 71.5 },
        headers: { authorization: `Bearer ${api.token}`, 'current-group': api.groupId },
      });
      expect(res.status).toBe(200);
      for (const message of await Promise.all(got)) expect(message.data).toEqual({ temperature: 71.5 });
    });

    it('share password tries are counted across both nodes, and a nonce used on one is refused on the other', async () => {
      const published = await caller(nodes[0]!).call({
        method: 'PUT',
        url: '/api/project/share/v2',
        payload: { projectId, sharePass: 'right-pass' },
        headers: { authorization: `Bearer ${api.token}`, 'current-group': api.groupId },
      });
      expect(published.status).toBe(200);
      sid = published.body.data.shareId as string;

      const good = await openSession(caller(nodes[0]!), sid, 'right-pass');
      expect(good.status).toBe(200);
      const session = good.body.data as ShareSession;
      const path = `/api/project/share/v2/${sid}`;
      const parts = signParts(session, 'GET', path);
      expect((await getShared(caller(nodes[0]!), sid, session, parts)).status).toBe(200);
      const replay = await caller(nodes[1]!).call({
        method: 'GET',
        url: path,
        headers: signedHeaders(session, parts),
      });
      expect(replay.status).toBe(401);
      expect(replay.body.msg).toMatch(/already|replay|used/i);

      // Wrong passwords, alternately on each node: the shared count reaches the limit on both.
      for (let i = 0; i < PASSWORD_TRIES_PER_ADDRESS; i++) {
        const wrong = await openSession(caller(nodes[i % 2]!), sid, `wrong-${i}`);
        expect(wrong.status, `try ${i}`).toBe(401);
      }
      for (const node of nodes) expect((await openSession(caller(node), sid, 'right-pass')).status).toBe(429);
    });

    it('the share-data fan-out calls a source once per window across both nodes', async () => {
      const src = await api.data<{ id: string }>('/remote/source/saveOrUpdate', {
        name: 'held source',
        type: 'api',
        config: { url: `http://127.0.0.1:${(source.address() as AddressInfo).port}/rows` },
      });
      const project = await api.data<{ projectId: string }>('/project/v2/create', { projectName: 'fan-out' });
      const doc = await api.data<DocNode & { revision: number }>('/project/detail/v2/query', {
        projectId: project.projectId,
      });
      const page = String(((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!._id);
      await api.data('/project/detail/v2/save', {
        projectId: project.projectId,
        baseRevision: doc.revision,
        opts: [
          {
            command: 'add',
            path: `${page}.projectTwoComponentList`,
            records: {
              index: 0,
              value: {
                _id: 'Efan0001',
                componentType: '2021',
                componentRect: {
                  componentLeft: 0,
                  componentTop: 0,
                  componentWidth: 300,
                  componentHeight: 200,
                },
                requestSource: {
                  type: 'api',
                  sourceId: src.id,
                  requestType: 'GET',
                  enable: true,
                  interval: 10,
                },
              },
            },
          },
        ],
      });
      const published = await caller(nodes[0]!).call({
        method: 'PUT',
        url: '/api/project/share/v2',
        payload: { projectId: project.projectId },
        headers: { authorization: `Bearer ${api.token}`, 'current-group': api.groupId },
      });
      const shareId = published.body.data.shareId as string;
      const sessions = await Promise.all(
        nodes.map(async (n) => (await openSession(caller(n), shareId)).body.data as ShareSession),
      );

      hits = 0;
      holding = true;
      // Node A's viewer asks first and the source holds its answer; node B's viewer asks meanwhile.
      const ask = (i: number, requestId: string) =>
        postShared(
          {
            call: (o) =>
              caller(nodes[i]!).call({ ...o, headers: { ...o.headers, 'x-request-id': requestId } }),
          },
          shareId,
          sessions[i]!,
          'data',
          { componentId: 'Efan0001' },
        );
      // Redis's own command stream shows when each node has tried the fetch lock of this request.
      monitor = await new Redis(REDIS_URL).monitor();
      const lockTries = new Map<string, number>();
      monitor.on('monitor', (_time: string, args: string[]) => {
        if (String(args[0]).toLowerCase() === 'set' && String(args[1]).startsWith('tc:fanout:l:'))
          lockTries.set(args[1]!, (lockTries.get(args[1]!) ?? 0) + 1);
      });
      const first = ask(0, 'fan-a-1');
      await expect.poll(() => hits, { timeout: 30_000, message: 'node A called the source' }).toBe(1);
      const second = ask(1, 'fan-b-1');
      // Released only once node B found the lock node A holds: B then waits for A's result instead of
      // calling the source (a node without the shared fan-out never takes the lock: this poll fails).
      await expect
        .poll(() => Math.max(0, ...lockTries.values()), {
          timeout: 30_000,
          message: 'node B tried the fetch lock node A holds',
        })
        .toBe(2);
      monitor.disconnect();
      monitor = undefined;
      expect(hits).toBe(1);
      holding = false;
      for (const answer of held.splice(0)) answer();
      const answers = await Promise.all([first, second]);
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(a.body.data.data).toEqual({ rows: [{ hits: 1 }] });
      }
      expect(hits).toBe(1);
      // Structured logs: one JSON object per line, each request's lines carry its id.
      const line = JSON.parse(nodes[1]!.lines.find((l) => l.includes('"reqId":"fan-b-1"'))!) as Record<
        string,
        unknown
      >;
      expect(line).toMatchObject({ reqId: 'fan-b-1', level: expect.any(Number), time: expect.any(Number) });
    });
  },
);
