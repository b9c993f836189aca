import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema/index.js';
import { AppError, unauthorized } from '../../http/errors.js';
import { dummyHash, verifyPassword, verifyPasswordDigest } from '../../lib/password.js';
import type { RateLimiter } from '../../lib/rateLimit.js';
import { newOpaqueToken, sha256, type AccessTokens } from '../../lib/tokens.js';
import { loadProfile, type UserProfile } from '../users/index.js';
import { recordLog } from '../logs/index.js';

/**
 * Failed sign-ins slow down instead of locking out: after `limit` failures in the window, each further
 * attempt waits 1 s, 2 s, 4 s… (up to `maxDelayMs`) after the last failure. A lockout anyone can trigger
 * by typing wrong passwords would lock the owner out too; a delay keeps guessing slow and lets the owner's
 * correct password through within seconds. Per address only failures count (a control room behind one
 * NAT signs many people in at once).
 */
export const LOGIN_LIMITS = {
  perAccount: { limit: 5, windowMs: 15 * 60_000, maxDelayMs: 15_000 },
  perAddress: { limit: 50, windowMs: 15 * 60_000, maxDelayMs: 60_000 },
};

type Backoff = (typeof LOGIN_LIMITS)['perAccount'];

/** Milliseconds key must still wait before its next attempt is checked (0: go ahead). */
async function backoffLeft(limiter: RateLimiter, key: string, rule: Backoff): Promise<number> {
  const failures = await limiter.peek(key);
  if (failures < rule.limit) return 0;
  const last = (await limiter.lastHitAt(key)) ?? 0;
  const delay = Math.min(1000 * 2 ** (failures - rule.limit), rule.maxDelayMs);
  return Math.max(0, last + delay - Date.now());
}

export function slowDown(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(
    429,
    {
      zh: `登录失败次数过多，请 ${seconds} 秒后再试`,
      en: `Too many failed sign-ins: try again in ${seconds} s`,
    },
    { data: { retryAfter: seconds } },
  );
}

/** How long after its use a refresh token still rotates (a sibling tab's late refresh) instead of revoking. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user: UserProfile;
}

export class AuthService {
  private readonly endedListeners: ((userId: string) => void)[] = [];

  /** Told after every session of a user was ended (password change): open sockets close too. */
  onSessionsEnded(listener: (userId: string) => void): void {
    this.endedListeners.push(listener);
  }

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
    const accountKey = `login:acct:${key}`;
    const addressKey = `login:addr:${address}`;
    const wait = Math.max(
      await backoffLeft(this.limiter, accountKey, LOGIN_LIMITS.perAccount),
      await backoffLeft(this.limiter, addressKey, LOGIN_LIMITS.perAddress),
    );
    if (wait > 0) throw slowDown(wait);

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
      const { perAccount, perAddress } = LOGIN_LIMITS;
      await this.limiter.hit(accountKey, Number.MAX_SAFE_INTEGER, perAccount.windowMs);
      await this.limiter.hit(addressKey, Number.MAX_SAFE_INTEGER, perAddress.windowMs);
      throw new AppError(401, 'loginFailed');
    }
    await this.limiter.reset(accountKey);
    await recordLog(this.db, { groupId: null, operatorId: u.id, type: 'login' });
    return this.issue(u.id, u.tv, randomUUID());
  }

  /**
   * Rotates a refresh token. A token that was already used (or revoked) means it leaked: the whole family
   * is revoked, so whoever holds the newer token is signed out too. One exception: a token used moments
   * ago (REFRESH_REUSE_GRACE_MS) by the same family is another tab of the same browser that read the
   * token before the first tab's rotation landed; it gets a sibling token instead of a revoked family.
   */
  async refresh(token: string): Promise<SessionTokens> {
    const hash = sha256(token);
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!row) throw unauthorized('refreshInvalid');
    if (row.revokedAt) {
      await this.revokeFamily(row.familyId);
      throw unauthorized('refreshInvalid');
    }
    if (row.expiresAt.getTime() <= Date.now()) throw unauthorized('refreshInvalid');
    const claimed = row.usedAt
      ? []
      : await this.db
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
          .returning({ usedAt: refreshTokens.usedAt });
    if (claimed.length === 0) {
      // Used already (earlier, or by a concurrent refresh that won the race just now).
      const [now] = await this.db
        .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, row.id));
      const usedAt = now?.usedAt?.getTime() ?? 0;
      if (now?.revokedAt || Date.now() - usedAt > REFRESH_REUSE_GRACE_MS) {
        await this.revokeFamily(row.familyId);
        throw unauthorized('refreshInvalid');
      }
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
        .set({
          passwordHash,
          mustChangePassword: false,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    });
    for (const listener of this.endedListeners) listener(userId);
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
