import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signHeaders } from './client';
import { fromBase64Url, hmacSha256, sha256, toBase64Url, toHex, utf8 } from './sha256';

describe('share request signing in the browser', () => {
  it('SHA-256 and HMAC agree with Node’s crypto on many inputs', () => {
    expect(toHex(sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    for (const len of [0, 1, 55, 56, 63, 64, 65, 119, 1000]) {
      const data = randomBytes(len);
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
      const key = randomBytes(len % 100);
      expect(toHex(hmacSha256(key, data))).toBe(createHmac('sha256', key).update(data).digest('hex'));
    }
    const long = randomBytes(100);
    expect(toHex(hmacSha256(long, utf8('x')))).toBe(createHmac('sha256', long).update('x').digest('hex'));
  });

  it('base64url round-trips', () => {
    const b = randomBytes(33);
    expect(toBase64Url(b)).toBe(b.toString('base64url'));
    expect(Buffer.from(fromBase64Url(b.toString('base64url')))).toEqual(b);
  });

  it('signs method, path, timestamp, nonce and body hash as the server checks them', () => {
    const signKey = randomBytes(32).toString('base64url');
    const h = signHeaders({ shareToken: 'tok', signKey }, 'get', '/api/project/share/v2/abc', '{"a":1}');
    const canonical = [
      'GET',
      '/api/project/share/v2/abc',
      h.TimeStamp,
      h.Nonce,
      createHash('sha256').update('{"a":1}').digest('hex'),
    ].join('\n');
    expect(h.Sign).toBe(
      createHmac('sha256', Buffer.from(signKey, 'base64url')).update(canonical).digest('base64url'),
    );
    expect(h['Share-Token']).toBe('tok');
    expect(h.Nonce).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(Math.abs(Number(h.TimeStamp) - Date.now())).toBeLessThan(5000);
    // Every request gets its own nonce.
    expect(signHeaders({ shareToken: 'tok', signKey }, 'GET', '/p').Nonce).not.toBe(h.Nonce);
  });
});
