import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../http/errors.js';
import type { RateLimiter } from '../../lib/rateLimit.js';
import { deriveKey } from '../../lib/tokens.js';
import { validateNumericCode } from '@twincanvas/model';
import { assertValid } from './rules.js';

export const CODE_PURPOSES = ['register', 'resetPassword', 'bindPhone', 'changePhone'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const CODE_LIMITS = {
  ttlMs: 10 * 60_000,
  /** Wrong tries that burn a code. */
  maxAttempts: 5,
  sendPerTarget: { limit: 5, windowMs: 10 * 60_000 },
  sendPerAddress: { limit: 30, windowMs: 10 * 60_000 },
  checkPerAddress: { limit: 60, windowMs: 10 * 60_000 },
};

export const CODE_MSG = {
  wrong: { zh: '验证码错误', en: 'Wrong verification code' },
  expired: {
    zh: '验证码已失效，请重新获取',
    en: 'The verification code has expired or was used; request a new one',
  },
  burned: {
    zh: '验证码错误次数过多，已失效，请重新获取',
    en: 'Too many wrong tries: the code is void, request a new one',
  },
};

/**
 * Verification codes: six digits, single-use, 10 minutes. Only an HMAC (keyed with the server secret, so a
 * database leak does not give the codes away to a 10^6 search) is stored. Sending is limited per target and
 * per address; each wrong try counts on the code and the fifth burns it.
 */
export class VerificationCodes {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    secret: string,
  ) {
    this.key = deriveKey(secret, 'verification-code');
  }

  private hash(id: string, code: string): string {
    return createHmac('sha256', this.key).update(`${id}:${code}`).digest('hex');
  }

  /** Issues a new code (earlier unused codes of the same target and purpose become void). */
  async issue(target: string, purpose: CodePurpose, address: string): Promise<string> {
    const perTarget = await this.limiter.hit(
      `code:send:t:${target}`,
      CODE_LIMITS.sendPerTarget.limit,
      CODE_LIMITS.sendPerTarget.windowMs,
    );
    const perAddress = await this.limiter.hit(
      `code:send:a:${address}`,
      CODE_LIMITS.sendPerAddress.limit,
      CODE_LIMITS.sendPerAddress.windowMs,
    );
    if (!perTarget || !perAddress) throw new AppError(429, 'tooManyRequests');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction(async (tx) => {
      await tx
        .update(verificationCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(verificationCodes.target, target),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
          ),
        );
      // Old rows are of no use to anyone; keep the table small.
      await tx
        .delete(verificationCodes)
        .where(lt(verificationCodes.expiresAt, new Date(Date.now() - 86_400_000)));
      const [row] = await tx
        .insert(verificationCodes)
        .values({ target, purpose, codeHash: 'pending', expiresAt: new Date(Date.now() + CODE_LIMITS.ttlMs) })
        .returning({ id: verificationCodes.id });
      await tx
        .update(verificationCodes)
        .set({ codeHash: this.hash(row!.id, code) })
        .where(eq(verificationCodes.id, row!.id));
    });
    return code;
  }

  /**
   * Checks a code; `consume` spends it (atomically: of two concurrent uses only one succeeds). A wrong try
   * counts; the maxAttempts-th wrong try burns the code.
   */
  async verify(
    target: string,
    purpose: CodePurpose,
    code: string,
    address: string,
    consume: boolean,
  ): Promise<void> {
    assertValid(validateNumericCode(code));
    const allowed = await this.limiter.hit(
      `code:check:a:${address}`,
      CODE_LIMITS.checkPerAddress.limit,
      CODE_LIMITS.checkPerAddress.windowMs,
    );
    if (!allowed) throw new AppError(429, 'tooManyRequests');
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (!row) throw badRequest(CODE_MSG.expired);
    if (row.attempts >= CODE_LIMITS.maxAttempts) throw badRequest(CODE_MSG.burned);
    const a = Buffer.from(this.hash(row.id, code), 'hex');
    const b = Buffer.from(row.codeHash, 'hex');
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      const [after] = await this.db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, row.id))
        .returning({ attempts: verificationCodes.attempts });
      if ((after?.attempts ?? CODE_LIMITS.maxAttempts) >= CODE_LIMITS.maxAttempts) {
        await this.db
          .update(verificationCodes)
          .set({ usedAt: new Date() })
          .where(eq(verificationCodes.id, row.id));
        throw badRequest(CODE_MSG.burned);
      }
      throw badRequest(CODE_MSG.wrong);
    }
    if (!consume) return;
    const spent = await this.db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (spent.length === 0) throw badRequest(CODE_MSG.expired);
  }
}
