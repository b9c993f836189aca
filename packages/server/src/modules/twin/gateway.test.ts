import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { TWIN_TOKEN_MAX_AGE_MS, TwinGateway, TwinRequestFailed } from './gateway.js';

/**
 * The twin gateway client against a twin gateway on loopback: tokens are t1, t2, … in order; the API
 * accepts only the newest token (or refuses every token when `refuseAll`), answering 202004 otherwise.
 */
let server: Server;
let base = '';
const state = { issued: 0, refuseAll: false, seen: [] as Record<string, string | undefined>[] };

const body = async (req: IncomingMessage) => {
  let s = '';
  for await (const c of req) s += String(c);
  return s ? (JSON.parse(s) as Record<string, unknown>) : {};
};

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const b = await body(req);
      res.setHeader('content-type', 'application/json');
      if (req.url === '/auth/token') {
        state.issued++;
        return res.end(JSON.stringify({ code: 0, data: { token: `t${state.issued}`, tenant: b.tenantId } }));
      }
      state.seen.push({
        token: req.headers['dtgw-token'] as string | undefined,
        workspace: req.headers['workspace-id'] as string | undefined,
        nsp: req.headers['current-nsp'] as string | undefined,
        sid: req.headers['current-sid'] as string | undefined,
      });
      if (state.refuseAll || req.headers['dtgw-token'] !== `t${state.issued}`)
        return res.end(JSON.stringify({ code: 202004, msg: 'token invalid' }));
      res.end(JSON.stringify({ code: 0, data: { rows: [{ name: 'pump-1', echo: b.q }] } }));
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => Object.assign(state, { issued: 0, refuseAll: false, seen: [] }));

describe('twin gateway client', () => {
  it('fetches a token when none is held and sends dtgw-token, workspace-id and the platform headers', async () => {
    const g = new TwinGateway({ baseUrl: base, tenantId: 'ten-1', workspaceId: 'ws-9' });
    const a = await g.call('/api/twins/query', { q: 1 });
    expect(a).toEqual({ code: 0, data: { rows: [{ name: 'pump-1', echo: 1 }] } });
    expect(state.seen).toEqual([{ token: 't1', workspace: 'ws-9', nsp: 'digital-twin', sid: 'ws-9' }]);
    await g.call('/api/twins/query', { q: 2 });
    expect(state.issued).toBe(1);
  });

  it('refreshes a token older than 5 minutes before the call', async () => {
    let now = 1_000_000;
    const g = new TwinGateway({ baseUrl: base, tenantId: 'ten-1', workspaceId: 'ws', now: () => now });
    await g.call('/api/x', {});
    now += TWIN_TOKEN_MAX_AGE_MS;
    await g.call('/api/x', {});
    expect(state.issued).toBe(1);
    now += 1;
    await g.call('/api/x', {});
    expect(state.issued).toBe(2);
    expect(state.seen.map((s) => s.token)).toEqual(['t1', 't1', 't2']);
  });

  it('on 202004 gets a new token and retries; the call succeeds with it', async () => {
    const g = new TwinGateway({ baseUrl: base, tenantId: 'ten-1', workspaceId: 'ws' });
    await g.call('/api/x', {});
    state.issued++; // the gateway rotated its token: t1 is refused now
    const a = await g.call('/api/x', {});
    expect(a.code).toBe(0);
    expect(state.seen.map((s) => s.token)).toEqual(['t1', 't1', 't3']);
  });

  it('after 2 retries answered 202004 it fails with a request-failed error', async () => {
    state.refuseAll = true;
    const g = new TwinGateway({ baseUrl: base, tenantId: 'ten-1', workspaceId: 'ws' });
    const e = await g.call('/api/x', {}).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(TwinRequestFailed);
    expect((e as TwinRequestFailed).text.zh).toContain('请求失败');
    // One first try and two retries, each with a newer token.
    expect(state.seen.map((s) => s.token)).toEqual(['t1', 't2', 't3']);
  });
});

describe('twin platform mode API (generateToken, proxy)', () => {
  let t: TestApp;
  let tenant: Who;
  let other: Who;
  beforeAll(async () => {
    t = await createTestApp({ twinGatewayUrl: base });
    tenant = await member(t);
    other = await member(t);
    await okPoster(t, tenant)('/digital-twin/tenant/save', { tenantId: 'ten-A', spaceId: 'space-A' });
  });
  afterAll(() => t.close());

  it('generateToken answers code 0 with a token for the group’s own tenant only', async () => {
    const r = await okPoster(t, tenant)('/digital-twin/user/application/generateToken', {
      tenantId: 'ten-A',
      type: 1,
    });
    expect(r).toMatchObject({ token: 't1', type: 1, tenantId: 'ten-A', spaceId: 'space-A' });
    const wrong = await poster(t, tenant)('/digital-twin/user/application/generateToken', {
      tenantId: 'ten-B',
      type: 2,
    });
    expect(wrong.status).toBe(403);
    const notTenant = await poster(t, other)('/digital-twin/user/application/generateToken', {
      tenantId: 'ten-A',
    });
    expect(notTenant.status).toBe(403);
    expect(await okPoster(t, other)('/digital-twin/tenant/query')).toBeNull();
  });

  it('the proxy reaches the twin API with the tenant’s space; 202004 past the retries is a 502 saying so', async () => {
    const r = await okPoster(t, tenant)('/digital-twin/proxy', { path: '/api/twins/query', body: { q: 7 } });
    expect(r).toEqual({ code: 0, data: { rows: [{ name: 'pump-1', echo: 7 }] } });
    expect(state.seen.at(-1)).toMatchObject({ workspace: 'space-A', nsp: 'digital-twin', sid: 'space-A' });
    state.refuseAll = true;
    const failed = await poster(t, tenant)('/digital-twin/proxy', { path: '/api/twins/query', body: {} });
    expect(failed.status).toBe(502);
    expect(failed.body.msg).toContain('数字孪生平台请求失败');
    const bad = await poster(t, tenant)('/digital-twin/proxy', { path: 'http://evil/', body: {} });
    expect(bad.status).toBe(400);
  });
});
