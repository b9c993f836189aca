import { describe, expect, it } from 'vitest';
import { licenceBlockOf } from './licenceBlock';

describe('licenceBlockOf', () => {
  it('reads every block the server sends, a revoked key included', () => {
    for (const reason of ['licenceMissing', 'licenceExpired', 'licenceInvalid', 'licenceRevoked'])
      expect(licenceBlockOf({ reason, machineCode: 'M1', expiresAt: null }, 'msg')).toEqual({
        reason,
        machineCode: 'M1',
        expiresAt: null,
        message: 'msg',
      });
  });

  it('is not a licence block for limits and other 403s', () => {
    expect(licenceBlockOf({ reason: 'projectLimit', limit: 5 })).toBeNull();
    expect(licenceBlockOf({ reason: 'other' })).toBeNull();
    expect(licenceBlockOf(null)).toBeNull();
  });
});
