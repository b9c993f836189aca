// Data proxy overhead and throughput for a 1,000-row JSON API on loopback.
// npm run bench -- data → last line {"overhead_ms_p50", "overhead_ms_p99", "rps", ...}
// The built server runs in its own process on its embedded default (PGlite in a fresh data folder), with
// 127.0.0.1 allow-listed as an administrator would with DATA_ALLOW_HOSTS; this process is the measuring
// client and the upstream HTTP server answering 1,000 rows (~60 KB), so the client's work never runs on
// the server's event loop (the upstream's own time is taken out below, whichever process serves it).
// overhead = client round trip through /api/previewData/getData minus the upstream exchange the server
// measured (meta.upstreamMs): authentication, decoding, the SSRF checks, re-encoding and loopback HTTP.
// handler_overhead isolates the proxy handler itself (meta.serverMs - meta.upstreamMs);
// proxy_minus_direct is the proxied round trip's median minus calling the source directly, both parsed.
// The client is node:http with keep-alive, inflating an answer in one native call as a browser's network
// stack does (Node's fetch inflates through web streams: ~1 ms more per answer, the client's cost).
// overhead_uncompressed: the same with `accept-encoding: identity`.
// SERVER_PROFILE_DIR=/tmp/prof writes the server's CPU profile there (open it in Chrome's DevTools).
// rps: concurrent fetch loop (autocannon is not installed), CONCURRENCY requests in flight for SECONDS.
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer } from '../e2e/support/server';
import { signIn } from './viewer-kit';

const SEQUENTIAL = 400;
const WARMUP = 50;
const CONCURRENCY = 16;
const SECONDS = 5;

const rows = Array.from({ length: 1000 }, (_, i) => ({
  id: i,
  name: `item ${i}`,
  value: (i * 37) % 1000,
  region: ['north', 'south', 'east', 'west'][i % 4],
}));
const payload = Buffer.from(JSON.stringify({ code: 0, data: rows }));
const upstream = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': payload.length });
  res.end(payload);
});
await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/rows`;

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
/** One exchange: the answer's body inflated and parsed, as a page would have it. */
function exchange(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text =
          encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        try {
          resolve(JSON.parse(text.toString('utf8')));
        } catch (err) {
          reject(err as Error);
        }
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const round = (n: number) => Math.round(n * 100) / 100;

const server = await startServer({ DATA_ALLOW_HOSTS: '127.0.0.1/32' });
try {
  const address = server.url;
  const admin = await signIn(server);
  const body = JSON.stringify({
    data: Buffer.from(
      JSON.stringify({ type: 'api', param: { url: upstreamUrl, requestType: 'GET' } }),
    ).toString('base64'),
  });
  const headers = {
    ...admin.headers,
    'content-type': 'application/json',
  };
  // As a browser asks (brotli first), or uncompressed.
  const once = async (encoding = 'br, gzip') => {
    const started = performance.now();
    const env = (await exchange(`${address}/api/previewData/getData`, {
      method: 'POST',
      headers: { ...headers, 'accept-encoding': encoding },
      body,
    })) as {
      code: string;
      data: { data: { data: unknown[] }; meta: { upstreamMs: number; serverMs: number } };
    };
    const total = performance.now() - started;
    if (env.code !== '0' || env.data.data.data.length !== 1000)
      throw new Error(`bad answer: ${JSON.stringify(env).slice(0, 200)}`);
    return { total, upstream: env.data.meta.upstreamMs, server: env.data.meta.serverMs };
  };

  for (let i = 0; i < WARMUP; i++) await once();
  const direct: number[] = [];
  for (let i = 0; i < 100; i++) {
    const s = performance.now();
    // Parsed as the page parses the proxy's answer, so the two round trips differ only by the proxy.
    await exchange(upstreamUrl);
    direct.push(performance.now() - s);
  }
  const overhead: number[] = [];
  const handler: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const r = await once();
    overhead.push(r.total - r.upstream);
    handler.push(r.server - r.upstream);
    totals.push(r.total);
  }
  const uncompressed: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const r = await once('identity');
    uncompressed.push(r.total - r.upstream);
  }

  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await once();
        done++;
      }
    }),
  );
  const result = {
    overhead_ms_p50: round(pct(overhead, 50)),
    overhead_ms_p99: round(pct(overhead, 99)),
    overhead_uncompressed_ms_p50: round(pct(uncompressed, 50)),
    rps: Math.round(done / SECONDS),
    handler_overhead_ms_p50: round(pct(handler, 50)),
    handler_overhead_ms_p99: round(pct(handler, 99)),
    round_trip_ms_p50: round(pct(totals, 50)),
    direct_upstream_ms_p50: round(pct(direct, 50)),
    // What a caller waits for beyond calling the source itself (both answers parsed by this client).
    proxy_minus_direct_ms_p50: round(pct(totals, 50) - pct(direct, 50)),
    rows: 1000,
    payload_bytes: payload.length,
    concurrency: CONCURRENCY,
  };
  console.log(`proxy: ${SEQUENTIAL} sequential requests, then ${CONCURRENCY} concurrent for ${SECONDS} s`);
  console.log(JSON.stringify(result));
} finally {
  await server.stop();
  upstream.close();
}
