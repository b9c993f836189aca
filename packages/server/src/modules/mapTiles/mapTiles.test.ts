import type { AddressInfo } from 'node:net';
import { FetchSource, PMTiles } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { member, poster, type Who } from '../../test/workspace.js';
import { multipartBody, PNG_1X1 } from '../uploads/fixtures.js';
import { appWithFiles, closeWithFiles } from '../uploads/testkit.js';
import { parseRange } from './range.js';
import { writePmtiles } from './testkit.js';

let t: TestApp;
let dataDir: string;
let admin: Who;
let viewer: Who;
let origin: string;

const TILE_0 = PNG_1X1;
const TILE_1 = Buffer.concat([PNG_1X1, Buffer.from('second')]);
const archive = writePmtiles({
  tileType: 2,
  tiles: [
    { z: 0, x: 0, y: 0, data: TILE_0 },
    { z: 1, x: 1, y: 0, data: TILE_1 },
  ],
  metadata: { name: '测试底图', attribution: 'TwinCanvas tests' },
  bounds: [73, 18, 135, 54],
});

const upload = (who: Who, data: Buffer, name = 'base.pmtiles') => {
  const body = multipartBody({}, { name, data });
  return t.call({
    method: 'POST',
    url: '/api/map/tiles/upload',
    token: who.token,
    group: who.groupId,
    headers: body.headers,
    payload: body.payload,
  });
};
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ({ t, dataDir } = await appWithFiles('tc-tiles-'));
  admin = await member(t);
  viewer = await member(t, { groupId: admin.groupId, codes: ['1020105'] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => closeWithFiles(t, dataDir));

describe('byte ranges', () => {
  it('clamps, takes suffixes, and refuses ranges past the end, malformed or multiple', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-15', 100)).toEqual({ start: 0, end: 15 });
    expect(parseRange('bytes=0-16383', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    for (const bad of [
      'bytes=100-',
      'bytes=5-2',
      'bytes=-0',
      'bytes=-',
      'items=0-1',
      'bytes=0-1,3-4',
      'bytes=a-b',
    ])
      expect(parseRange(bad, 100), bad).toBe('unsatisfiable');
  });
});

describe('PMTiles archives', () => {
  let id: string;
  let url: string;

  it('an administrator uploads an archive; its header is read and it is listed with its tile URL', async () => {
    const res = await upload(admin, archive);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'raster',
      tileFormat: 'png',
      minZoom: 0,
      maxZoom: 1,
      bounds: [73, 18, 135, 54],
      name: '测试底图',
      size: archive.length,
    });
    id = res.body.data.id;
    url = res.body.data.url;
    expect(url).toMatch(new RegExp(`^/api/map/tiles/${id}\\.pmtiles\\?t=[\\w-]{32}$`));
    const list = (await poster(t, viewer)('/map/tiles/list')).body.data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, url, kind: 'raster', missing: false });
  });

  it('refuses files that are not PMTiles v3, in both languages, and members without the upload right', async () => {
    const junk = await upload(admin, Buffer.from('x'.repeat(400)));
    expect(junk.status).toBe(400);
    expect(junk.body.msg).toContain('不是有效的 PMTiles');
    const cut = await upload(admin, archive.subarray(0, 140));
    expect(cut.status).toBe(400);
    const wrongVersion = Buffer.from(archive);
    wrongVersion.writeUInt8(2, 7);
    expect((await upload(admin, wrongVersion)).status).toBe(400);
    const body = multipartBody({}, { name: 'x.pmtiles', data: Buffer.from('x'.repeat(400)) });
    const en = await t.call({
      method: 'POST',
      url: '/api/map/tiles/upload',
      token: admin.token,
      group: admin.groupId,
      headers: { ...body.headers, 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(en.body.msg).toContain('Not a valid PMTiles');
    expect((await upload(viewer, archive)).status).toBe(403);
    const list = (await poster(t, admin)('/map/tiles/list')).body.data.list;
    expect(list).toHaveLength(1);
  });

  it('serves byte ranges: 206 with Content-Range and ETag, clamped at the end, 416 past it', async () => {
    const head = await get(url, { range: 'bytes=0-15' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-15/${archive.length}`);
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.rawPayload.equals(archive.subarray(0, 16))).toBe(true);
    const etag = String(head.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const first = await get(url, { range: 'bytes=0-16383' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-${archive.length - 1}/${archive.length}`);
    expect(first.rawPayload.equals(archive)).toBe(true);
    const tail = await get(url, { range: 'bytes=-6' });
    expect(tail.rawPayload.toString()).toBe('second');
    for (const range of [`bytes=${archive.length}-`, 'bytes=9-3', 'bytes=0-1,4-5']) {
      const bad = await get(url, { range });
      expect(bad.statusCode, range).toBe(416);
      expect(bad.headers['content-range']).toBe(`bytes */${archive.length}`);
    }
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(archive)).toBe(true);
    // If-Range naming another version: the whole (current) file instead of a piece of the wrong one.
    const stale = await get(url, { range: 'bytes=0-15', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect((await get(url, { range: 'bytes=0-15', 'if-range': etag })).statusCode).toBe(206);
  });

  it('is read by the pmtiles library itself over HTTP', async () => {
    const p = new PMTiles(new FetchSource(`${origin}${url}`));
    const header = await p.getHeader();
    expect([header.minZoom, header.maxZoom, header.tileType]).toEqual([0, 1, 2]);
    expect(Buffer.from((await p.getZxy(0, 0, 0))!.data).equals(TILE_0)).toBe(true);
    expect(Buffer.from((await p.getZxy(1, 1, 0))!.data).equals(TILE_1)).toBe(true);
    expect(await p.getZxy(1, 0, 0)).toBeUndefined();
    expect(await p.getMetadata()).toMatchObject({ name: '测试底图' });
  });

  it('answers nobody without the URL token, and nothing to another group', async () => {
    expect(
      (await get(url.replace(/t=[\w-]+/, 't=' + 'A'.repeat(32)), { range: 'bytes=0-15' })).statusCode,
    ).toBe(403);
    expect((await get(url.replace(/\?t=.*/, ''))).statusCode).toBe(403);
    const stranger = await member(t);
    expect((await poster(t, stranger)('/map/tiles/list')).body.data.list).toEqual([]);
    expect((await poster(t, stranger)('/map/tiles/delete', { id })).status).toBe(404);
    expect((await get(url, { range: 'bytes=0-15' })).statusCode).toBe(206);
  });

  it('deleting an archive kills its URL', async () => {
    expect((await poster(t, viewer)('/map/tiles/delete', { id })).status).toBe(403);
    expect((await poster(t, admin)('/map/tiles/delete', { id })).body.data).toEqual({ id, deleted: true });
    expect((await get(url, { range: 'bytes=0-15' })).statusCode).toBe(404);
    expect((await poster(t, admin)('/map/tiles/list')).body.data.list).toEqual([]);
    expect((await poster(t, admin)('/map/tiles/delete', { id: 'nope' })).status).toBe(400);
  });
});
