import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './tokens.js';

describe('access tokens kept once verified', () => {
  afterEach(() => vi.useRealTimers());

  it('a verified token is refused once it expires, although it was kept', async () => {
    const tokens = new AccessTokens('a secret long enough for tests', 60);
    const token = await tokens.sign({ userId: 'u1', tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', tokenVersion: 3 });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await tokens.verify(token)).toBeNull();
  });

  it('keeps nothing for a token it refused, nor across keys', async () => {
    const ours = new AccessTokens('a secret long enough for tests', 60);
    const theirs = new AccessTokens('another secret, also long enough', 60);
    const token = await theirs.sign({ userId: 'u1', tokenVersion: 0 });
    expect(await theirs.verify(token)).not.toBeNull();
    expect(await ours.verify(token)).toBeNull();
    expect(await ours.verify(`${token}x`)).toBeNull();
  });
});
