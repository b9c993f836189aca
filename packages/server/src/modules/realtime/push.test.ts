import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import type { PushMessage } from './protocol.js';
import { openSocket, sleep, type TestSocket } from './sockets.testkit.js';

/** The push API: per-group channels delivered over socket.io, both ways in, and tenancy. */
let t: TestApp;
let url: string;
let a: Who;
let aViewer: Who;
let b: Who;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  a = await member(t);
  aViewer = await member(t, { groupId: a.groupId, codes: ['1010105'] });
  b = await member(t);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const subscribed = async (who: Who, channel: string) => {
  const s = await openSocket(url, who);
  open.push(s);
  expect(await s.emit('subscribe', { channel })).toEqual({ ok: true });
  return s;
};

describe('push API', () => {
  it('delivers a bearer-token push to every subscriber of the channel in the group within 100 ms', async () => {
    const s1 = await subscribed(aViewer, 'line-1.temps');
    const s2 = await subscribed(a, 'line-1.temps');
    const other = await subscribed(a, 'line-2.temps');
    const got = Promise.all([s1.next<PushMessage>('push'), s2.next<PushMessage>('push')]);
    const sent = Date.now();
    const res = await poster(t, a)('/push/line-1.temps', { temperature: 21.5, at: 'now' });
    expect(res.body.code).toBe('0');
    const messages = await got;
    const latency = Date.now() - sent;
    for (const m of messages)
      expect(m).toMatchObject({ channel: 'line-1.temps', data: { temperature: 21.5 } });
    expect(latency).toBeLessThan(100);
    await sleep(100);
    expect(other.received).toEqual([]);
  });

  // SECURITY-CASES #45: another tenant's channel
  it("tenant A's push never reaches tenant B's subscribers of the same channel name", async () => {
    const sb = await subscribed(b, 'shared-name');
    const sa = await subscribed(a, 'shared-name');
    const got = sa.next<PushMessage>('push');
    await okPoster(t, a)('/push/shared-name', { secret: 'A only' });
    expect((await got).data).toEqual({ secret: 'A only' });
    const token = (await okPoster(t, a)('/push/token')).pushToken as string;
    const open2 = await t.call({
      method: 'POST',
      url: '/api/open/push/shared-name',
      headers: { 'x-push-token': token },
      payload: { secret: 'A again' },
    });
    expect(open2.body.code).toBe('0');
    await sleep(150);
    expect(sb.received).toEqual([]);
  });

  it('accepts the group push token and refuses a forged, altered or missing one', async () => {
    const s = await subscribed(a, 'plc');
    const token = (await okPoster(t, a)('/push/token')).pushToken as string;
    expect(token.startsWith(`tcp.${a.groupId}.`)).toBe(true);
    const got = s.next<PushMessage>('push');
    const res = await t.call({
      method: 'POST',
      url: '/api/open/push/plc',
      headers: { 'x-push-token': token },
      payload: [1, 2, 3],
    });
    expect(res.body.code).toBe('0');
    expect((await got).data).toEqual([1, 2, 3]);
    const bToken = (await okPoster(t, b)('/push/token')).pushToken as string;
    const forged = [
      undefined,
      'nonsense',
      `tcp.${a.groupId}.${bToken.split('.')[2]}`,
      `${token.slice(0, -2)}xx`,
      token.replace(a.groupId, b.groupId),
    ];
    for (const bad of forged) {
      const r = await t.call({
        method: 'POST',
        url: '/api/open/push/plc',
        headers: bad ? { 'x-push-token': bad } : {},
        payload: { x: 1 },
      });
      expect(r.status, String(bad)).toBe(401);
    }
  });

  it('needs dataEdit to push or read the token, a member to subscribe, and a valid channel name', async () => {
    expect((await poster(t, aViewer)('/push/plc', { x: 1 })).status).toBe(403);
    expect((await poster(t, aViewer)('/push/token')).status).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/push/plc', payload: {} })).status).toBe(401);
    expect((await poster(t, a)('/push/bad%20name', { x: 1 })).status).toBe(400);
    const s = await openSocket(url, a);
    open.push(s);
    expect(await s.emit('subscribe', { channel: 'bad name' })).toMatchObject({ ok: false, code: '400' });
    const none = await member(t, { groupId: a.groupId, codes: [] });
    const sn = await openSocket(url, none);
    open.push(sn);
    expect(await sn.emit('subscribe', { channel: 'plc' })).toMatchObject({ ok: false, code: '403' });
  });

  it('every realtime route is covered by these tenancy tests', () => {
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, unknown> } }).swagger();
    const routes = Object.keys(spec.paths).filter((p) => /^\/api\/(open\/)?push\//.test(p));
    // /push/token: each group's token names only that group (checked above with B's signature on A).
    const covered = ['/api/push/token', '/api/push/{channel}', '/api/open/push/{channel}'];
    expect(routes.sort()).toEqual(covered.sort());
  });

  it('stops delivering after unsubscribe', async () => {
    const s = await subscribed(a, 'gone');
    await s.emit('unsubscribe', { channel: 'gone' });
    await okPoster(t, a)('/push/gone', { x: 1 });
    await sleep(150);
    expect(s.received).toEqual([]);
  });
});
