import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dropToken, runApi } from './api.js';
import { verifyDayu } from './dayu.js';
import { safeRequest, type HttpPolicy, type Resolver } from './http.js';
import { parseAllowList } from './ip.js';
import type { ApiConfig } from './types.js';

/**
 * The HTTP connector against a real HTTP server on loopback. Loopback is allow-listed here by range
 * (127.0.0.1/32), as an administrator would with DATA_ALLOW_HOSTS; names ending in .test resolve to it
 * through an injected resolver that counts its calls.
 */
let server: Server;
let port = 0;
let hits: { path: string; headers: IncomingMessage['headers']; body: string; method: string }[] = [];
let validToken = 'T1';
let tokenCalls = 0;

const handlers: Record<string, (req: IncomingMessage, res: ServerResponse, body: string) => void> = {
  '/rows': (_q, res) =>
    json(
      res,
      Array.from({ length: 3 }, (_, i) => ({ id: i, name: `r${i}` })),
    ),
  '/echo': (q, res, body) =>
    json(res, {
      method: q.method,
      body,
      type: q.headers['content-type'] ?? null,
      auth: q.headers.authorization ?? null,
    }),
  '/big': (_q, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    res.end(Buffer.alloc(2 * 1024 * 1024, 97));
  },
  '/slow': (_q, res) => void setTimeout(() => json(res, { late: true }), 2000),
  '/to-loopback-literal': (_q, res) => redirect(res, `http://127.0.0.2:${port}/rows`),
  '/to-metadata': (_q, res) => redirect(res, 'http://169.254.169.254/latest/meta-data/'),
  '/to-other-origin': (_q, res) => redirect(res, `http://other.test:${port}/echo`),
  '/loop': (_q, res) => redirect(res, '/loop'),
  '/token': (_q, res) => {
    tokenCalls++;
    json(res, { code: 0, data: { token: validToken } });
  },
  '/secured': (q, res) =>
    q.headers.authorization === `Bearer ${validToken}` ? json(res, { ok: true }) : deny(res),
  '/dayu': (q, res, body) => {
    const url = new URL(q.url!, `http://${q.headers.host}`);
    const headers = Object.fromEntries(Object.entries(q.headers).map(([k, v]) => [k, String(v)]));
    const good = verifyDayu({ method: q.method!, url, headers, body }, (k) =>
      k === 'AK1' ? 'SK1' : undefined,
    );
    return good ? json(res, { signed: true }) : deny(res);
  },
};

function json(res: ServerResponse, v: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(v));
}
function redirect(res: ServerResponse, to: string) {
  res.writeHead(302, { location: to });
  res.end();
}
function deny(res: ServerResponse) {
  res.writeHead(401, { 'content-type': 'application/json' });
  res.end('{"code":401}');
}

const resolve: Resolver = async (host) => {
  if (host.endsWith('.test')) return [{ address: '127.0.0.1', family: 4 }];
  throw new Error(`unexpected lookup ${host}`);
};
const allowLoopback: HttpPolicy = { allow: parseAllowList(['127.0.0.1/32']), resolve };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = new URL(req.url!, 'http://x').pathname;
      hits.push({ path, headers: req.headers, body, method: req.method! });
      (handlers[path] ?? ((_q, r) => (r.writeHead(404), r.end())))(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  hits = [];
});

const url = (path: string, host = '127.0.0.1') => `http://${host}:${port}${path}`;

describe('HTTP connector on loopback', () => {
  it('fetches JSON from an allow-listed address', async () => {
    const res = await safeRequest({ url: url('/rows'), method: 'GET' }, allowLoopback);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toHaveLength(3);
  });

  it('refuses loopback when nothing allows it, before connecting', async () => {
    await expect(
      safeRequest({ url: url('/rows'), method: 'GET' }, { allow: parseAllowList([]), resolve }),
    ).rejects.toMatchObject({ kind: 'refused' });
    expect(hits).toHaveLength(0);
  });

  // SECURITY-CASES #3: a redirect to loopback or metadata is judged at every hop
  it('re-checks every redirect hop', async () => {
    for (const path of ['/to-loopback-literal', '/to-metadata']) {
      await expect(safeRequest({ url: url(path), method: 'GET' }, allowLoopback)).rejects.toMatchObject({
        kind: 'refused',
      });
    }
    expect(hits.map((h) => h.path)).toEqual(['/to-loopback-literal', '/to-metadata']);
    await expect(safeRequest({ url: url('/loop'), method: 'GET' }, allowLoopback)).rejects.toThrow(
      /Too many redirects/,
    );
  });

  it('does not carry credentials to another origin on a redirect', async () => {
    const res = await safeRequest(
      {
        url: url('/to-other-origin', 'api.test'),
        method: 'GET',
        headers: { Authorization: 'Bearer secret' },
      },
      allowLoopback,
    );
    expect(JSON.parse(res.body.toString()).auth).toBeNull();
  });

  // SECURITY-CASES #4: DNS rebinding
  it('pins the checked address: a DNS answer that changes later cannot move the connection', async () => {
    let calls = 0;
    const rebinding: Resolver = async () => {
      calls++;
      // First answer: the allow-listed loopback; any later one: an address that would never answer.
      return [{ address: calls === 1 ? '127.0.0.1' : '10.255.255.1', family: 4 }];
    };
    const allow = parseAllowList(['127.0.0.1/32', '10.0.0.0/8']);
    const res = await safeRequest(
      { url: url('/rows', 'rebind.test'), method: 'GET' },
      { allow, resolve: rebinding, timeoutMs: 3000 },
    );
    expect(res.status).toBe(200);
    expect(calls).toBe(1);
  });

  // SECURITY-CASES #6: byte cap and timeout (a slow drip)
  it('caps the answer size and the time', async () => {
    await expect(
      safeRequest({ url: url('/big'), method: 'GET' }, { ...allowLoopback, maxBytes: 1024 * 1024 }),
    ).rejects.toThrow(/larger than/);
    await expect(
      safeRequest({ url: url('/slow'), method: 'GET' }, { ...allowLoopback, timeoutMs: 300 }),
    ).rejects.toThrow(/timed out/);
  });

  it('sends form and JSON bodies with variables, and drops connection headers', async () => {
    const cfg = apiCfg({
      url: url('/echo'),
      requestType: 'POST',
      bodyType: 1,
      body: '{"q":"${city}","n":2}',
    });
    const form = await runApi(
      'api',
      cfg,
      {},
      { type: 'api', headers: { Host: 'evil', 'X-Ok': '1' } },
      { city: '北京 & co' },
      { policy: allowLoopback },
    );
    expect(form.data).toMatchObject({
      method: 'POST',
      body: 'q=%E5%8C%97%E4%BA%AC+%26+co&n=2',
      type: 'application/x-www-form-urlencoded',
    });
    expect(hits[0]!.headers.host).toBe(`127.0.0.1:${port}`);
    const asJson = await runApi(
      'api',
      { ...cfg, bodyType: 2 },
      {},
      { type: 'api' },
      { city: ['a', 'b'] },
      { policy: allowLoopback },
    );
    expect(JSON.parse((asJson.data as { body: string }).body)).toEqual({ q: ['a', 'b'], n: 2 });
  });

  it('token flow: fetched once, cached per tokenUid, refreshed once on 401', async () => {
    const cfg = apiCfg({
      url: url('/secured'),
      authenticationType: 2,
      token: {
        url: url('/token'),
        requestType: 'POST',
        bodyType: 2,
        body: '{"key":"${appkey}"}',
        headers: [],
        path: 'data.token',
        header: 'Authorization',
        prefix: 'Bearer ',
        ttlSeconds: 300,
      },
    });
    const tokenSource = async () => ({ cacheKey: 'g1:tok', cfg, secrets: {} });
    dropToken('g1:tok');
    tokenCalls = 0;
    const deps = { policy: allowLoopback, tokenSource };
    await runApi('api', cfg, {}, { type: 'api' }, {}, deps);
    await runApi('api', cfg, {}, { type: 'api' }, {}, deps);
    expect(tokenCalls).toBe(1);
    validToken = 'T2';
    const again = await runApi('api', cfg, {}, { type: 'api' }, {}, deps);
    expect(again.data).toEqual({ ok: true });
    expect(tokenCalls).toBe(2);
  });

  it('DAYU requests carry a signature the gateway accepts, never the secret', async () => {
    const cfg = apiCfg({
      url: url('/dayu?b=2&a=1'),
      requestType: 'POST',
      bodyType: 2,
      body: '{"x":1}',
      appKey: 'AK1',
    });
    const ok = await runApi(
      'DAYU',
      cfg,
      { appSecret: 'SK1' },
      { type: 'DAYU' },
      {},
      { policy: allowLoopback },
    );
    expect(ok.data).toEqual({ signed: true });
    expect(JSON.stringify(hits[0]!.headers)).not.toContain('SK1');
    await expect(
      runApi('DAYU', cfg, { appSecret: 'wrong' }, { type: 'DAYU' }, {}, { policy: allowLoopback }),
    ).rejects.toThrow(/401/);
  });
});

function apiCfg(over: Partial<ApiConfig>): ApiConfig {
  return {
    url: '',
    requestType: 'GET',
    headers: [],
    bodyType: 0,
    body: '',
    authenticationType: 0,
    appKey: '',
    appUser: '',
    tokenUid: '',
    token: null,
    ...over,
  };
}
