import { request } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { member, poster, type Who } from '../../test/workspace.js';
import { multipartBody, PNG_1X1 } from './fixtures.js';
import { appWithFiles, closeWithFiles, storedPath } from './testkit.js';
import { UploadSigner } from './signing.js';

let t: TestApp;
let a: Who;
let b: Who;
let dataDir: string;
const MAX = 64 * 1024;

beforeAll(async () => {
  process.env.TC_UPLOAD_MAX_BYTES = String(MAX);
  ({ t, dataDir } = await appWithFiles('tc-signed-'));
  a = await member(t);
  b = await member(t);
});
afterAll(async () => {
  await closeWithFiles(t, dataDir);
  delete process.env.TC_UPLOAD_MAX_BYTES;
});

const root = () => path.join(dataDir, 'uploads');
const tmpFiles = () => readdirSync(path.join(root(), '.tmp'));
const stored = (key: string) => existsSync(storedPath(dataDir, key));

interface PreSigned {
  url: string;
  method: string;
  fileUrl: string;
  path: string;
  expiresAt: string;
  headers: Record<string, string>;
}

async function preSign(body: object, who: Who = a): Promise<PreSigned> {
  const res = await poster(t, who)('/file/preSignatureUrl', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as PreSigned;
}

const put = (url: string, payload: Buffer | Readable, contentType = 'image/png') =>
  t.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });

const png = { type: 'image', target: '1', fileName: 'logo.png', size: PNG_1X1.length };

describe('file/preSignatureUrl and the signed PUT', () => {
  it('answers a 15-minute PUT URL under the key layout; the PUT stores, records and serves the file', async () => {
    const before = Date.now();
    const s = await preSign({ ...png, customKey: 'logos' });
    expect(s.method).toBe('PUT');
    expect(s.path).toMatch(/^\d{8}\/image\/[0-9a-f]{32}\.png$/);
    expect(s.fileUrl).toBe(`/api/file/${s.path}`);
    const ttl = Date.parse(s.expiresAt) - before;
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
    expect(stored(s.path)).toBe(false);

    const res = await put(s.url, PNG_1X1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.fileUrl).toBe(s.fileUrl);
    const got = await t.app.inject({ method: 'GET', url: s.fileUrl });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG_1X1)).toBe(true);
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.storageKey, s.path));
    expect(row).toMatchObject({
      groupId: a.groupId,
      userId: a.userId,
      fileName: 'logo.png',
      size: PNG_1X1.length,
    });
    await expect
      .poll(tmpFiles, { timeout: 20_000, message: 'the temporary upload file removed' })
      .toEqual([]);
  });

  it('applies the multipart rules up front: format list, allow-list, sizes, key segments, membership', async () => {
    const post = poster(t, a);
    const cases: [object, number][] = [
      [{ ...png, format: 'jpg' }, 400],
      [{ ...png, fileName: 'page.html' }, 400],
      [{ ...png, size: MAX + 1 }, 413],
      [{ ...png, size: 20_000, sizeVerify: '0.01' }, 400],
      [{ ...png, customKey: '..' }, 400],
      [{ ...png, type: '../x' }, 400],
      [{ ...png, target: '7' }, 400],
      [{ size: 10, fileName: 'a.png' }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await post('/file/preSignatureUrl', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
    }
    const anon = await t.app.inject({ method: 'POST', url: '/api/file/preSignatureUrl', payload: png });
    expect(anon.statusCode).toBe(401);
  });

  it('refuses altered signatures, payloads and content types with 403', async () => {
    const s = await preSign(png);
    const token = s.url.slice(s.url.indexOf('=') + 1);
    const [payload, mac] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(
      JSON.stringify({ ...claims, k: String(claims.k).replace(a.groupId, b.groupId), m: 10 ** 9 }),
    ).toString('base64url');
    const flipped = mac.slice(0, -2) + (mac.endsWith('AA') ? 'BB' : 'AA');
    const base = s.url.slice(0, s.url.indexOf('=') + 1);
    for (const url of [`${base}${forged}.${mac}`, `${base}${payload}.${flipped}`, `${base}${payload}`])
      expect((await put(url, PNG_1X1)).statusCode, url).toBe(403);
    expect((await put(s.url, PNG_1X1, 'text/html')).statusCode).toBe(403);
    expect(stored(s.path)).toBe(false);
    // The untouched URL still works afterwards.
    expect((await put(s.url, PNG_1X1)).statusCode).toBe(200);
  });

  it('refuses an expired URL with 403', async () => {
    const signer = new UploadSigner(t.app.config.secret);
    const key = `g/${a.groupId}/image/20260101/${'a'.repeat(32)}.png`;
    const claims = { k: key, m: 100, c: 'image/png', g: a.groupId, u: a.userId, n: 'x.png' };
    const expired = signer.signPut({ ...claims, e: Date.now() - 1 });
    expect((await put(`/api/file/signed-put?token=${expired}`, PNG_1X1)).statusCode).toBe(403);
    expect(stored(key)).toBe(false);
    // The same claims signed as valid are accepted: the expiry alone made the difference.
    const fresh = signer.signPut({ ...claims, e: Date.now() + 60_000 });
    expect(signer.verifyPut(fresh, Date.now() + 61_000)).toBeNull();
    expect((await put(`/api/file/signed-put?token=${fresh}`, PNG_1X1)).statusCode).toBe(200);
  });

  it('works once: a second PUT to the same URL is 403 and keeps the first file', async () => {
    const s = await preSign(png);
    expect((await put(s.url, PNG_1X1)).statusCode).toBe(200);
    const again = await put(s.url, Buffer.concat([PNG_1X1, Buffer.from('other')]));
    expect(again.statusCode).toBe(403);
    expect(again.json().msg).toBe('该上传地址已使用过');
    const got = await t.app.inject({ method: 'GET', url: s.fileUrl });
    expect(got.rawPayload.equals(PNG_1X1)).toBe(true);
    const rows = await t.app.db.select().from(uploads).where(eq(uploads.storageKey, s.path));
    expect(rows).toHaveLength(1);
    await expect
      .poll(tmpFiles, { timeout: 20_000, message: 'the temporary upload file removed' })
      .toEqual([]);
  });

  // SECURITY-CASES #37: oversized upload
  it('answers 413 past the signed size, by Content-Length or while streaming, and removes the temp file', async () => {
    const s = await preSign(png);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5000)]);
    expect((await put(s.url, big)).statusCode).toBe(413);
    // A chunked body without Content-Length is cut off by the byte counter.
    const res = await put(s.url, Readable.from([PNG_1X1, Buffer.alloc(3000), Buffer.alloc(3000)]));
    expect(res.statusCode).toBe(413);
    await expect
      .poll(tmpFiles, { timeout: 20_000, message: 'the temporary upload file removed' })
      .toEqual([]);
    expect(stored(s.path)).toBe(false);
  });

  it('over real HTTP, a chunked body past the cap gets its 413 promptly', async () => {
    const s = await preSign(png);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${address}${s.url}`, { method: 'PUT', headers: { 'content-type': 'image/png' } });
      req.on('response', (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(PNG_1X1);
      // Keeps sending (1 MiB in all) as a client that ignores the early answer would.
      let sent = 0;
      const more = () => {
        while (sent < 1024 * 1024 && !req.destroyed) {
          sent += 16 * 1024;
          if (!req.write(Buffer.alloc(16 * 1024))) return void req.once('drain', more);
        }
        req.end();
      };
      more();
    });
    expect(status).toBe(413);
    await expect
      .poll(tmpFiles, { timeout: 20_000, message: 'the temporary upload file removed' })
      .toEqual([]);
    expect(stored(s.path)).toBe(false);
  });

  // SECURITY-CASES #36: HTML renamed to .png
  it('sniffs content (HTML sent as PNG is 400) and sanitises SVG like the multipart path', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const s = await preSign({ ...png, size: html.length });
    const res = await put(s.url, html);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('上传内容与预期格式不符，请检查文件格式');
    expect(stored(s.path)).toBe(false);
    await expect
      .poll(tmpFiles, { timeout: 20_000, message: 'the temporary upload file removed' })
      .toEqual([]);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="1" height="1"/></svg>',
    );
    const v = await preSign({ type: 'svg', target: '1', fileName: 'i.svg', size: svg.length });
    expect((await put(v.url, svg, 'image/svg+xml')).statusCode).toBe(200);
    const text = (await t.app.inject({ method: 'GET', url: v.fileUrl })).body;
    expect(text).toContain('<rect');
    expect(text).not.toContain('script');
    expect(text).not.toContain('onload');
  });
});

describe('file/encrypt', () => {
  let fileUrl = '';
  beforeAll(async () => {
    const body = multipartBody({ id: 'x', type: 'image', target: '1' }, { name: 'a.png', data: PNG_1X1 });
    const res = await t.call({
      method: 'POST',
      url: '/api/file/upload',
      token: a.token,
      group: a.groupId,
      ...body,
    });
    fileUrl = res.body.data.fileUrl;
  });

  it('answers a time-limited URL that hides the key and serves the file until it expires', async () => {
    const res = await poster(t, a)('/file/encrypt', { fileUrl, expiresIn: 120 });
    expect(res.status).toBe(200);
    const { url, expiresAt } = res.body.data as { url: string; expiresAt: string };
    expect(url).toMatch(/^\/api\/file\/encrypted\?token=[A-Za-z0-9_-]+$/);
    const key = fileUrl.replace('/api/file/', '');
    expect(url).not.toContain(key.split('/').pop()!.slice(0, 32));
    expect(Math.abs(Date.parse(expiresAt) - Date.now() - 120_000)).toBeLessThan(5000);
    const got = await t.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(String(got.headers['cache-control'])).toMatch(/^private, max-age=1[01]\d$/);
  });

  it('refuses tampered and expired tokens with 403', async () => {
    const { url } = (await poster(t, a)('/file/encrypt', { fileUrl })).body.data as { url: string };
    const token = url.slice(url.indexOf('=') + 1);
    const tampered = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/file/encrypted?token=${tampered}` })).statusCode,
    ).toBe(403);
    const signer = new UploadSigner(t.app.config.secret);
    const expired = signer.encryptFile({ k: fileUrl.replace('/api/file/', ''), e: Date.now() - 1 });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/file/encrypted?token=${expired}` })).statusCode,
    ).toBe(403);
  });

  it("answers 404 for another group's file and 400 for anything that is not one of our file URLs", async () => {
    expect((await poster(t, b)('/file/encrypt', { fileUrl })).status).toBe(404);
    for (const body of [
      { fileUrl: 'https://example.com/x.png' },
      { fileUrl: '/api/file/../x' },
      { fileUrl, expiresIn: 10 },
      { fileUrl, expiresIn: 30 * 24 * 3600 },
    ]) {
      const res = await poster(t, a)('/file/encrypt', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toBe('加密参数异常！');
    }
  });
});
