import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Finding 11 (sign-in answered 500 while Redis was down): the app runs with REDIS_URL pointing at a
 * TCP relay in front of the machine's Redis; the relay is then shut, so Redis vanishes mid-life.
 */
const REDIS = {
  host: '127.0.0.1',
  port: Number(new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').port || 6379),
};

let relay: Server;
const open = new Set<Socket>();
let t: TestApp;

beforeAll(async () => {
  relay = createServer((client) => {
    const upstream = connect(REDIS.port, REDIS.host);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
  const { port } = relay.address() as { port: number };
  t = await createTestApp({ redisUrl: `redis://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  relay.close();
});

const login = (password = ADMIN.password) =>
  t.call({
    method: 'POST',
    url: '/api/userPro/login',
    payload: { account: ADMIN.account, password },
    headers: { 'accept-language': 'en' },
  });

describe('finding 11: sign-in while Redis is down', () => {
  it('signs in with Redis up, and still signs in (no 5xx) after Redis went away', async () => {
    expect((await login()).body.code).toBe('0');
    relay.close();
    for (const s of open) s.destroy();
    const during = await login();
    expect(during.status).toBe(200);
    expect(during.body.code).toBe('0');
    // The failure limits still count on this process meanwhile.
    const wrong = await login('wrong-password-1');
    expect(wrong.status).toBe(401);
  });
});
