import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { containsNul } from './nul.js';

describe('the NUL guard', () => {
  it('finds unstorable text in the keys and values of parsed JSON', () => {
    expect(containsNul({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNul(['\ud800'])).toBe(true);
    expect(containsNul(Object.assign(Object.create(null) as object, { q: '\udc00' }))).toBe(true);
    expect(containsNul({ a: ['😀', { b: 'fine' }] })).toBe(false);
  });

  it('skips a streamed body and survives cycles (walking a stream once aborted the process)', () => {
    const body = Readable.from([Buffer.from('\u0000')]);
    expect(containsNul(body)).toBe(false);
    const cyclic: Record<string, unknown> = { name: 'ok' };
    cyclic.self = cyclic;
    cyclic.list = [cyclic];
    expect(containsNul(cyclic)).toBe(false);
    expect(containsNul(Buffer.from('\u0000'))).toBe(false);
  });
});
