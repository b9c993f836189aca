import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, type Who } from '../../test/workspace.js';
import { multipartBody, PNG_1X1, rawZip } from './fixtures.js';
import { appWithFiles, closeWithFiles } from './testkit.js';

/**
 * Findings 9, 11 and 12 and SECURITY-CASES #35, #37, #38, attacked with the malformed requests themselves: zero 5xx
 * on bad input, a refused upload does not wedge its keep-alive connection, a full disk answers 507, and
 * a symbolic link inside a zip is refused.
 */
let t: TestApp;
let a: Who;
let dataDir: string;
let base = '';

beforeAll(async () => {
  ({ t, dataDir } = await appWithFiles('tc-malformed-'));
  a = await member(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => closeWithFiles(t, dataDir));

const tmpFiles = () => readdirSync(path.join(dataDir, 'uploads', '.tmp'));
const std = { id: 'u1', type: 'image', target: '1' };
const auth = () => ({ authorization: `Bearer ${a.token}`, 'current-group': a.groupId });

describe('finding 11: malformed requests answer 4xx, never 5xx', () => {
  // SECURITY-CASES #37: malformed and truncated uploads are 4xx with no temp file
  it('PUT /api/file/signed-put without ?token= is 400', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/file/signed-put', payload: Buffer.from('x') });
    expect(res.status).toBe(400);
  });

  it.each(['/file/upload', '/upload-svg', '/customUploadZipFile/upload'])(
    'a multipart body cut off mid-file on %s is 400 and leaves no temporary file',
    async (url) => {
      const whole = multipartBody(std, { name: 'a.zip', data: Buffer.alloc(64 * 1024, 7) });
      const res = await t.call({
        method: 'POST',
        url: `/api${url}`,
        token: a.token,
        group: a.groupId,
        headers: whole.headers,
        payload: whole.payload.subarray(0, whole.payload.length - 20_000),
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/不完整|incomplete/);
      expect(tmpFiles()).toEqual([]);
    },
  );
});

describe('finding 12 / SECURITY-CASES #35: zip entries', () => {
  it('a symbolic link entry refuses the whole zip, like ../ and absolute paths', async () => {
    const zip = rawZip([
      { name: 'ok.txt', data: Buffer.from('fine') },
      { name: 'link', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 },
    ]);
    const body = multipartBody(std, { name: 'a.zip', data: zip });
    const res = await t.call({
      method: 'POST',
      url: '/api/customUploadZipFile/upload',
      token: a.token,
      group: a.groupId,
      ...body,
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('压缩包中含有不安全的路径，已拒绝');
    expect(tmpFiles()).toEqual([]);
  });
});

describe('finding 9 / SECURITY-CASES #37: a refused upload on a keep-alive connection', () => {
  it('the next request on the one connection is answered after a sizeVerify refusal', async () => {
    const pool = new Pool(base, { connections: 1, pipelining: 1 });
    try {
      const big = multipartBody(
        { ...std, sizeVerify: '0.1' },
        { name: 'a.png', data: Buffer.alloc(3 * 1024 * 1024) },
      );
      const refused = await pool.request({
        path: '/api/file/upload',
        method: 'POST',
        headers: { ...auth(), ...big.headers },
        body: big.payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(((await refused.body.json()) as { msg: string }).msg).toBe('上传文件内容不能超过0.1M！');
      const next = await pool.request({ path: '/api/health', method: 'GET', headersTimeout: 20_000 });
      expect(next.statusCode).toBe(200);
      await next.body.dump();
    } finally {
      await pool.close();
    }
  });
});

/** A 1 MiB tmpfs for DATA_DIR (needs root, as the build machine and CI run); skipped otherwise. */
function smallDisk(): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'tc-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}
const disk = smallDisk();

describe.skipIf(!disk)('SECURITY-CASES #38 / finding 9: disk full during an upload', () => {
  let full: TestApp;
  let who: Who;
  beforeAll(async () => {
    full = await createTestApp({ dataDir: disk! });
    who = await member(full);
    mkdirSync(path.join(disk!, 'uploads', '.tmp'), { recursive: true });
    // Fill the disk, then free about 100 KiB: a small upload fits, a 400 KiB one does not.
    const filler = path.join(disk!, 'filler');
    const chunk = Buffer.alloc(16 * 1024);
    let written = 0;
    try {
      for (;;) {
        appendFileSync(filler, chunk);
        written += chunk.length;
      }
    } catch {
      truncateSync(filler, Math.max(0, written - 100 * 1024));
    }
  });
  afterAll(async () => {
    await full.close();
    execFileSync('umount', [disk!]);
    rmSync(disk!, { recursive: true, force: true });
  });

  it('answers 507 with a clear message in both languages, keeps no partial file', async () => {
    const body = multipartBody(std, {
      name: 'big.png',
      data: Buffer.concat([PNG_1X1, Buffer.alloc(400 * 1024)]),
    });
    const zh = await full.call({
      method: 'POST',
      url: '/api/file/upload',
      token: who.token,
      group: who.groupId,
      ...body,
    });
    expect(zh.status).toBe(507);
    expect(zh.body.msg).toBe('服务器存储空间已满，文件未保存，请联系管理员');
    const en = await full.call({
      method: 'POST',
      url: '/api/file/upload',
      token: who.token,
      group: who.groupId,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'en' },
    });
    expect(en.body.msg).toMatch(/storage is full/);
    expect(readdirSync(path.join(disk!, 'uploads', '.tmp'))).toEqual([]);
    // A small file still fits: the server is fine once there is room.
    const small = multipartBody(std, { name: 'small.png', data: PNG_1X1 });
    const ok = await full.call({
      method: 'POST',
      url: '/api/file/upload',
      token: who.token,
      group: who.groupId,
      ...small,
    });
    expect(ok.body.code).toBe('0');
  });
});
