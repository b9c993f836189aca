import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, type Who } from '../../test/workspace.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { FILE_CHUNK_BYTES } from './service.js';

/**
 * media-proxy: rtsp refused with the transcoder message, addresses judged by the data-source guard, HLS
 * playlists rewritten to signed relay references, media served with safe types, progressive files in
 * bounded range chunks. The upstream is a real local HTTP server (allowed via DATA_ALLOW_HOSTS).
 */
let t: TestApp;
let guarded: TestApp;
let a: Who;
let b: Who;
let upstream: Server;
let base = '';
const VIDEO = Buffer.alloc(FILE_CHUNK_BYTES + 1000, 7);

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/live/master.m3u8') {
      res.setHeader('content-type', 'application/vnd.apple.mpegurl');
      return res.end('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nv/index.m3u8\n');
    }
    if (url === '/live/v/index.m3u8') {
      res.setHeader('content-type', 'application/x-mpegURL');
      return res.end(
        `#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-KEY:METHOD=AES-128,URI="key.bin"\n#EXTINF:4,\nseg0.ts\n#EXTINF:4,\n${base}/abs.ts\n`,
      );
    }
    if (url === '/live/v/seg0.ts') {
      res.setHeader('content-type', 'video/MP2T');
      return res.end(Buffer.from('TS-SEGMENT'));
    }
    if (url === '/page.html') {
      res.setHeader('content-type', 'text/html');
      return res.end('<script>alert(1)</script>');
    }
    if (url === '/redirect') {
      res.statusCode = 302;
      res.setHeader('location', 'http://169.254.169.254/latest/meta-data/');
      return res.end();
    }
    if (url === '/video.mp4') {
      const m = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? '');
      res.setHeader('content-type', 'video/mp4');
      if (!m) return res.end(VIDEO);
      const [s, e] = [Number(m[1]), Math.min(Number(m[2]), VIDEO.length - 1)];
      res.statusCode = 206;
      res.setHeader('content-range', `bytes ${s}-${e}/${VIDEO.length}`);
      return res.end(VIDEO.subarray(s, e + 1));
    }
    if (url === '/norange.mp4') {
      res.setHeader('content-type', 'video/mp4');
      return res.end(VIDEO);
    }
    res.statusCode = 404;
    res.end('missing');
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  t = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'] });
  guarded = await createTestApp();
  a = await member(t, { codes: [PERMISSIONS.projectView.code] });
  b = await member(t);
});
afterAll(async () => {
  await t.close();
  await guarded.close();
  await new Promise((r) => upstream.close(r));
});

const add = (app: TestApp, who: Who, url: string, lang = 'zh-CN', type?: string) =>
  app.call({
    method: 'GET',
    url: `/api/media-proxy/add-stream?url=${encodeURIComponent(url)}${type ? `&type=${type}` : ''}`,
    token: who.token,
    group: who.groupId,
    headers: { 'accept-language': lang },
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
/** The relay references of a rewritten playlist, as absolute paths next to the playlist's own path. */
const refs = (playlistPath: string, text: string) => {
  const dir = playlistPath.slice(0, playlistPath.lastIndexOf('/') + 1);
  return [...text.matchAll(/(?:URI="|^)(r\?u=[^"\n]+)/gm)].map((m) => dir + m[1]!);
};

describe('media-proxy', () => {
  it('refuses rtsp with a bilingual message that a transcoder is needed, and other schemes', async () => {
    const zh = await add(t, a, 'rtsp://camera.example.com/stream1');
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('需要转码服务');
    const en = await add(t, a, 'rtsp://camera.example.com/stream1', 'en');
    expect(en.body.msg).toContain('need a transcoder');
    expect((await add(t, a, 'file:///etc/passwd')).status).toBe(400);
    expect((await add(t, a, 'not a url')).status).toBe(400);
  });

  it('refuses private and metadata addresses unless DATA_ALLOW_HOSTS allows them', async () => {
    const g = await member(guarded);
    for (const url of [`${base}/live/master.m3u8`, 'http://169.254.169.254/latest/', 'http://[::1]/x.m3u8']) {
      const res = await add(guarded, g, url);
      expect(res.status, url).toBe(400);
      expect(res.body.msg).toContain('不允许访问内网');
    }
  });

  it('relays an HLS stream: playlists rewritten to signed references, segments with a safe type', async () => {
    const res = await add(t, a, `${base}/live/master.m3u8`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'hls', sourceUrl: `${base}/live/master.m3u8` });
    const playUrl = res.body.data.url as string;
    expect(playUrl).toMatch(/^\/api\/media-proxy\/stream\/[\w-]{32}\/index\.m3u8$/);
    expect((await add(t, a, `${base}/live/master.m3u8`)).body.data.url).toBe(playUrl);

    const master = await get(playUrl);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).not.toContain('127.0.0.1');
    const [variantPath] = refs(playUrl, master.body);
    const variant = await get(variantPath!);
    expect(variant.statusCode).toBe(200);
    const parts = refs(variantPath!, variant.body);
    expect(parts).toHaveLength(3);
    expect(variant.body).toMatch(/#EXT-X-KEY:METHOD=AES-128,URI="r\?u=/);
    const seg = await get(parts[1]!);
    expect(seg.statusCode).toBe(200);
    expect(seg.body).toBe('TS-SEGMENT');
    expect(seg.headers['content-type']).toBe('video/mp2t');
    expect(seg.headers['x-content-type-options']).toBe('nosniff');
    expect(seg.headers['content-security-policy']).toContain('sandbox');
    // Upstream 404 → 502 with the status named.
    expect((await get(parts[0]!)).statusCode).toBe(502);
  });

  it('relays only what the playlists named: an unsigned or re-signed reference is refused', async () => {
    const playUrl = (await add(t, a, `${base}/live/master.m3u8`)).body.data.url as string;
    const dir = playUrl.replace(/index\.m3u8$/, '');
    const forged = `${dir}r?u=${Buffer.from(`${base}/page.html`).toString('base64url')}&s=${'A'.repeat(32)}`;
    expect((await get(forged)).statusCode).toBe(400);
    const master = (await get(playUrl)).body;
    const [variantRef] = refs(playUrl, master);
    const otherToken = ((await add(t, b, `${base}/live/master.m3u8`)).body.data.url as string).split('/')[4]!;
    // A reference signed for one stream does not work under another stream's token.
    expect((await get(variantRef!.replace(playUrl.split('/')[4]!, otherToken))).statusCode).toBe(400);
    expect(
      (await get('/api/media-proxy/stream/unknown-token-unknown-token-1234/index.m3u8')).statusCode,
    ).toBe(404);
  });

  // SECURITY-CASES #3: redirects re-judged on the media proxy
  it('never serves upstream HTML as HTML, and re-judges redirects', async () => {
    const page = await add(t, a, `${base}/page.html`);
    const res = await get(page.body.data.url);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const redir = await add(t, a, `${base}/redirect`, 'en');
    const hop = await get(redir.body.data.url, { 'accept-language': 'en' });
    expect(hop.statusCode).toBe(400);
    expect(hop.json().msg).toContain('not allowed');
  });

  it('relays a progressive file in bounded range chunks', async () => {
    const file = await add(t, a, `${base}/video.mp4`);
    expect(file.body.data).toMatchObject({ kind: 'file' });
    const first = await get(file.body.data.url, { range: 'bytes=0-' });
    expect(first.statusCode).toBe(206);
    expect(first.rawPayload.length).toBe(FILE_CHUNK_BYTES);
    expect(first.headers['content-range']).toBe(`bytes 0-${FILE_CHUNK_BYTES - 1}/${VIDEO.length}`);
    const tail = await get(file.body.data.url, { range: `bytes=${FILE_CHUNK_BYTES}-` });
    expect(tail.rawPayload.length).toBe(1000);
    const noRange = await add(t, a, `${base}/norange.mp4`, 'en');
    const big = await get(noRange.body.data.url, { 'accept-language': 'en' });
    expect(big.statusCode).toBe(502);
    expect(big.json().msg).toContain('range requests');
  });

  it('tenancy: registration needs membership and projectView; tokens are per group', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/media-proxy/add-stream?url=${encodeURIComponent(`${base}/video.mp4`)}`,
      token: a.token,
      group: b.groupId,
    });
    expect(res.status).toBe(403);
    const none = await member(t, { codes: [] });
    expect((await add(t, none, `${base}/video.mp4`)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/media-proxy/add-stream?url=x` })).status).toBe(401);
    const ta = (await add(t, a, `${base}/video.mp4`)).body.data.token;
    const tb = (await add(t, b, `${base}/video.mp4`)).body.data.token;
    expect(ta).not.toBe(tb);
  });
});
