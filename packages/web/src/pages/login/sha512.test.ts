import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha512Hex, sha512HexSync } from './sha512';

describe('sha512Hex', () => {
  it('matches the known digest of "abc"', async () => {
    expect(await sha512Hex('abc')).toBe(
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a' +
        '2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    );
  });

  it('does not need crypto.subtle (withheld on plain-http LAN addresses)', async () => {
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      expect(await sha512Hex('E2eAdmin123')).toBe(createHash('sha512').update('E2eAdmin123').digest('hex'));
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
    }
  });

  it('agrees with node:crypto on every length across the padding boundaries and on non-ASCII text', () => {
    for (const n of [0, 1, 55, 111, 112, 127, 128, 129, 239, 240, 300]) {
      const text = 'p密'.repeat(n).slice(0, n);
      const bytes = new TextEncoder().encode(text);
      expect(sha512HexSync(bytes), `length ${n}`).toBe(createHash('sha512').update(bytes).digest('hex'));
    }
  });
});
