import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAnswerCompression } from './compressAnswers.js';
import { sendBatchLines } from './batchLines.js';
import { AppError } from './errors.js';

/** Batch answers as JSON lines, over a real socket: each line reaches the caller when its item is done. */
const app = Fastify();
let base = '';
/** The slow item of the next call, released by the test once it has read the fast ones. */
let release: () => void = () => undefined;

beforeAll(async () => {
  registerAnswerCompression(app);
  app.post('/batch', (req, reply) => {
    const slow = new Promise<{ data: string }>((r) => (release = () => r({ data: 'slow' })));
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
      let text = '';
      // The three settled items arrive while the slow one still waits: nothing holds them back.
      while (text.split('\n').length <= 3) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the answer ended early: ${text}`);
        text += value;
      }
      const early = text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { i: number; code: string });
      expect(early.map((l) => l.i).sort()).toEqual([1, 2, 3]);
      expect(early.find((l) => l.i === 2)).toEqual({ i: 2, code: '404', msg: 'not here', data: null });
      expect(early.find((l) => l.i === 3)).toEqual({ i: 3, code: '500', msg: 'failed', data: null });
      release();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      const last = JSON.parse(text.trim().split('\n')[3]!) as unknown;
      expect(last).toEqual({ i: 0, code: '0', data: 'slow' });
    });
});
