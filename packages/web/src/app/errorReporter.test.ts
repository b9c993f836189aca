import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import {
  ErrorReporter,
  installErrorReporter,
  MAX_PER_PAGE,
  MIN_GAP_MS,
  type WebLogEntry,
} from './errorReporter';

describe('ErrorReporter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one report at once, then at most one every MIN_GAP_MS; duplicates are sent once', async () => {
    const sent: WebLogEntry[] = [];
    const r = new ErrorReporter(async (e) => void sent.push(e));
    r.report({ level: 'error', message: 'a' });
    r.report({ level: 'error', message: 'a' });
    r.report({ level: 'error', message: 'b' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((e) => e.message)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(MIN_GAP_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((e) => e.message)).toEqual(['a', 'b']);
  });

  it('caps a page load, drops noise and survives a failing send', async () => {
    let calls = 0;
    const r = new ErrorReporter(async () => {
      calls += 1;
      throw new Error('offline');
    });
    r.report({ level: 'error', message: 'Script error.' });
    r.report({ level: 'error', message: 'ResizeObserver loop completed with undelivered notifications.' });
    for (let i = 0; i < MAX_PER_PAGE * 3; i++) {
      r.report({ level: 'error', message: `e${i}` });
      await vi.advanceTimersByTimeAsync(MIN_GAP_MS);
    }
    expect(calls).toBe(MAX_PER_PAGE);
  });

  it('installs window handlers for errors and rejections (API failures excluded) and uninstalls them', async () => {
    const sent: WebLogEntry[] = [];
    const uninstall = installErrorReporter(window, new ErrorReporter(async (e) => void sent.push(e)));
    window.dispatchEvent(
      new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[0]).toMatchObject({ level: 'error', message: 'TypeError: x is undefined', page: '/' });
    expect(sent[0]!.stack).toContain('TypeError');
    const rejection = (reason: unknown) => {
      const e = new Event('unhandledrejection') as Event & { reason: unknown };
      e.reason = reason;
      window.dispatchEvent(e);
    };
    rejection(new ApiError('500', 'server said no', 500));
    rejection('plain reason');
    await vi.advanceTimersByTimeAsync(MIN_GAP_MS);
    expect(sent.map((e) => e.message)).toEqual(['TypeError: x is undefined', 'plain reason']);
    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after uninstall' }));
    await vi.advanceTimersByTimeAsync(MIN_GAP_MS);
    expect(sent).toHaveLength(2);
  });
});
