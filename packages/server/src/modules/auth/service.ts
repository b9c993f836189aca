import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema/index.js';
import { AppError, unauthorized } from '../../http/errors.js';
import { dummyHash, verifyPassword, verifyPasswordDigest } from '../../lib/password.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { newOpaqueToken, sha256, type AccessTokens } from '../../lib/tokens.js';
import { loadProfile, type UserProfile } from '../users/profile.js';
import { recordLog } from '../logs/service.js';

export const LOGIN_LIMITS = {
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 50, windowMs: 15 * 60_000 },
};

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user: UserProfile;
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokens,
    private readonly limiter: RateLimiter,
    private readonly ttl: { access: number; refresh: number },
  ) {}

  /**
   * `digest`: the private edition's browser sends SHA-512 hex of the password; it is verified as is
   * (lib/password.ts keeps one stored hash for both kinds).
   */
  async login(account: string, password: string, address: string, digest = false): Promise<SessionTokens> {
    const key = account.toLowerCase();
    const okAccount = await this.limiter.hit(
      `login:acct:${key}`,
      LOGIN_LIMITS.perAccount.limit,
      LOGIN_LIMITS.perAccount.windowMs,
    );
    // Per address only failures count: a control room or an office behind one NAT signs in many people
    // at once, and successful sign-ins are not an attack.
    const addressKey = `login:addr:${address}`;
    const addressFailures = await this.limiter.peek(addressKey);
    if (!okAccount || addressFailures >= LOGIN_LIMITS.perAddress.limit)
      throw new AppError(429, 'tooManyRequests');

    const [u] = await this.db
      .select({ id: users.id, hash: users.passwordHash, tv: users.tokenVersion })
      .from(users)
      .where(
        and(
          or(eq(users.account, account), eq(users.email, key), eq(users.phone, account)),
          isNull(users.deletedAt),
        ),
      );
    // Verify against a dummy hash for unknown accounts so timing does not tell which accounts exist.
    const stored = u?.hash ?? (await dummyHash());
    const good = digest
      ? await verifyPasswordDigest(password, stored)
      : await verifyPassword(password, stored);
    if (!u || !good) {
      await this.limiter.hit(addressKey, LOGIN_LIMITS.perAddress.limit, LOGIN_LIMITS.perAddress.windowMs);
      throw new AppError(401, 'loginFailed');
    }
    await this.limiter.reset(`login:acct:${key}`);
    await recordLog(this.db, { groupId: null, operatorId: u.id, type: 'login' });
    return this.issue(u.id, u.tv, randomUUID());
  }

  /**
   * Rotates a refresh token. A token that was already used (or revoked) means it leaked: the whole family
   * is revoked, so whoever holds the newer token is signed out too.
   */
  async refresh(token: string): Promise<SessionTokens> {
    const hash = sha256(token);
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!row) throw unauthorized('refreshInvalid');
    if (row.usedAt || row.revokedAt) {
      await this.revokeFamily(row.familyId);
      throw unauthorized('refreshInvalid');
    }
    if (row.expiresAt.getTime() <= Date.now()) throw unauthorized('refreshInvalid');
    const claimed = await this.db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    // Lost a race with a concurrent refresh of the same token: treat as reuse.
    if (claimed.length === 0) {
      await this.revokeFamily(row.familyId);
      throw unauthorized('refreshInvalid');
    }
    const [u] = await this.db
      .select({ tv: users.tokenVersion })
      .from(users)
      .where(and(eq(users.id, row.userId), isNull(users.deletedAt)));
    if (!u) throw unauthorized('refreshInvalid');
    return this.issue(row.userId, u.tv, row.familyId);
  }

  /** A new session (new refresh family) for an account proven some other way (code, SSO, sign-up). */
  async startSession(userId: string): Promise<SessionTokens> {
    const [u] = await this.db
      .select({ tv: users.tokenVersion })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!u) throw unauthorized();
    return this.issue(userId, u.tv, randomUUID());
  }

  /**
   * Stores a new password hash and signs every session out: token_version is bumped (old access tokens
   * fail the check in http/access.ts) and all refresh tokens are revoked.
   */
  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    });
  }

  async logout(token: string): Promise<void> {
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    if (row) await this.revokeFamily(row.familyId);
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  private async issue(userId: string, tokenVersion: number, familyId: string): Promise<SessionTokens> {
    const refresh = newOpaqueToken();
    await this.db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: new Date(Date.now() + this.ttl.refresh * 1000),
    });
    const user = await loadProfile(this.db, userId);
    if (!user) throw unauthorized();
    return {
      access_token: await this.tokens.sign({ userId, tokenVersion }),
      refresh_token: refresh,
      expires_in: this.ttl.access,
      user,
    };
  }
}
