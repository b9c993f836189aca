import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { member, poster, type Who } from '../test/workspace.js';
import { multipartBody, PNG_1X1 } from '../modules/uploads/fixtures.js';
import { PERMISSIONS } from '../modules/permissions/catalogue.js';

/**
 * Uploads on an S3-compatible store (STORAGE_DRIVER=s3), against s3rver started on loopback. s3rver
 * checks the access key id (S3RVER) but does not recompute V4 signatures, so the signer itself is
 * checked against AWS's published examples in sigv4.test.ts. s3rver keeps objects as files, so this test
 * can see what landed in the bucket and where.
 */
const BUCKET = 'tc-uploads';
let s3: S3rver;
let s3Dir = '';
let dataDir = '';
let t: TestApp;
let local: TestApp;
let a: Who;
let viewer: Who;

/** Files in the bucket, as object names (s3rver keeps `{name}._S3rver_object` per object). */
function objects(): string[] {
  const root = path.join(s3Dir, BUCKET);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('._S3rver_object'))
        out.push(
          path
            .relative(root, full)
            .replace(/\._S3rver_object$/, '')
            .split(path.sep)
            .join('/'),
        );
    }
  };
  if (existsSync(root)) walk(root);
  return out;
}

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'tc-s3rver-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'tc-s3-data-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  t = await createTestApp({
    dataDir,
    storage: {
      driver: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      envFolder: 'test',
    },
  });
  local = await createTestApp();
  a = await member(t);
  viewer = await member(t, { groupId: a.groupId, codes: [PERMISSIONS.resourceView.code] });
});
afterAll(async () => {
  await t.close();
  await local.close();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('S3-compatible storage driver', () => {
  it('an upload through /file/upload lands in the bucket under the environment folder and is served back', async () => {
    const body = multipartBody({ id: 'u1', type: 'image', target: '1' }, { name: 'logo.png', data: PNG_1X1 });
    const res = await t.call({
      method: 'POST',
      url: '/api/file/upload',
      token: a.token,
      group: a.groupId,
      ...body,
    });
    expect(res.body.code).toBe('0');
    const key: string = res.body.data.path;
    expect(objects()).toContain(`test/${key}`);
    const onDisk = path.join(s3Dir, BUCKET, 'test', `${key}._S3rver_object`);
    expect(readFileSync(onDisk).equals(PNG_1X1)).toBe(true);
    // Nothing kept on the local disk but the (empty) folder for uploads in flight.
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual(['.tmp']);
    expect(readdirSync(path.join(dataDir, 'uploads', '.tmp'))).toEqual([]);

    const got = await t.app.inject({ method: 'GET', url: res.body.data.fileUrl });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG_1X1)).toBe(true);
    const missing = await t.app.inject({ method: 'GET', url: `/api/file/${key.replace(/\.png$/, 'x.png')}` });
    expect(missing.statusCode).toBe(404);
  });

  it('file/cos/credential answers bucket, region and a pre-signed PUT under {env}/YYYYMMDD/image/', async () => {
    const res = await poster(t, a)('/file/cos/credential', { ext: 'png' });
    expect(res.body.code).toBe('0');
    const d = res.body.data;
    expect(d).toMatchObject({ bucket: BUCKET, region: 'us-east-1' });
    expect(d.key).toMatch(/^test\/\d{8}\/image\/[0-9a-f]{32}\.png$/);
    expect(JSON.stringify(d)).not.toContain('S3RVER"');
    const { uploadUrl, headers } = d.credentials;
    expect(headers).toEqual({ 'content-type': 'image/png' });
    expect(new URL(uploadUrl).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(objects()).not.toContain(d.key);
    const put = await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(PNG_1X1) });
    expect(put.status).toBe(200);
    expect(objects()).toContain(d.key);
    const got = await t.app.inject({ method: 'GET', url: d.fileUrl });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('file/cos/credential needs resourceEdit, refuses non-image types, and answers 501 on the local disk', async () => {
    const noPerm = await poster(t, viewer)('/file/cos/credential', { ext: 'png' });
    expect(noPerm.status).toBe(403);
    const svg = await poster(t, a)('/file/cos/credential', { ext: 'svg' });
    expect(svg.status).toBe(400);
    const s = await local.login();
    const onDisk = await local.call({
      method: 'POST',
      url: '/api/file/cos/credential',
      token: s.token,
      group: s.groupId,
      payload: { ext: 'png' },
    });
    expect(onDisk.status).toBe(501);
    expect(onDisk.body.msg).toContain('STORAGE_DRIVER=s3');
  });
});
