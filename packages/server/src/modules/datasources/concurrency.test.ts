import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { UPSTREAM_PER_GROUP } from './run.js';

/**
 * Issue 15 finding 7 and SECURITY-CASE 15: one group cannot hold more than UPSTREAM_PER_GROUP upstream
 * requests open. A loopback HTTP source holds every answer until the test lets go; the request past the
 * cap gets a clear 429 while another group is still served.
 */
const held: ServerResponse[] = [];
const upstream = createServer((_req: IncomingMessage, res: ServerResponse) => {
  held.push(res);
});
let t: TestApp;
let a: Who;
let b: Who;
let url = '';
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
const ask = (who: Who) =>
  poster(t, who)('/previewData/getData', { data: b64({ type: 'api', param: { sourceId: ids.get(who) } }) });
const ids = new Map<Who, string>();

beforeAll(async () => {
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/slow`;
  t = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'] });
  a = await member(t);
  b = await member(t);
  for (const who of [a, b])
    ids.set(
      who,
      (await okPoster(t, who)('/remote/source/saveOrUpdate', { name: 'slow', type: 'api', config: { url } }))
        .id,
    );
});
afterAll(async () => {
  for (const r of held) r.end('{}');
  await t?.close();
  upstream.close();
});

it('SECURITY-CASES #15: past the per-group cap a request answers 429; another group is still served', async () => {
  const first = Array.from({ length: UPSTREAM_PER_GROUP }, () => ask(a));
  await expect
    .poll(() => held.length, { timeout: 60_000, message: 'the first requests reach the upstream' })
    .toBe(UPSTREAM_PER_GROUP);
  const over = await ask(a);
  expect(over.status).toBe(429);
  expect(over.body.msg).toMatch(/数据请求已达|data requests running/);
  const other = ask(b);
  await expect
    .poll(() => held.length, { timeout: 60_000, message: 'the other group reaches the upstream' })
    .toBe(UPSTREAM_PER_GROUP + 1);
  for (const r of held.splice(0)) r.end(JSON.stringify({ ok: 1 }), () => undefined);
  for (const res of await Promise.all([...first, other])) expect(res.status).toBe(200);
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  r.connect()
    .then(() => r.ping())
    .then(
      (p) => resolve(p === 'PONG'),
      () => resolve(false),
    )
    .finally(() => r.disconnect());
});
if (!redisUp && process.env.REQUIRE_SERVICES === '1') throw new Error(`Redis is required at ${REDIS_URL}`);

// SECURITY-CASES #15 across processes: with REDIS_URL the cap is the deployment's, not each process's.
describe.skipIf(!redisUp)('two app instances sharing Redis and the database', () => {
  let one: TestApp;
  let two: FastifyInstance;
  beforeAll(async () => {
    one = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'], redisUrl: REDIS_URL });
    two = await buildApp({
      config: { ...one.app.config },
      // Another process on the same database: it must not close it when it stops.
      database: { ...one.database, close: async () => undefined },
      serveWeb: false,
    });
    await two.ready();
  });
  afterAll(async () => {
    for (const r of held.splice(0)) r.end('{}');
    await two?.close();
    await one?.close();
  });

  it('SECURITY-CASES #15: requests held open through instance 1 fill the group’s places on instance 2', async () => {
    const c = await member(one);
    const id = (
      await okPoster(one, c)('/remote/source/saveOrUpdate', { name: 'slow', type: 'api', config: { url } })
    ).id;
    const body = { data: b64({ type: 'api', param: { sourceId: id } }) };
    const via = async (app: FastifyInstance) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/previewData/getData',
        headers: { authorization: `Bearer ${c.token}`, 'current-group': c.groupId },
        payload: body,
      });
      return { status: res.statusCode, msg: res.json<{ msg: string }>().msg };
    };
    const before = held.length;
    const first = Array.from({ length: UPSTREAM_PER_GROUP }, () => via(one.app));
    await expect
      .poll(() => held.length - before, { timeout: 60_000, message: 'instance 1 holds the whole cap' })
      .toBe(UPSTREAM_PER_GROUP);
    const over = await via(two);
    expect(over.status).toBe(429);
    expect(over.msg).toMatch(/数据请求已达|data requests running/);
    for (const r of held.splice(0)) r.end(JSON.stringify({ ok: 1 }), () => undefined);
    for (const res of await Promise.all(first)) expect(res.status).toBe(200);
    // The places came back: instance 2 is served again.
    const again = via(two);
    await expect.poll(() => held.length, { timeout: 60_000 }).toBe(1);
    held.splice(0)[0]!.end(JSON.stringify({ ok: 2 }));
    expect((await again).status).toBe(200);
  });
});
