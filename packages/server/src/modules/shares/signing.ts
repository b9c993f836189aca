import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AUDIENCE, deriveKey } from '../../lib/tokens.js';

/**
 * Share sessions and request signatures (docs/reference.md#workspace, docs/reference.md#api: share views send timestamp, nonce and sign,
 * never a bearer token).
 *
 * After the password check the server hands out a share token and a signing key. The token is
 * self-describing and MACed with a key derived from the app secret (so any server process can check it
 * without a session table); the signing key is an HMAC of the token under another derived key, so it is
 * never stored either. Every share request then carries the token, a timestamp, a nonce and
 * sign = HMAC(signKey, canonical(method, path, timestamp, nonce, sha256(body))).
 */

/** How long a share session lasts before the page has to present the password again. */
export const SESSION_TTL_S = 12 * 60 * 60;
/** Allowed distance between the request's timestamp and the server clock. */
export const CLOCK_WINDOW_MS = 5 * 60 * 1000;
/** Nonces are kept longer than the window on both sides, so a replay can never outlive its nonce. */
export const NONCE_TTL_MS = 2 * CLOCK_WINDOW_MS + 60 * 1000;

export interface ShareSessionClaims {
  /** Share id. */
  s: string;
  /** Share version at sign-in: a password change invalidates older sessions. */
  v: number;
  /** Expiry, epoch seconds. */
  e: number;
}

const b64url = (b: Buffer) => b.toString('base64url');

export class ShareSigner {
  private readonly tokenKey: Uint8Array;
  private readonly signKeyKey: Uint8Array;

  constructor(secret: string) {
    this.tokenKey = deriveKey(secret, 'share-session-token');
    this.signKeyKey = deriveKey(secret, 'share-session-sign-key');
  }

  /** A new session for a share: the token and the key the page signs its requests with. */
  issue(claims: ShareSessionClaims): { shareToken: string; signKey: string } {
    const body = { ...claims, aud: AUDIENCE.share, r: b64url(randomBytes(12)) };
    const payload = b64url(Buffer.from(JSON.stringify(body), 'utf8'));
    const mac = b64url(createHmac('sha256', this.tokenKey).update(payload).digest());
    const shareToken = `${payload}.${mac}`;
    return { shareToken, signKey: this.signKeyOf(shareToken) };
  }

  /** The claims of a token we issued, or null (forged, malformed or expired). */
  verify(token: string, nowMs = Date.now()): ShareSessionClaims | null {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined || token.length > 512) return null;
    const expected = createHmac('sha256', this.tokenKey).update(payload).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<
        ShareSessionClaims & { aud: string }
      >;
      if (c.aud !== AUDIENCE.share) return null;
      if (typeof c.s !== 'string' || typeof c.v !== 'number' || typeof c.e !== 'number') return null;
      if (c.e * 1000 <= nowMs) return null;
      return { s: c.s, v: c.v, e: c.e };
    } catch {
      return null;
    }
  }

  signKeyOf(token: string): string {
    return b64url(createHmac('sha256', this.signKeyKey).update(token).digest());
  }
}

/** The string both sides sign: method, path (no query), timestamp, nonce and the body's SHA-256. */
export function canonicalRequest(
  method: string,
  path: string,
  timeStamp: string,
  nonce: string,
  body: string,
): string {
  const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex');
  return [method.toUpperCase(), path, timeStamp, nonce, bodyHash].join('\n');
}

export function signRequest(signKey: string, canonical: string): string {
  return b64url(createHmac('sha256', Buffer.from(signKey, 'base64url')).update(canonical).digest());
}

/** Constant-time comparison of the request's sign with the expected one. */
export function signMatches(signKey: string, canonical: string, sign: string): boolean {
  const expected = Buffer.from(signRequest(signKey, canonical), 'base64url');
  const given = Buffer.from(sign, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Remembers used nonces; `claim` is true only the first time a nonce is seen within its lifetime. */
export interface NonceStore {
  claim(nonce: string, ttlMs: number): Promise<boolean>;
}

export class MemoryNonceStore implements NonceStore {
  private readonly seen = new Map<string, number>();
  private lastSweep = Date.now();

  async claim(nonce: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    // Sweep at most once per ttl, so the map holds only the nonces of the last two windows.
    if (now - this.lastSweep > ttlMs) {
      for (const [k, until] of this.seen) if (until <= now) this.seen.delete(k);
      this.lastSweep = now;
    }
    const until = this.seen.get(nonce);
    if (until !== undefined && until > now) return false;
    this.seen.set(nonce, now + ttlMs);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}

/**
 * Shared by every server process behind a load balancer (REDIS_URL). While Redis cannot be reached the
 * process's own store answers, so a Redis outage keeps replay protection per process instead of failing
 * every signed request.
 */
export class RedisNonceStore implements NonceStore {
  private readonly local = new MemoryNonceStore();

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'tc:nonce:',
  ) {}

  async claim(nonce: string, ttlMs: number): Promise<boolean> {
    try {
      const res = await this.redis.set(this.prefix + nonce, '1', 'PX', ttlMs, 'NX');
      return res === 'OK' && (await this.local.claim(nonce, ttlMs));
    } catch {
      return this.local.claim(nonce, ttlMs);
    }
  }
}
