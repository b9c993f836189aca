import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { startS3rver } from '../test/s3store.js';
import { member, poster, type Who } from '../test/workspace.js';
import { PNG_1X1 } from '../modules/uploads/fixtures.js';
import { storageFor } from './index.js';

/**
 * The key layout on both drivers, older keys still opening, and single use of fixed-key uploads without
 * the store's help (docs/deployment.md#key-layout, #single-use-upload-urls). The store is s3rver on
 * loopback, which ignores `If-None-Match` on PUT; the local disk is the default driver.
 */
const BUCKET = 'tc-single';
let store: Awaited<ReturnType<typeof startS3rver>>;
let s3: TestApp;
let disk: TestApp;
const dirs: string[] = [];
let a: Who;
let other: Who;
let d: Who;

const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tc-single-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  store = await startS3rver(BUCKET);
  s3 = await createTestApp({ dataDir: dataDir(), storage: store.storage });
  disk = await createTestApp({ dataDir: dataDir() });
  a = await member(s3);
  other = await member(s3);
  d = await member(disk);
  // Starting the store and two apps (each migrating a database) takes minutes on a loaded machine.
}, 300_000);
afterAll(async () => {
  await s3.close();
  await disk.close();
  await store.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const png = (tail: string) => Buffer.concat([PNG_1X1, Buffer.from(tail)]);

/**
 * Two PUTs of one URL whose bodies are held back until both requests have either started reading their
 * body (they passed every check before it) or answered: on a store that ignores `If-None-Match`, a guard
 * that only asks the store whether the key exists lets both through at that point.
 */
async function racePuts(t: TestApp, url: string, bodies: Buffer[]) {
  let arrived = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const arrive = (() => {
    const seen = new Set<number>();
    return (i: number) => {
      if (seen.has(i)) return;
      seen.add(i);
      if (++arrived === bodies.length) open();
    };
  })();
  return Promise.all(
    bodies.map((data, i) => {
      let started = false;
      const payload = new Readable({
        read() {
          if (started) return;
          started = true;
          arrive(i);
          void gate.then(() => {
            this.push(data);
            this.push(null);
          });
        },
      });
      return t.app
        .inject({ method: 'PUT', url, payload, headers: { 'content-type': 'image/png' } })
        .finally(() => arrive(i));
    }),
  );
}

describe('one layout for every upload, older keys still open', () => {
  it('the local disk keeps new files under {env}/{YYYYMMDD}/image/ and still serves a g/{groupId}/ key', async () => {
    const up = await poster(disk, d)('/file/preSignatureUrl', {
      type: 'image',
      target: '1',
      fileName: 'a.png',
      size: 100,
    });
    expect(up.body.data.path).toMatch(/^\d{8}\/image\/[0-9a-f]{32}\.png$/);
    const old = `g/${d.groupId}/image/20250101/${'c'.repeat(32)}.png`;
    // A file as an installation before the layout change left it: below the uploads root, with its row.
    const file = path.join(disk.app.config.dataDir, 'uploads', old);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, PNG_1X1);
    await disk.database.db.insert(uploads).values({
      groupId: d.groupId,
      userId: d.userId,
      storageKey: old,
      fileName: 'old.png',
      mime: 'image/png',
      size: PNG_1X1.length,
      kind: 'image',
    });
    const got = await disk.app.inject({ method: 'GET', url: `/api/file/${old}` });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG_1X1)).toBe(true);
    // Still the group's own file for group-bound calls (the row, not the name, says whose it is).
    const enc = await poster(disk, d)('/file/encrypt', { fileUrl: `/api/file/${old}` });
    expect(enc.status).toBe(200);
    expect((await disk.app.inject({ method: 'GET', url: enc.body.data.url })).statusCode).toBe(200);
  });

  it('the bucket still serves an object stored under {env}/g/{groupId}/… by the older layout', async () => {
    const old = `g/${a.groupId}/image/20250101/${'d'.repeat(32)}.png`;
    await storageFor(s3.app.config).putBuffer(old, PNG_1X1);
    expect(store.objects()).toContain(`test/${old}`);
    const got = await s3.app.inject({ method: 'GET', url: `/api/file/${old}` });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG_1X1)).toBe(true);
  });
});

describe('a pre-signed PUT URL works once, whatever the store does with If-None-Match', () => {
  for (const [name, app, who] of [
    ['S3 (s3rver)', () => s3, () => a],
    ['local disk', () => disk, () => d],
  ] as const) {
    it(`${name}: two racing PUTs of one URL store exactly one file, kept whole with one row`, async () => {
      const t = app();
      const s = await poster(t, who())('/file/preSignatureUrl', {
        type: 'image',
        target: '1',
        fileName: 'r.png',
        size: 200,
      });
      const bodies = [png('first'), png('second')];
      const answers = await racePuts(t, s.body.data.url, bodies);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      const lost = answers.find((r) => r.statusCode === 403)!;
      expect(lost.json().msg).toBe('该上传地址已使用过');
      const won = answers.findIndex((r) => r.statusCode === 200);
      const got = await t.app.inject({ method: 'GET', url: s.body.data.fileUrl });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(bodies[won]!)).toBe(true);
      const rows = await t.database.db.select().from(uploads).where(eq(uploads.storageKey, s.body.data.path));
      expect(rows).toHaveLength(1);
      // And afterwards, one at a time, it stays used.
      const again = await t.app.inject({
        method: 'PUT',
        url: s.body.data.url,
        payload: png('third'),
        headers: { 'content-type': 'image/png' },
      });
      expect(again.statusCode).toBe(403);
    });
  }
});

describe('a direct upload (file/cos/credential) is completed once and written once', () => {
  it('two racing PUTs and two racing completes give one checked file that later PUTs cannot change', async () => {
    const cred = (await poster(s3, a)('/file/cos/credential', { ext: 'png' })).body.data;
    const { uploadUrl, headers } = cred.credentials;
    const send = (body: Buffer) => fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(body) });
    const bodies = [png('one'), png('two')];
    // The store takes both (it has no single-use rule of its own): the later one is the staging object.
    expect((await Promise.all(bodies.map(send))).map((r) => r.status)).toEqual([200, 200]);
    const done = await Promise.all(
      [0, 1].map(() => poster(s3, a)('/file/cos/complete', { path: cred.path })),
    );
    expect(done.map((r) => r.status).sort()).toEqual([200, 403]);
    const first = await s3.app.inject({ method: 'GET', url: cred.fileUrl });
    expect(first.statusCode).toBe(200);
    expect(bodies.some((b) => b.equals(first.rawPayload))).toBe(true);
    // The URL still works at the store until it expires, but only the never-served staging name changes.
    expect((await send(png('later'))).status).toBe(200);
    const after = await s3.app.inject({ method: 'GET', url: cred.fileUrl });
    expect(after.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await s3.app.inject({ method: 'GET', url: `/api/file/${cred.path}` })).statusCode).toBe(404);
    const again = await poster(s3, a)('/file/cos/complete', { path: cred.path });
    expect(again.status).toBe(403);
    const rows = await s3.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, cred.fileUrl.slice(10)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.groupId).toBe(a.groupId);
  });

  it("another group cannot complete a group's direct upload nor use its file; content is checked", async () => {
    const cred = (await poster(s3, a)('/file/cos/credential', { ext: 'png' })).body.data;
    const { uploadUrl, headers } = cred.credentials;
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: '<html>not a png</html>' })).status).toBe(
      200,
    );
    expect((await poster(s3, other)('/file/cos/complete', { path: cred.path })).status).toBe(404);
    const bad = await poster(s3, a)('/file/cos/complete', { path: cred.path });
    expect(bad.status).toBe(400);
    expect((await s3.app.inject({ method: 'GET', url: cred.fileUrl })).statusCode).toBe(404);
    // A refused completion leaves the upload open: a proper image with the same credential is accepted.
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(PNG_1X1) })).status).toBe(
      200,
    );
    expect((await poster(s3, other)('/file/cos/complete', { path: cred.path })).status).toBe(404);
    expect((await poster(s3, a)('/file/cos/complete', { path: cred.path })).status).toBe(200);
    expect((await poster(s3, other)('/file/encrypt', { fileUrl: cred.fileUrl })).status).toBe(404);
    expect((await poster(s3, a)('/file/encrypt', { fileUrl: cred.fileUrl })).status).toBe(200);
    // Nothing uploaded yet: a clear 400, and the upload stays open.
    const empty = (await poster(s3, a)('/file/cos/credential', { ext: 'png' })).body.data;
    const none = await poster(s3, a)('/file/cos/complete', { path: empty.path });
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('尚未上传文件');
  });
});
