import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, type Who } from '../../test/workspace.js';
import { PNG_1X1 } from '../uploads/fixtures.js';
import { writeSettings } from '../settings/service.js';
import { keepSeconds, relayedType, rewriteMapJson, TileCache } from './proxy.js';

/**
 * The map resource proxy against a real tile server on loopback (allowed by DATA_ALLOW_HOSTS as an
 * administrator would allow an internal tile server), with a 1 MB cap.
 */
let t: TestApp;
let who: Who;
let viewer: Who;
let upstream: Server;
let origin: string;
const hits = new Map<string, number>();
const MB = 1024 * 1024;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith('/tiles/'))
      return void res
        .writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=120' })
        .end(PNG_1X1);
    if (path === '/page.html')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>x</p>');
    if (path === '/icon.svg')
      return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg onload="alert(1)"/>');
    if (path === '/big.png')
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(2 * MB));
    if (path === '/chunked.png') {
      // No Content-Length: the cap is found while reading.
      res.writeHead(200, { 'content-type': 'image/png' });
      for (let i = 0; i < 20; i += 1) res.write(Buffer.alloc(128 * 1024));
      return void res.end();
    }
    if (path === '/style.json')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          version: 8,
          glyphs: `${origin}/fonts/{fontstack}/{range}.pbf`,
          sources: { base: { type: 'raster', tiles: [`${origin}/tiles/{z}/{x}/{y}.png`], tileSize: 256 } },
          layers: [{ id: 'base', type: 'raster', source: 'base' }],
        }),
      );
    if (path === '/to-metadata')
      return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  t = await createTestApp({ dataAllowHosts: ['127.0.0.1/32'], mapProxyMaxMb: 1 });
  who = await member(t);
  viewer = await member(t, { groupId: who.groupId, codes: ['1010105'] });
});
afterAll(async () => {
  await t?.close();
  upstream?.close();
});

const sign = (url: string, as: Who = viewer, lang = 'zh-CN') =>
  t.call({
    method: 'POST',
    url: '/api/map/proxy/sign',
    token: as.token,
    group: as.groupId,
    headers: { 'accept-language': lang },
    payload: { url },
  });
const get = (url: string, lang = 'zh-CN') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe('map resource proxy', () => {
  it('signs an origin for a viewer of projects and relays its tiles with their type and cache headers', async () => {
    const res = await sign(`${origin}/tiles/{z}/{x}/{y}.png`);
    expect(res.status, res.body.msg).toBe(200);
    const { url, prefix } = res.body.data as { url: string; prefix: string };
    // The template survives: MapLibre fills it in, then asks the proxy.
    expect(url).toBe(`${prefix}/tiles/{z}/{x}/{y}.png`);
    expect(prefix).toMatch(/^\/api\/map\/proxy\/[\w-]{22}\/http\/127\.0\.0\.1:\d+$/);
    const tile = await get(url.replace('{z}/{x}/{y}', '3/6/2'));
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.headers['cache-control']).toBe('public, max-age=120');
    expect(tile.headers['x-content-type-options']).toBe('nosniff');
    expect(tile.rawPayload.equals(PNG_1X1)).toBe(true);
    // Cached briefly: the second viewer's request does not reach the tile server.
    expect((await get(url.replace('{z}/{x}/{y}', '3/6/2'))).statusCode).toBe(200);
    expect(hits.get('/tiles/3/6/2.png')).toBe(1);
  });

  it('refuses without a signature for that origin, and signing needs the permission', async () => {
    const { prefix } = (await sign(`${origin}/tiles/0/0/0.png`)).body.data as { prefix: string };
    const forged = prefix.replace(/proxy\/[\w-]+\//, 'proxy/AAAAAAAAAAAAAAAAAAAAAA/');
    expect((await get(`${forged}/tiles/0/0/0.png`)).statusCode).toBe(403);
    // Another port of the same host is another origin: the signature does not carry over.
    const other = prefix.replace(/:(\d+)$/, (_m, p: string) => `:${Number(p) + 1}`);
    expect((await get(`${other}/tiles/0/0/0.png`)).statusCode).toBe(403);
    const outsider = await member(t, { codes: [] });
    expect((await sign(`${origin}/x.png`, outsider)).status).toBe(403);
    expect((await sign('ftp://example.org/a.png')).status).toBe(400);
  });

  it('refuses internal and metadata addresses in both languages, at signing and through redirects', async () => {
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://10.1.2.3/{z}/{x}/{y}.png']) {
      const zh = await sign(url);
      expect(zh.status).toBe(400);
      expect(zh.body.msg).toContain('不允许访问内网、本机或云元数据地址');
      expect((await sign(url, viewer, 'en')).body.msg).toContain(
        'Private, loopback and cloud metadata addresses are not allowed',
      );
    }
    // An address the administrator allowed in the system settings is signed (read per request).
    await writeSettings(t.database.db, { dataSourceAllowHosts: ['10.1.2.3'] }, who.userId);
    expect((await sign('http://10.1.2.3/{z}/{x}/{y}.png')).status).toBe(200);
    await writeSettings(t.database.db, { dataSourceAllowHosts: [] }, who.userId);
    expect((await sign('http://10.1.2.3/{z}/{x}/{y}.png')).status).toBe(400);
    const { prefix } = (await sign(`${origin}/`)).body.data as { prefix: string };
    const redirected = await get(`${prefix}/to-metadata`, 'en');
    expect(redirected.statusCode).toBe(400);
    expect(redirected.json<{ msg: string }>().msg).toContain('cloud metadata addresses are not allowed');
  });

  it('refuses answers that are not tiles, styles or models, and answers over the cap', async () => {
    const { prefix } = (await sign(`${origin}/`)).body.data as { prefix: string };
    for (const path of ['/page.html', '/icon.svg']) {
      const res = await get(`${prefix}${path}`, 'en');
      expect(res.statusCode, path).toBe(502);
      expect(res.json<{ msg: string }>().msg).toContain('which is not a tile, style, GeoJSON or model');
      expect(res.headers['content-type']).toContain('application/json');
    }
    for (const path of ['/big.png', '/chunked.png']) {
      const res = await get(`${prefix}${path}`);
      expect(res.statusCode, path).toBe(502);
      expect(res.json<{ msg: string }>().msg).toContain('超过 1 MB 上限');
    }
    // A tile the server does not have is an ordinary empty answer, not an error.
    expect((await get(`${prefix}/nothing.png`)).statusCode).toBe(404);
  });

  it('rewrites a style so its tiles and glyphs come through the proxy as well', async () => {
    const { prefix } = (await sign(`${origin}/style.json`)).body.data as { prefix: string };
    const res = await get(`${prefix}/style.json`);
    expect(res.statusCode).toBe(200);
    const style = res.json<{ glyphs: string; sources: { base: { tiles: string[] } } }>();
    expect(style.sources.base.tiles).toEqual([`${prefix}/tiles/{z}/{x}/{y}.png`]);
    expect(style.glyphs).toBe(`${prefix}/fonts/{fontstack}/{range}.pbf`);
    expect((await get(style.sources.base.tiles[0]!.replace('{z}/{x}/{y}', '1/1/1'))).statusCode).toBe(200);
  });
});

describe('map proxy parts', () => {
  it('relays tile, style and model types only', () => {
    expect(relayedType('image/png; charset=binary')).toBe('image/png');
    expect(relayedType('application/vnd.mapbox-vector-tile')).toBe('application/vnd.mapbox-vector-tile');
    expect(relayedType('model/gltf-binary')).toBe('model/gltf-binary');
    for (const bad of ['text/html', 'image/svg+xml', 'application/javascript', 'text/xml', undefined])
      expect(relayedType(bad)).toBeNull();
  });

  it('keeps answers up to five minutes, never private ones', () => {
    expect(keepSeconds(undefined)).toBe(60);
    expect(keepSeconds('public, max-age=86400')).toBe(300);
    expect(keepSeconds('max-age=30')).toBe(30);
    expect(keepSeconds('private, max-age=600')).toBe(0);
  });

  it('drops the oldest tiles past its size and expired ones', () => {
    const cache = new TileCache(16 * 100);
    cache.set('a', 'image/png', Buffer.alloc(80), 60, 0);
    cache.set('b', 'image/png', Buffer.alloc(80), 60, 0);
    expect(cache.get('a', 1)).not.toBeNull();
    for (let i = 0; i < 20; i += 1) cache.set(`c${i}`, 'image/png', Buffer.alloc(80), 60, 0);
    expect(cache.get('b', 1)).toBeNull();
    expect(cache.get('c19', 1)).not.toBeNull();
    expect(cache.get('c19', 61_000)).toBeNull();
  });

  it('leaves JSON that is no style or TileJSON alone', () => {
    const geojson = Buffer.from('{"type":"FeatureCollection","features":[]}');
    expect(rewriteMapJson(geojson, () => 'x')).toBe(geojson);
    const tilejson = rewriteMapJson(
      Buffer.from('{"tilejson":"3.0.0","tiles":["https://a.b/{z}.pbf"]}'),
      (u) => u.replace('https://a.b', '/p'),
    );
    expect(JSON.parse(tilejson.toString()).tiles).toEqual(['/p/{z}.pbf']);
  });
});
