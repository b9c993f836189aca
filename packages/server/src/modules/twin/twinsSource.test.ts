import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { TWIN_TOKEN_MAX_AGE_MS } from './gateway.js';

/**
 * A `twins` data source run through the data proxy (/previewData/getData), against a twin gateway on
 * loopback that counts its calls: tokens are t1, t2, … in order and the API takes only the newest one
 * (or none while `refuseAll`), answering 202004 otherwise.
 */
let gw: Server;
let gatewayUrl = '';
const state = { tokens: 0, calls: 0, refuseAll: false, seen: [] as Record<string, unknown>[] };
let t: TestApp;
let owner: Who;
let reader: Who;
let outsider: Who;
let sourceId = '';
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

beforeAll(async () => {
  gw = createServer((req, res) => {
    void (async () => {
      let text = '';
      for await (const c of req) text += String(c);
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      res.setHeader('content-type', 'application/json');
      if (req.url === '/auth/token') {
        state.tokens++;
        return res.end(JSON.stringify({ code: 0, data: { token: `t${state.tokens}` } }));
      }
      state.calls++;
      state.seen.push({
        path: req.url,
        token: req.headers['dtgw-token'],
        workspace: req.headers['workspace-id'],
        body,
      });
      if (state.refuseAll || req.headers['dtgw-token'] !== `t${state.tokens}`)
        return res.end(JSON.stringify({ code: 202004, msg: 'token invalid' }));
      res.end(JSON.stringify({ code: 0, data: [{ twin: 'pump-1', level: body.level }] }));
    })();
  });
  await new Promise<void>((r) => gw.listen(0, '127.0.0.1', r));
  gatewayUrl = `http://127.0.0.1:${(gw.address() as AddressInfo).port}/`;
  t = await createTestApp({ twinGatewayUrl: gatewayUrl });
  owner = await member(t);
  reader = await member(t, { groupId: owner.groupId, codes: [PERMISSIONS.dataView.code] });
  outsider = await member(t);
  await okPoster(t, owner)('/digital-twin/tenant/save', { tenantId: 'ten-7', spaceId: 'space-7' });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  await new Promise<void>((r) => gw.close(() => r()));
});

const run = (who: Who = reader) =>
  poster(t, who)('/previewData/getData', { data: b64({ type: 'twins', param: { sourceId } }) });

describe('twins data sources', () => {
  it('saving one needs dataEdit; it is stored as kind twins with its path and body', async () => {
    const source = { name: 'Pumps', config: { path: '/api/twins/query', body: { level: 3 } } };
    expect((await poster(t, reader)('/remote/source/saveOrUpdateTwins', source)).status).toBe(403);
    const saved = await okPoster(t, owner)('/remote/source/saveOrUpdateTwins', source);
    expect(saved).toMatchObject({ type: 'twins', config: { path: '/api/twins/query', body: { level: 3 } } });
    sourceId = saved.id;
    const bad = await poster(t, owner)('/remote/source/saveOrUpdateTwins', {
      name: 'Bad',
      config: { path: 'http://elsewhere/x' },
    });
    expect(bad.status).toBe(400);
  });

  it('reaches the twin API through the server with dtgw-token and workspace-id, one token for many calls', async () => {
    const first = await run();
    expect(first.status).toBe(200);
    expect(first.body.data.data).toEqual([{ twin: 'pump-1', level: 3 }]);
    expect(state.seen).toEqual([
      { path: '/api/twins/query', token: 't1', workspace: 'space-7', body: { level: 3 } },
    ]);
    await run();
    expect(state).toMatchObject({ tokens: 1, calls: 2 });
  });

  it('fetches a new token once the stored one is older than 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + TWIN_TOKEN_MAX_AGE_MS + 1000);
    try {
      expect((await run()).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(state).toMatchObject({ tokens: 2, calls: 3 });
    expect(state.seen.at(-1)?.token).toBe('t2');
  });

  it('on 202004 refreshes the token and retries; after 2 retries it is a 502 request-failed error', async () => {
    state.tokens++; // the gateway rotated its token: t2 is refused now
    const retried = await run();
    expect(retried.status).toBe(200);
    expect(state.seen.slice(-2).map((s) => s.token)).toEqual(['t2', 't4']);
    expect(state).toMatchObject({ tokens: 4, calls: 5 });

    state.refuseAll = true;
    const failed = await run();
    expect(failed.status).toBe(502);
    expect(failed.body.msg).toContain('数字孪生平台请求失败');
    // One try and two retries, each with a newer token.
    expect(state.seen.slice(-3).map((s) => s.token)).toEqual(['t4', 't5', 't6']);
    expect(state).toMatchObject({ tokens: 6, calls: 8 });
    state.refuseAll = false;
  });

  it('a group that is no twin tenant is told so, and never reaches the gateway', async () => {
    const saved = await okPoster(t, outsider)('/remote/source/saveOrUpdateTwins', {
      name: 'Mine',
      config: { path: '/api/twins/query' },
    });
    const calls = state.calls;
    const res = await poster(t, outsider)('/previewData/getData', {
      data: b64({ type: 'twins', param: { sourceId: saved.id } }),
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('不是数字孪生租户');
    // Another group's source id is not found from here.
    const foreign = await poster(t, outsider)('/previewData/getData', {
      data: b64({ type: 'twins', param: { sourceId } }),
    });
    expect(foreign.status).toBe(404);
    expect(state.calls).toBe(calls);
  });
});
