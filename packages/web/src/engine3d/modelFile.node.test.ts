// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchModel, ModelError } from './modelFile';

/**
 * The model download of every 3D page (docs/3d.md, "Loading models") against a real loopback HTTP
 * server: an oversized file is refused (declared or while streaming) with its message in both
 * languages, a missing file says so, and progress runs to 1.
 */
let server: Server;
let base = '';
const BODY = Buffer.alloc(5000, 7);

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/declared.glb') {
      res.writeHead(200, { 'content-length': BODY.length });
      res.end(BODY);
    } else if (req.url === '/streamed.glb') {
      // No length given: the limit has to hold while the body arrives.
      res.writeHead(200, { 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 5; i++) res.write(BODY.subarray(i * 1000, (i + 1) * 1000));
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const kindOf = (p: Promise<unknown>) =>
  p.then(
    () => 'loaded',
    (e: unknown) => (e instanceof ModelError ? e.kind : String(e)),
  );

describe('fetchModel', () => {
  it('refuses a model past the size limit, declared or streamed, in both languages', async () => {
    expect(await kindOf(fetchModel(`${base}/declared.glb`, () => undefined, undefined, 4000))).toBe(
      'tooLarge',
    );
    expect(await kindOf(fetchModel(`${base}/streamed.glb`, () => undefined, undefined, 2500))).toBe(
      'tooLarge',
    );
    const err = await fetchModel(`${base}/declared.glb`, () => undefined, undefined, 4000).catch(
      (e: unknown) => e,
    );
    expect((err as ModelError).text.zh).toMatch(/模型文件过大/);
    expect((err as ModelError).text.en).toMatch(/too large/);
  });

  it('says a missing file is not found, and reports progress up to 1 for one that loads', async () => {
    expect(await kindOf(fetchModel(`${base}/gone.glb`, () => undefined))).toBe('notFound');
    const seen: number[] = [];
    const bytes = await fetchModel(`${base}/declared.glb`, (f) => seen.push(f));
    expect(bytes.byteLength).toBe(BODY.length);
    expect(seen[seen.length - 1]).toBe(1);
  });
});
