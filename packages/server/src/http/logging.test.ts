import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isCallerGone, loggerOptions } from './logging.js';

describe('the server logger', () => {
  it('logs a caller going away at info, every other error at error', async () => {
    const lines: { level: number; msg?: string }[] = [];
    const options = loggerOptions('info');
    const app = Fastify({
      logger: {
        ...(options as object),
        stream: { write: (line: string) => void lines.push(JSON.parse(line) as { level: number }) },
      },
    });
    await app.ready();
    const premature = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    // As @fastify/compress's pipe logs it (end-of-stream's own error, no code), and as a request error.
    app.log.error(new Error('premature close'));
    app.log.error({ err: premature }, 'request failed');
    app.log.error(new Error('boom'));
    expect(lines.map((l) => l.level)).toEqual([30, 30, 50]);
    await app.close();
  });

  it('knows a caller going away from the error itself or from a log object holding it', () => {
    expect(isCallerGone(new Error('premature close'))).toBe(true);
    expect(isCallerGone({ err: Object.assign(new Error('x'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }) })).toBe(
      true,
    );
    expect(isCallerGone(new Error('Premature closed connection somewhere'))).toBe(false);
    expect(isCallerGone('premature close')).toBe(false);
    expect(isCallerGone(null)).toBe(false);
    expect(loggerOptions('silent')).toBe(false);
  });
});
