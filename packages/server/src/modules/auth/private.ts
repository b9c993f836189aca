import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { captchas, ssoCodes, users } from '../../db/schema/index.js';
import { AppError, badRequest, unauthorized } from '../../http/errors.js';
import { captchaSvg, captchaText } from '../../lib/captcha.js';
import { hashPasswordDigest, verifyPasswordDigest } from '../../lib/password.js';
import type { RateLimiter } from '../../lib/rateLimit.js';
import { newOpaqueToken, sha256 } from '../../lib/tokens.js';
import type { AuthService, SessionTokens } from './service.js';

export const CAPTCHA_TTL_MS = 2 * 60_000;
export const SSO_CODE_TTL_MS = 60_000;

export const PRIVATE_MSG = {
  captchaWrong: { zh: '验证码错误或已失效', en: 'The image code is wrong or has expired' },
  ssoInvalid: { zh: '登录凭证无效或已使用', en: 'The sign-on code is invalid or was used' },
  oldPasswordWrong: { zh: '原密码错误', en: 'The current password is wrong' },
};

/**
 * The private edition's sign-in (captcha + SHA-512 digests) and the single-sign-on code exchange. Captcha
 * answers and SSO codes are stored hashed, expire quickly and are spent on first use, right or wrong.
 */
export class PrivateAuth {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly auth: AuthService,
  ) {}

  async newCaptcha(address: string): Promise<{ id: string; svg: string }> {
    if (!(await this.limiter.hit(`captcha:${address}`, 60, 60_000)))
      throw new AppError(429, 'tooManyRequests');
    // Spent and expired captchas are of no use; drop the old ones as new ones are made.
    await this.db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - 3_600_000)));
    const text = captchaText();
    const id = randomUUID();
    await this.db.insert(captchas).values({
      id,
      answerHash: sha256(`${id}:${text}`),
      expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    });
    return { id, svg: captchaSvg(text) };
  }

  /** Spends the captcha whatever the answer: one image, one try. */
  async checkCaptcha(id: string, answer: string): Promise<void> {
    const spent = await this.db
      .update(captchas)
      .set({ usedAt: new Date() })
      .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
      .returning({ answerHash: captchas.answerHash });
    const row = spent[0];
    if (!row || row.answerHash !== sha256(`${id}:${answer.trim().toLowerCase()}`))
      throw badRequest(PRIVATE_MSG.captchaWrong);
  }

  async login(accessCode: { id: string; answer: string }, account: string, digest: string, address: string) {
    await this.checkCaptcha(accessCode.id, accessCode.answer);
    return this.auth.login(account, digest, address, true);
  }

  async updatePassword(userId: string, oldDigest: string, newDigest: string): Promise<SessionTokens> {
    const [u] = await this.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!u || !(await verifyPasswordDigest(oldDigest, u.hash)))
      throw badRequest(PRIVATE_MSG.oldPasswordWrong);
    await this.auth.setPasswordHash(userId, await hashPasswordDigest(newDigest));
    return this.auth.startSession(userId);
  }

  /** A one-time code another application (or the SSO landing) exchanges for a session of this user. */
  async issueSsoCode(userId: string): Promise<{ code: string; expires_in: number }> {
    const code = newOpaqueToken();
    await this.db.insert(ssoCodes).values({
      userId,
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + SSO_CODE_TTL_MS),
    });
    return { code, expires_in: SSO_CODE_TTL_MS / 1000 };
  }

  async exchangeSsoCode(code: string, address: string): Promise<SessionTokens> {
    if (!(await this.limiter.hit(`sso:${address}`, 30, 60_000))) throw new AppError(429, 'tooManyRequests');
    const [row] = await this.db
      .update(ssoCodes)
      .set({ usedAt: new Date() })
      .where(
        and(eq(ssoCodes.codeHash, sha256(code)), isNull(ssoCodes.usedAt), gt(ssoCodes.expiresAt, new Date())),
      )
      .returning({ userId: ssoCodes.userId });
    if (!row) throw unauthorized(PRIVATE_MSG.ssoInvalid);
    return this.auth.startSession(row.userId);
  }
}

const UUID_TAIL = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The Access-code header carries the captcha answer and the captcha id: `answer:id`, or the answer
 * immediately followed by the id, or only the answer with the id in a Captcha-Id header.
 */
export function parseAccessCode(header: string | undefined, idHeader: string | undefined) {
  const raw = (header ?? '').trim();
  const m = UUID_TAIL.exec(raw);
  if (m?.[1])
    return { id: m[1].toLowerCase(), answer: raw.slice(0, raw.length - m[1].length).replace(/[:\s]$/, '') };
  if (idHeader && UUID_TAIL.test(idHeader.trim())) return { id: idHeader.trim().toLowerCase(), answer: raw };
  throw badRequest(PRIVATE_MSG.captchaWrong);
}
