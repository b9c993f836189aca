import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList } from '../../connectors/ip.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, type Who } from '../../test/workspace.js';
import { UpstreamSocket } from './dataSocketUpstream.js';
import { openSocket, sleep, type TestSocket } from './sockets.testkit.js';
import { startWsServer, type WsTestServer } from './wsServer.testkit.js';

/**
 * Socket data sources relayed by the server: a real WebSocket server on loopback, real socket.io clients,
 * the address policy with and without loopback allow-listed, and the reconnect/heartbeat/silence (docs/reference.md#realtime)
 * rules (shortened timings in the unit part).
 */
const open: TestSocket[] = [];
const servers: WsTestServer[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) s.close();
  for (const s of servers.splice(0)) await s.close();
});

async function ws(opts?: Parameters<typeof startWsServer>[0]) {
  const s = await startWsServer(opts);
  servers.push(s);
  return s;
}

interface OpenAck {
  ok: boolean;
  streamId?: string;
  code?: string;
  timings?: Record<string, number>;
  msg?: { zh: string; en: string };
}

async function listening(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

describe('data socket relay with loopback allow-listed', () => {
  let t: TestApp;
  let url: string;
  let a: Who;
  let b: Who;
  beforeAll(async () => {
    t = await createTestApp({ dataAllowHosts: ['127.0.0.1'] });
    url = await listening(t);
    a = await member(t);
    b = await member(t);
  });
  afterAll(() => t.close());

  it('relays upstream messages of a component address to the tab that opened it', async () => {
    const upstream = await ws();
    const s = await openSocket(url, a);
    open.push(s);
    const ack = await s.emit<OpenAck>('data_socket_open', { url: upstream.url });
    expect(ack).toMatchObject({
      ok: true,
      timings: {
        reconnectAttempts: 3,
        reconnectIntervalMs: 3000,
        heartbeatMs: 45000,
        forcedDisconnectMs: 50000,
      },
    });
    // 'connecting' may arrive before the acknowledgement; wait for 'open'.
    for (let i = 0; i < 100 && !s.received.some((r) => (r.payload as { state?: number }).state === 1); i++)
      await sleep(20);
    expect(s.received.map((r) => [r.event, r.payload])).toEqual([
      ['data_socket_state', { streamId: ack.streamId, state: 0 }],
      ['data_socket_state', { streamId: ack.streamId, state: 1 }],
    ]);
    const got = s.next<{ streamId: string; data: string }>('data_socket');
    upstream.send(JSON.stringify({ temperature: 21.5 }));
    expect(await got).toEqual({ streamId: ack.streamId, data: '{"temperature":21.5}' });
  });

  it('opens a stored socket source of the caller group only', async () => {
    const upstream = await ws();
    const source = await okPoster(t, a)('/remote/source/saveOrUpdate', {
      name: 'live',
      type: 'socket',
      config: { url: upstream.url },
    });
    const mine = await openSocket(url, a);
    const stranger = await openSocket(url, b);
    open.push(mine, stranger);
    expect(await stranger.emit<OpenAck>('data_socket_open', { sourceId: source.id })).toMatchObject({
      ok: false,
      code: '404',
    });
    const ack = await mine.emit<OpenAck>('data_socket_open', { sourceId: source.id });
    expect(ack.ok).toBe(true);
    await sleep(100);
    expect(upstream.connections).toBe(1);
  });

  it('closes the upstream when the tab closes the stream or disconnects', async () => {
    const upstream = await ws();
    const s = await openSocket(url, a);
    const ack = await s.emit<OpenAck>('data_socket_open', { url: upstream.url });
    for (let i = 0; i < 50 && upstream.clients.size === 0; i++) await sleep(20);
    expect(upstream.clients.size).toBe(1);
    s.socket.emit('data_socket_close', { streamId: ack.streamId });
    for (let i = 0; i < 50 && upstream.clients.size > 0; i++) await sleep(20);
    expect(upstream.clients.size).toBe(0);
    await s.emit<OpenAck>('data_socket_open', { url: upstream.url });
    for (let i = 0; i < 50 && upstream.clients.size === 0; i++) await sleep(20);
    s.close();
    for (let i = 0; i < 50 && upstream.clients.size > 0; i++) await sleep(20);
    expect(upstream.clients.size).toBe(0);
  });

  it('refuses other schemes and tabs without a view permission', async () => {
    const s = await openSocket(url, a);
    open.push(s);
    expect(await s.emit<OpenAck>('data_socket_open', { url: 'http://127.0.0.1/x' })).toMatchObject({
      ok: false,
      code: '400',
    });
    const noView = await member(t, { groupId: a.groupId, codes: [] });
    const s2 = await openSocket(url, noView);
    open.push(s2);
    expect(await s2.emit<OpenAck>('data_socket_open', { url: 'ws://127.0.0.1:1/' })).toMatchObject({
      ok: false,
      code: '403',
    });
  });
});

describe('data socket relay without an allow-list', () => {
  it('refuses loopback, private and metadata addresses before connecting', async () => {
    const t = await createTestApp();
    try {
      const url = await listening(t);
      const a = await member(t);
      const upstream = await ws();
      const s = await openSocket(url, a);
      open.push(s);
      for (const target of [
        upstream.url,
        'ws://10.0.0.5/feed',
        'ws://[::ffff:127.0.0.1]:1/',
        'ws://169.254.169.254/',
        'wss://192.168.1.1/',
      ]) {
        const ack = await s.emit<OpenAck>('data_socket_open', { url: target });
        expect(ack, target).toMatchObject({ ok: false, code: '400' });
        expect(ack.msg?.en).toMatch(/not allowed/);
      }
      await sleep(100);
      expect(upstream.connections).toBe(0);

      // The system settings' data-source allow-list opens loopback for socket sources too.
      const sys = await t.login();
      const saved = await t.call({
        method: 'POST',
        url: '/api/sysBaseConfig/addOrUpdateConfig',
        token: sys.token,
        payload: { dataSourceAllowHosts: ['127.0.0.1'] },
      });
      expect(saved.body.code).toBe('0');
      expect(await s.emit<OpenAck>('data_socket_open', { url: upstream.url })).toMatchObject({ ok: true });
      for (let i = 0; i < 100 && upstream.connections === 0; i++) await sleep(20);
      expect(upstream.connections).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('UpstreamSocket timings', () => {
  const allow = { allow: parseAllowList(['127.0.0.1']) };
  const fast = { reconnectAttempts: 3, reconnectIntervalMs: 50, heartbeatMs: 60, forcedDisconnectMs: 400 };

  it('sends a heartbeat ping, and gives up after 3 failed reconnects', async () => {
    const upstream = await ws();
    const states: number[] = [];
    let gaveUp = '';
    const u = new UpstreamSocket(upstream.url, allow, fast, {
      onMessage: () => undefined,
      onState: (s) => states.push(s),
      onGiveUp: (r) => (gaveUp = r),
    });
    await u.start();
    for (let i = 0; i < 50 && !upstream.received.includes('ping'); i++) await sleep(20);
    expect(upstream.received).toContain('ping');
    // The upstream goes away: three reconnects 50 ms apart fail, then the socket gives up (a connection
    // that opens again would restart the count, as in the browser).
    const began = Date.now();
    await upstream.close();
    for (let i = 0; i < 100 && !gaveUp; i++) await sleep(20);
    u.stop();
    expect(gaveUp).toMatch(/exhausted/);
    expect(Date.now() - began).toBeGreaterThanOrEqual(150);
    expect(states.filter((s) => s === 0)).toHaveLength(4);
    expect(states.at(-1)).toBe(3);
  });

  it('forces a disconnect after the silence limit and reconnects', async () => {
    const upstream = await ws();
    const u = new UpstreamSocket(
      upstream.url,
      allow,
      { ...fast, heartbeatMs: 10_000, forcedDisconnectMs: 150 },
      { onMessage: () => undefined, onState: () => undefined, onGiveUp: () => undefined },
    );
    await u.start();
    for (let i = 0; i < 50 && upstream.connections < 2; i++) await sleep(20);
    u.stop();
    expect(upstream.connections).toBeGreaterThanOrEqual(2);
  });
});
