import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { freshDatabase, testConfig } from './test/harness.js';

// A built web app as the build writes it: hashed assets with .br and .gz beside them.
const dist = mkdtempSync(path.join(tmpdir(), 'tc-web-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<html><head></head><body>${'<p>app</p>'.repeat(300)}</body></html>`,
  );
  const asset = path.join(dist, 'assets', 'entry-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(path.join(dist, 'assets', 'filterWorker-abc123.js'), script);
  app = await buildApp({ config: testConfig({ webDist: dist }), database: await freshDatabase() });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('hashed assets go out precompressed (brotli, else gzip) and cached for good', async () => {
    const br = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('assets carry no document-only headers; the page and a worker script keep their policy', async () => {
    const asset = await app.inject({ url: '/assets/entry-abc123.js' });
    expect(asset.statusCode).toBe(200);
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security'])
      expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A worker runs under the policy of its own script's answer.
    const worker = await app.inject({ url: '/assets/filterWorker-abc123.js' });
    expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
    const page = await app.inject({ url: '/manage' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the app page and JSON answers are compressed on the fly', async () => {
    const page = await app.inject({ url: '/manage', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<base href="/" />');
    const docs = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString())).toHaveProperty('openapi');
  });
});
