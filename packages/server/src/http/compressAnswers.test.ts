import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAnswerCompression } from './compressAnswers.js';

describe('JSON answers compressed in one call', () => {
  const app = Fastify();
  const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `row ${i}` }));
  beforeAll(async () => {
    registerAnswerCompression(app);
    app.get('/big', async (_req, reply) => reply.header('vary', 'origin').send({ rows }));
    app.get('/small', async () => ({ ok: true }));
    app.get('/text', async (_req, reply) => reply.type('text/plain').send('x'.repeat(5000)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('brotli when accepted, gzip otherwise (q=0 refuses, * and x-gzip mean gzip), the same JSON in each', async () => {
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ rows });
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify({ rows }).length / 5);
    for (const accepted of ['br;q=0, gzip', '*', 'x-gzip']) {
      const gz = await get('/big', accepted);
      expect(gz.headers['content-encoding'], accepted).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ rows });
    }
  });

  it('says it varies by encoding beside what the route said; identity and no header get the JSON as it is', async () => {
    for (const accepted of ['identity', undefined]) {
      const res = await get('/big', accepted);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('origin, accept-encoding');
      expect(res.json()).toEqual({ rows });
    }
  });

  it('leaves small answers and other types alone', async () => {
    expect((await get('/small', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/text', 'br')).headers['content-encoding']).toBeUndefined();
  });
});
