import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { startS3rver } from '../test/s3store.js';
import { member, poster, type Who } from '../test/workspace.js';
import { multipartBody, PNG_1X1 } from '../modules/uploads/fixtures.js';
import { PERMISSIONS } from '../http/permissionCodes.js';

/**
 * Uploads on an S3-compatible store (STORAGE_DRIVER=s3), against s3rver started on loopback. s3rver
 * checks the access key id (S3RVER) but does not recompute V4 signatures, so the signer itself is
 * checked against AWS's published examples in sigv4.test.ts. s3rver keeps objects as files, so this test
 * can see what landed in the bucket and where.
 */
const BUCKET = 'tc-uploads';
let store: Awaited<ReturnType<typeof startS3rver>>;
let s3Dir = '';
let dataDir = '';
let t: TestApp;
let local: TestApp;
let a: Who;
let viewer: Who;
const objects = () => store.objects();

beforeAll(async () => {
  store = await startS3rver(BUCKET);
  s3Dir = store.dir;
  dataDir = mkdtempSync(path.join(tmpdir(), 'tc-s3-data-'));
  t = await createTestApp({ dataDir, storage: store.storage });
  local = await createTestApp();
  a = await member(t);
  viewer = await member(t, { groupId: a.groupId, codes: [PERMISSIONS.resourceView.code] });
  // Starting the store and two apps (each migrating a database) takes minutes on a loaded machine.
}, 300_000);
afterAll(async () => {
  await t.close();
  await local.close();
  await store.close();
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
    // The layout of docs/deployment.md#key-layout, the same as a direct upload's: {env}/{YYYYMMDD}/image/.
    expect(key).toMatch(/^\d{8}\/image\/[0-9a-f]{32}\.png$/);
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

  it('file/cos/credential answers bucket, region and a pre-signed PUT under {env}/YYYYMMDD/image/; complete serves it', async () => {
    const res = await poster(t, a)('/file/cos/credential', { ext: 'png' });
    expect(res.body.code).toBe('0');
    const d = res.body.data;
    expect(d).toMatchObject({ bucket: BUCKET, region: 'us-east-1', completeUrl: '/api/file/cos/complete' });
    expect(d.key).toMatch(/^test\/\d{8}\/image\/[0-9a-f]{32}\.put\.png$/);
    expect(d.fileUrl).toMatch(/^\/api\/file\/\d{8}\/image\/[0-9a-f]{32}\.png$/);
    expect(JSON.stringify(d)).not.toContain('S3RVER"');
    const { uploadUrl, headers } = d.credentials;
    expect(headers).toEqual({ 'content-type': 'image/png' });
    expect(new URL(uploadUrl).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(objects()).not.toContain(d.key);
    const put = await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(PNG_1X1) });
    expect(put.status).toBe(200);
    expect(objects()).toContain(d.key);
    // Not served before the server has checked it, and the staging name is never served.
    expect((await t.app.inject({ method: 'GET', url: d.fileUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/file/${d.path}` })).statusCode).toBe(404);
    const done = await poster(t, a)('/file/cos/complete', { path: d.path });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.fileUrl).toBe(d.fileUrl);
    expect(objects()).toContain(`test/${done.body.data.path}`);
    expect(objects()).not.toContain(d.key);
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
