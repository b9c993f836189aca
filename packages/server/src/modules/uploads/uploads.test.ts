import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { TestApp } from '../../test/harness.js';
import { member, type Who } from '../../test/workspace.js';
import { multipartBody, PNG_1X1, rawZip } from './fixtures.js';
import { appWithFiles, closeWithFiles } from './testkit.js';

let t: TestApp;
let a: Who;
let dataDir: string;
const MAX = 256 * 1024;

beforeAll(async () => {
  process.env.TC_UPLOAD_MAX_BYTES = String(MAX);
  ({ t, dataDir } = await appWithFiles('tc-uploads-'));
  a = await member(t);
});
afterAll(async () => {
  await closeWithFiles(t, dataDir);
  delete process.env.TC_UPLOAD_MAX_BYTES;
});

const root = () => path.join(dataDir, 'uploads');
const tmpFiles = () => readdirSync(path.join(root(), '.tmp'));

async function upload(
  url: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
  who: Who = a,
) {
  const body = multipartBody(fields, file);
  return t.call({ method: 'POST', url: `/api${url}`, token: who.token, group: who.groupId, ...body });
}
const std = { id: 'u1', type: 'image', target: '1' };

describe('uploads', () => {
  // SECURITY-CASES #36: nosniff
  it('stores a PNG under the key layout and serves it inline with nosniff', async () => {
    const res = await upload('/file/upload', std, { name: 'logo.png', data: PNG_1X1 });
    expect(res.body.code).toBe('0');
    const url: string = res.body.data.fileUrl;
    expect(url).toMatch(/^\/api\/file\/\d{8}\/image\/[0-9a-f]{32}\.png$/);
    // On the local disk the file sits below the environment folder, as a bucket would name it.
    const key: string = res.body.data.path;
    expect(existsSync(path.join(root(), 'production', key))).toBe(true);
    const got = await t.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(String(got.headers['content-disposition'])).toMatch(/^inline/);
    expect(got.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(tmpFiles()).toEqual([]);
  });

  it('keeps every belong and customKey in the one layout {YYYYMMDD}/image/ and answers them in the record', async () => {
    for (const fields of [
      { ...std, target: '0' },
      { ...std, target: '2', customKey: 'avatars' },
      { ...std, target: '3' },
    ]) {
      const res = await upload('/file/upload', fields, { name: 'a.png', data: PNG_1X1 });
      expect(res.body.code).toBe('0');
      expect(res.body.data).toMatchObject({ type: 'image', target: fields.target });
      expect(res.body.data.path).toMatch(/^\d{8}\/image\/[0-9a-f]{32}\.png$/);
      expect(res.body.data.path).not.toContain(a.groupId);
    }
  });

  it('answers 400 with the missing-parameters message without id, type, target or file', async () => {
    for (const [fields, file] of [
      [
        { type: 'image', target: '1' },
        { name: 'a.png', data: PNG_1X1 },
      ],
      [
        { id: 'x', target: '1' },
        { name: 'a.png', data: PNG_1X1 },
      ],
      [
        { id: 'x', type: 'image' },
        { name: 'a.png', data: PNG_1X1 },
      ],
      [std, undefined],
    ] as const) {
      const res = await upload('/file/upload', fields, file);
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('id、type、target、file');
    }
    expect(tmpFiles()).toEqual([]);
  });

  it('checks the format list and sizeVerify with the spec messages', async () => {
    const fmt = await upload(
      '/file/upload',
      { ...std, format: 'jpg,jpeg' },
      { name: 'a.png', data: PNG_1X1 },
    );
    expect(fmt.status).toBe(400);
    expect(fmt.body.msg).toBe('上传内容与预期格式不符，请检查文件格式');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(120 * 1024)]);
    const size = await upload('/file/upload', { ...std, sizeVerify: '0.1' }, { name: 'a.png', data: big });
    expect(size.status).toBe(400);
    expect(size.body.msg).toBe('上传文件内容不能超过0.1M！');
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses an oversized upload with 413 and leaves no temporary file', async () => {
    const res = await upload('/file/upload', std, {
      name: 'big.png',
      data: Buffer.concat([PNG_1X1, Buffer.alloc(MAX + 10)]),
    });
    expect(res.status).toBe(413);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses HTML renamed to .png and unknown or script types', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    for (const name of ['evil.png', 'evil.html', 'evil.js', 'noext']) {
      const res = await upload('/file/upload', std, { name, data: html });
      expect(res.status, name).toBe(400);
    }
    const json = await upload(
      '/file/upload',
      { ...std, type: 'data' },
      { name: 'x.json', data: Buffer.from('<html><body>x</body></html>') },
    );
    expect(json.status).toBe(400);
    expect(tmpFiles()).toEqual([]);
  });

  // SECURITY-CASES #34: upload names
  it('never lets the client name choose the stored path (../, ..\\, absolute, NUL)', async () => {
    for (const name of ['../../../escape.png', '..\\..\\escape.png', '/etc/passwd.png', 'C:\\x\\y.png']) {
      const res = await upload('/file/upload', std, { name, data: PNG_1X1 });
      expect(res.body.code, name).toBe('0');
      expect(res.body.data.path).not.toContain('..');
      expect(res.body.data.path).toMatch(/^\d{8}\/image\/[0-9a-f]{32}\.png$/);
      expect(res.body.data.name).not.toMatch(/[\\/]/);
    }
    const nul = await upload('/file/upload', std, { name: 'a\u0000.png', data: PNG_1X1 });
    expect(nul.status).toBe(400);
    expect(existsSync(path.join(dataDir, 'escape.png'))).toBe(false);
    expect(existsSync(path.join(root(), '..', 'escape.png'))).toBe(false);
    // type and customKey are key segments: anything but [A-Za-z0-9_-] is refused.
    for (const fields of [
      { ...std, type: '../x' },
      { ...std, customKey: '..' },
      { ...std, customKey: 'a/b' },
    ]) {
      const res = await upload('/file/upload', fields, { name: 'a.png', data: PNG_1X1 });
      expect(res.status).toBe(400);
    }
    expect(tmpFiles()).toEqual([]);
  });

  it('serving refuses traversal keys', async () => {
    for (const url of [
      '/api/file/../secret',
      '/api/file/%2e%2e/%2e%2e/secret',
      '/api/file/g/..%2f..%2fsecret',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(res.statusCode);
    }
  });

  // SECURITY-CASES #36: SVG with script
  it('sanitises SVG: no script, handlers, foreignObject or external references', async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">
        <script>alert(2)</script><rect width="10" height="10" onclick="alert(3)" fill="red"/>
        <image href="https://evil.example/x.png"/><use xlink:href="https://evil.example/s.svg#a"/>
        <foreignObject><div>x</div></foreignObject><a href="javascript:alert(4)"><text>t</text></a>
        <rect style="fill:url(https://evil.example/p)" width="1" height="1"/></svg>`,
    );
    const res = await upload('/upload-svg', { id: 's1' }, { name: 'icon.svg', data: svg });
    expect(res.body.code).toBe('0');
    const got = await t.app.inject({ method: 'GET', url: res.body.data.fileUrl });
    const text = got.body;
    expect(got.headers['content-type']).toBe('image/svg+xml');
    expect(text).toContain('<rect');
    for (const bad of ['<script', 'onload', 'onclick', 'evil.example', 'foreignObject', 'javascript:'])
      expect(text, bad).not.toContain(bad);
    expect(String(got.headers['content-security-policy'])).toContain('sandbox');
    const notSvg = await upload(
      '/upload-svg',
      { id: 's2' },
      { name: 'x.svg', data: Buffer.from('<html><body>hi</body></html>') },
    );
    expect(notSvg.status).toBe(400);
  });

  it('extracts an asset zip; data files download as attachments', async () => {
    const zip = rawZip([
      { name: 'img/a.png', data: PNG_1X1 },
      { name: 'index.html', data: Buffer.from('<html><script>1</script></html>') },
    ]);
    const res = await upload(
      '/customUploadZipFile/upload',
      { ...std, type: 'bundle' },
      { name: 'assets.zip', data: zip },
    );
    expect(res.body.code).toBe('0');
    const files = res.body.data.files as { name: string; fileUrl: string }[];
    expect(files.map((f) => f.name).sort()).toEqual(['img/a.png', 'index.html']);
    const html = await t.app.inject({
      method: 'GET',
      url: files.find((f) => f.name === 'index.html')!.fileUrl,
    });
    expect(String(html.headers['content-disposition'])).toMatch(/^attachment/);
    expect(html.headers['content-type']).toBe('text/html');
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses zip slip entries whole', async () => {
    for (const name of [
      '../evil.png',
      '../../x/evil.png',
      '/abs/evil.png',
      'a/../../evil.png',
      '..\\evil.png',
    ]) {
      const zip = rawZip([
        { name: 'ok.png', data: PNG_1X1 },
        { name, data: PNG_1X1 },
      ]);
      const res = await upload(
        '/customUploadZipFile/upload',
        { ...std, type: 'bundle' },
        { name: 's.zip', data: zip },
      );
      expect(res.status, name).toBe(400);
    }
    expect(existsSync(path.join(root(), '..', 'evil.png'))).toBe(false);
    expect(tmpFiles()).toEqual([]);
  });

  // SECURITY-CASES #35: zip bombs
  it('refuses zip bombs by ratio and by real size', async () => {
    // 8 MiB of zeros deflates to a few KiB (ratio far above 100) and stays under the upload cap.
    const zipfile = new yazl.ZipFile();
    zipfile.addBuffer(Buffer.alloc(8 * 1024 * 1024), 'zeros.bin');
    zipfile.end();
    const chunks: Buffer[] = [];
    for await (const c of zipfile.outputStream) chunks.push(c as Buffer);
    const bomb = Buffer.concat(chunks);
    expect(bomb.length).toBeLessThan(MAX);
    const res = await upload(
      '/customUploadZipFile/upload',
      { ...std, type: 'bundle' },
      { name: 'bomb.zip', data: bomb },
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('压缩');
    expect(tmpFiles()).toEqual([]);
  });
});
