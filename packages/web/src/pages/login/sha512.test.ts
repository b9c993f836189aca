import { describe, expect, it } from 'vitest';
import { sha512Hex } from './sha512';

describe('sha512Hex', () => {
  it('matches the known digest of "abc"', async () => {
    expect(await sha512Hex('abc')).toBe(
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a' +
        '2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    );
  });
});
