import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './chunkLoad';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('fails as a ChunkLoadError after 120 s without the chunk', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const seen = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void seen.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await seen;
    expect(e).toBeInstanceOf(ChunkLoadError);
    expect((e as Error).name).toBe('ChunkLoadError');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('turns a missing chunk into a ChunkLoadError and passes a loaded one through', async () => {
    const missing = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).catch((e: unknown) => e);
    expect(isChunkLoadError(missing)).toBe(true);
    expect(await loadChunk(() => Promise.resolve({ ok: 1 }))).toEqual({ ok: 1 });
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
  });
});
