import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface AccessClaims {
  userId: string;
  /** users.token_version at signing; bumping it signs every session of the user out. */
  tokenVersion: number;
}

/**
 * The audience each kind of token names, checked wherever that kind is accepted. The kinds already use
 * different keys and formats; the audience makes the refusal explicit and survives a future change that
 * would let two kinds share a format. Refresh tokens are opaque random values looked up by their hash,
 * so they carry no claims at all and cannot stand for anything else.
 */
export const AUDIENCE = {
  access: 'twincanvas:access',
  share: 'twincanvas:share',
} as const;

/** Derives independent keys from the one configured secret so no two uses share a key. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(`twincanvas:${purpose}`).digest());
}

/** Verified access tokens kept (every request presents one; checking its signature again costs ~0.25 ms). */
const KEPT_TOKENS = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /** Tokens this process verified, until their expiry. Revocation is the token version, checked apart. */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = deriveKey(secret, 'access-token');
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ tv: claims.tokenVersion, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setAudience(AUDIENCE.access)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * Returns null for anything not signed by us with HS256, unexpired and addressed to the access
   * audience — `alg: none`, a missing `aud` and any other audience included.
   */
  async verify(token: string): Promise<AccessClaims | null> {
    const kept = this.verified.get(token);
    if (kept && Date.now() < kept.expiresAt) return kept.claims;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: AUDIENCE.access,
      });
      if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.tv !== 'number')
        return null;
      const claims = { userId: payload.sub, tokenVersion: payload.tv };
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= KEPT_TOKENS) this.verified.clear();
        this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      }
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}

/** Opaque refresh tokens: only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
