import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAnswerCompression } from './compressAnswers.js';
import { sendBatchLines } from './batchLines.js';
import { AppError } from './errors.js';
import { registerEnvelope } from './envelope.js';

/** Batch answers as JSON lines, over a real socket: each line reaches the caller when its item is done. */
/** Errors the server logs (a write after the caller left would be one). */
const logged: string[] = [];
const app = Fastify({
  forceCloseConnections: true,
  logger: {
    level: 'error',
    stream: { write: (line: string) => void logged.push(line) },
  },
});
let base = '';
/** The slow item of the next call, released by the test once it has read the fast ones. */
let release: () => void = () => undefined;
/** Settles when the last call's connection has closed on the server's side. */
let closed: Promise<unknown> = Promise.resolve();

/** Settles when the held call has reached its handler. */
let arrived: Promise<unknown> = Promise.resolve();
let arrive: () => void = () => undefined;

beforeAll(async () => {
  registerEnvelope(app);
  registerAnswerCompression(app);
  // Every item is ready at once (a wall's other screens reading what the fan-out holds).
  app.post('/ready', (req, reply) =>
    sendBatchLines(
      req,
      reply,
      [
        Promise.resolve({ data: 'x'.repeat(Number(req.headers['x-size'] ?? 5000)) }),
        Promise.reject(new AppError(404, { zh: '没有', en: 'not here' })),
      ],
      { zh: '失败', en: 'failed' },
    ),
  );
  // Every item waits: nothing is written, so not even the answer's headers have gone out.
  app.post('/held', (req, reply) => {
    closed = new Promise((r) => reply.raw.once('close', r));
    arrive();
    const held = new Promise<{ data: string }>((r) => (release = () => r({ data: 'late' })));
    return sendBatchLines(req, reply, [held], {
      zh: '失败',
      en: 'failed',
    });
  });
  app.post('/batch', (req, reply) => {
    const slow = new Promise<{ data: string }>((r) => (release = () => r({ data: 'slow' })));
    closed = new Promise((r) => reply.raw.once('close', r));
    return sendBatchLines(
      req,
      reply,
      [
        slow,
        Promise.resolve({ data: 'fast', big: 'x'.repeat(5000) }),
        Promise.reject(new AppError(404, { zh: '没有', en: 'not here' })),
        Promise.reject(new Error('boom')),
      ],
      { zh: '失败', en: 'failed' },
    );
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Reads the answer until it holds `n` lines (or ends). */
async function readLines(reader: ReadableStreamDefaultReader<string>, n: number, text = ''): Promise<string> {
  while (text.split('\n').length <= n) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  return text;
}

describe('sendBatchLines', () => {
  for (const encoding of ['br', 'gzip', 'identity'])
    it(`writes each item's line as soon as it settles (${encoding})`, async () => {
      const res = await fetch(`${base}/batch`, {
        method: 'POST',
        headers: { 'accept-encoding': encoding, 'accept-language': 'en' },
      });
      expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
      expect(res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      // The three settled items arrive while the slow one still waits: nothing holds them back.
      let text = await readLines(reader, 3);
      const early = text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { i: number; code: string });
      expect(early.map((l) => l.i).sort()).toEqual([1, 2, 3]);
      expect(early.find((l) => l.i === 2)).toEqual({ i: 2, code: '404', msg: 'not here', data: null });
      expect(early.find((l) => l.i === 3)).toEqual({ i: 3, code: '500', msg: 'failed', data: null });
      release();
      text = await readLines(reader, 5, text);
      const last = JSON.parse(text.trim().split('\n')[3]!) as unknown;
      expect(last).toEqual({ i: 0, code: '0', data: 'slow' });
    });

  it('a caller that leaves mid-answer is let go: the slow item finishing later writes nothing, logs nothing', async () => {
    const before = logged.length;
    const stop = new AbortController();
    const res = await fetch(`${base}/batch`, {
      method: 'POST',
      signal: stop.signal,
      headers: { 'accept-encoding': 'br' },
    });
    await readLines(res.body!.pipeThrough(new TextDecoderStream()).getReader(), 3);
    stop.abort();
    await closed; // the server has seen the caller leave; only then does the slow item finish
    release();
    // Still answering, and nothing logged at error level but the item the test fails on purpose.
    const again = await fetch(`${base}/batch`, { method: 'POST' });
    const reader = again.body!.pipeThrough(new TextDecoderStream()).getReader();
    const text = await readLines(reader, 3);
    release();
    expect((await readLines(reader, 5, text)).trim().split('\n')).toHaveLength(4);
    expect(logged.slice(before).filter((l) => !l.includes('batch item failed'))).toEqual([]);
  });

  it('a caller that leaves before the first line is let go without an error logged', async () => {
    const before = logged.length;
    const stop = new AbortController();
    arrived = new Promise<void>((r) => (arrive = r));
    // With a body the server has read to its end, as the batch routes have (the request then does not
    // count as aborted, and the stream's close reaches the error handler).
    const call = fetch(`${base}/held`, {
      method: 'POST',
      signal: stop.signal,
      headers: { 'accept-encoding': 'br', 'content-type': 'application/json' },
      body: '{"items":[]}',
    }).catch((e: unknown) => e);
    await arrived;
    stop.abort();
    expect(await call).toBeInstanceOf(Error);
    await closed;
    // The item finishing after the caller left answers nobody, and nothing is logged.
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(logged.slice(before)).toEqual([]);
  });

  it('an answer whose items are all done at once goes whole, compressed in one piece above the threshold', async () => {
    for (const [encoding, size, expected] of [
      ['br', 5000, 'br'],
      ['gzip', 5000, 'gzip'],
      ['br', 10, null],
    ] as const) {
      const res = await fetch(`${base}/ready`, {
        method: 'POST',
        headers: { 'accept-encoding': encoding, 'accept-language': 'en', 'x-size': String(size) },
      });
      // One body of known length (no chunked stream), in the caller's encoding when worth it.
      expect(res.headers.get('content-length')).not.toBeNull();
      expect(res.headers.get('content-encoding')).toBe(expected);
      expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
      const lines = (await res.text())
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { i: number; code: string; data: unknown });
      expect(lines.map((l) => l.i)).toEqual([0, 1]);
      expect(lines[0]).toEqual({ i: 0, code: '0', data: 'x'.repeat(size) });
      expect(lines[1]).toEqual({ i: 1, code: '404', msg: 'not here', data: null });
    }
  });
});
