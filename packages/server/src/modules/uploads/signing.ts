import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../lib/tokens.js';
import { isSafeKey } from '../../storage/index.js';

/** How long a pre-signed PUT URL stays valid. */
export const PUT_TTL_MS = 15 * 60 * 1000;

/** What a pre-signed PUT URL allows: one file under one key, for one group, until `e`. */
export interface PutClaims {
  /** Storage key, fixed at signing (so its existence is the single-use guard). */
  k: string;
  /** Largest body in bytes. */
  m: number;
  /** Content type the PUT must declare. */
  c: string;
  /** Expiry, epoch milliseconds. */
  e: number;
  /** Group and user the upload row is recorded for. */
  g: string;
  u: string;
  /** Display name of the file. */
  n: string;
}

/** What an encrypted file URL reveals to the server only: the key and the expiry (epoch ms). */
export interface SharedFileClaims {
  k: string;
  e: number;
}

const MAX_TOKEN = 2048;

/**
 * Tokens of the signed file URLs. Both keys are derived from the app secret, so every server process
 * checks them without a table. A PUT token is readable JSON plus an HMAC over all of it (key, max size,
 * content type, expiry, group): altering any part breaks the MAC. An encrypted-file token is AES-256-GCM,
 * which hides the storage key from whoever holds the URL and authenticates it at the same time.
 */
export class UploadSigner {
  private readonly putKey: Uint8Array;
  private readonly shareKey: Uint8Array;

  constructor(secret: string) {
    this.putKey = deriveKey(secret, 'upload-presigned-put');
    this.shareKey = deriveKey(secret, 'upload-encrypted-file');
  }

  signPut(c: PutClaims): string {
    const payload = Buffer.from(JSON.stringify(c), 'utf8').toString('base64url');
    return `${payload}.${createHmac('sha256', this.putKey).update(payload).digest('base64url')}`;
  }

  /** The claims of an untampered, unexpired PUT token, or null. */
  verifyPut(token: string, nowMs = Date.now()): PutClaims | null {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined || token.length > MAX_TOKEN) return null;
    const expected = createHmac('sha256', this.putKey).update(payload).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PutClaims>;
      const strings = [c.k, c.c, c.g, c.u, c.n].every((v) => typeof v === 'string');
      if (!strings || typeof c.m !== 'number' || typeof c.e !== 'number') return null;
      if (c.e <= nowMs || !isSafeKey(c.k!)) return null;
      return c as PutClaims;
    } catch {
      return null;
    }
  }

  encryptFile(c: SharedFileClaims): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.shareKey, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(c), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The claims of an authentic, unexpired encrypted-file token, or null. */
  decryptFile(token: string, nowMs = Date.now()): SharedFileClaims | null {
    if (token.length > MAX_TOKEN || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 29) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.shareKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      const c = JSON.parse(text) as Partial<SharedFileClaims>;
      if (typeof c.k !== 'string' || typeof c.e !== 'number' || c.e <= nowMs || !isSafeKey(c.k)) return null;
      return c as SharedFileClaims;
    } catch {
      return null;
    }
  }
}
