import { describe, expect, it } from 'vitest';
import { presignUrl, sha256Hex, signHeaders } from './sigv4.js';

/**
 * The signer against the worked examples of AWS's S3 SigV4 documentation (the example key pair and
 * bucket, 24 May 2013): if one byte of the canonical request or the key derivation were wrong, the
 * signature would differ completely.
 */
const cred = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const now = new Date('2013-05-24T00:00:00Z');

describe('SigV4', () => {
  it('signs a GET with a Range header as in the documentation', () => {
    const h = signHeaders(cred, {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      now,
    });
    expect(h.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('pre-signs a GET valid for a day as in the documentation', () => {
    const url = presignUrl(cred, {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      expiresSeconds: 86400,
      now,
    });
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});
