import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Lang } from '../../http/messages.js';
import { alias } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { groupMembers, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { AuthService, SessionTokens } from '../auth/index.js';
import { createGroup } from '../groups/index.js';
import { ACCOUNT_MSG, createAccount, findAccount, loadProfile, type UserProfile } from '../users/index.js';
import type { CodePurpose, VerificationCodes } from './codes.js';
import type { Messenger } from './messenger.js';
import { message, validatePhone, validateUserName } from '@twincanvas/model';
import { assertPassword, assertValid, type TargetKind } from './rules.js';

export const ACCOUNTS_MSG = {
  registrationClosed: {
    zh: '未开放注册，请联系管理员',
    en: 'Sign-up is closed; ask an administrator for an account',
  },
  oldPasswordWrong: { zh: '原密码错误', en: 'The current password is wrong' },
  phoneBound: {
    zh: '已绑定手机号，请使用更换手机号',
    en: 'A phone number is bound already; change it instead',
  },
  noPhone: { zh: '尚未绑定手机号', en: 'No phone number is bound yet' },
  codeSent: { zh: '验证码已发送', en: 'The verification code was sent' },
};

const SUBJECT: Record<CodePurpose, { zh: string; en: string }> = {
  register: { zh: '注册验证码', en: 'Sign-up code' },
  resetPassword: { zh: '重置密码验证码', en: 'Password reset code' },
  bindPhone: { zh: '绑定手机验证码', en: 'Phone binding code' },
  changePhone: { zh: '更换手机验证码', en: 'Phone change code' },
};

export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<AppConfig, 'edition' | 'publicRegistration'>,
    private readonly codes: VerificationCodes,
    private readonly messenger: Messenger,
    private readonly auth: AuthService,
  ) {}

  private async targetOwner(kind: TargetKind, target: string) {
    return findAccount(this.db, kind === 'email' ? { email: target } : { phone: target });
  }

  private get registrationOpen(): boolean {
    return this.config.edition === 'public' && this.config.publicRegistration;
  }

  /**
   * Sends a code. Sign-up to a taken address and binding a taken phone are refused (the person must know);
   * a reset or change for an unknown address answers the same as a sent one and sends nothing, so the call
   * cannot be used to find out who has an account.
   */
  async sendCode(kind: TargetKind, target: string, purpose: CodePurpose, address: string): Promise<void> {
    const owner = await this.targetOwner(kind, target);
    if (purpose === 'register') {
      if (!this.registrationOpen) throw forbidden(ACCOUNTS_MSG.registrationClosed);
      if (owner) throw badRequest(kind === 'email' ? ACCOUNT_MSG.emailTaken : ACCOUNT_MSG.phoneTaken);
    }
    if ((purpose === 'bindPhone' || purpose === 'changePhone') && kind !== 'phone')
      throw badRequest(message('phoneInvalid'));
    if (purpose === 'bindPhone' && owner) throw badRequest(ACCOUNT_MSG.phoneTaken);
    const code = await this.codes.issue(target, purpose, address);
    if ((purpose === 'resetPassword' || purpose === 'changePhone') && !owner) return;
    const subject = SUBJECT[purpose];
    await this.messenger.send({
      kind: kind === 'phone' ? 'sms' : 'email',
      target,
      subject: `TwinCanvas ${subject.zh}`,
      text: `您的${subject.zh}是 ${code}，10分钟内有效，请勿泄露。Your ${subject.en.toLowerCase()} is ${code}; it is valid for 10 minutes.`,
    });
  }

  checkCode(target: string, purpose: CodePurpose, code: string, address: string): Promise<void> {
    return this.codes.verify(target, purpose, code, address, false);
  }

  /** Sign-up by e-mail or phone: the account, its personal group (owner, super administrator), a session. */
  async register(
    kind: TargetKind,
    target: string,
    body: { code: string; password: string; nickName?: string | undefined },
    address: string,
    lang: Lang = 'zh',
  ): Promise<SessionTokens> {
    if (!this.registrationOpen) throw forbidden(ACCOUNTS_MSG.registrationClosed);
    assertPassword(this.config.edition, body.password);
    if (await this.targetOwner(kind, target))
      throw badRequest(kind === 'email' ? ACCOUNT_MSG.emailTaken : ACCOUNT_MSG.phoneTaken);
    await this.codes.verify(target, 'register', body.code, address, true);
    if (body.nickName !== undefined) assertValid(validateUserName(body.nickName));
    const nickName =
      body.nickName ?? (kind === 'email' ? target.split('@')[0]!.slice(0, 20) : `用户${target.slice(-4)}`);
    const passwordHash = await hashPassword(body.password);
    const userId = await this.db.transaction(async (tx) => {
      const id = await createAccount(tx, {
        account: target,
        email: kind === 'email' ? target : null,
        phone: kind === 'phone' ? target : null,
        nickName,
        passwordHash,
      });
      const name = lang === 'en' ? `${nickName}'s team` : `${nickName}的团队`;
      await createGroup(tx, { ownerId: id, name, personal: true, lang });
      return id;
    });
    return this.auth.startSession(userId);
  }

  /** Forgotten password: a code to the account's e-mail or phone sets a new one; all sessions end. */
  async resetPassword(kind: TargetKind, target: string, code: string, password: string, address: string) {
    assertPassword(this.config.edition, password);
    await this.codes.verify(target, 'resetPassword', code, address, true);
    const owner = await this.targetOwner(kind, target);
    if (!owner) throw badRequest({ zh: '验证码已失效，请重新获取', en: 'The verification code is void' });
    await this.auth.setPasswordHash(owner.id, await hashPassword(password));
  }

  /** Changing the password with the old one: all sessions end, and the caller gets a fresh one. */
  async changePassword(userId: string, oldPassword: string, password: string): Promise<SessionTokens> {
    const [u] = await this.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!u || !(await verifyPassword(oldPassword, u.hash))) throw badRequest(ACCOUNTS_MSG.oldPasswordWrong);
    assertPassword(this.config.edition, password);
    await this.auth.setPasswordHash(userId, await hashPassword(password));
    return this.auth.startSession(userId);
  }

  async bindPhone(userId: string, phone: string, code: string, address: string): Promise<void> {
    assertValid(validatePhone(phone));
    const [u] = await this.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    if (u?.phone) throw badRequest(ACCOUNTS_MSG.phoneBound);
    if (await findAccount(this.db, { phone })) throw badRequest(ACCOUNT_MSG.phoneTaken);
    await this.codes.verify(phone, 'bindPhone', code, address, true);
    await this.setPhone(userId, phone);
  }

  /** Both codes are checked before either is spent, so a wrong second code costs nothing. */
  async changePhone(userId: string, body: { oldCode: string; phone: string; code: string }, address: string) {
    assertValid(validatePhone(body.phone));
    const [u] = await this.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    if (!u?.phone) throw badRequest(ACCOUNTS_MSG.noPhone);
    if (await findAccount(this.db, { phone: body.phone })) throw badRequest(ACCOUNT_MSG.phoneTaken);
    await this.codes.verify(u.phone, 'changePhone', body.oldCode, address, false);
    await this.codes.verify(body.phone, 'bindPhone', body.code, address, false);
    await this.codes.verify(u.phone, 'changePhone', body.oldCode, address, true);
    await this.codes.verify(body.phone, 'bindPhone', body.code, address, true);
    await this.setPhone(userId, body.phone);
  }

  private async setPhone(userId: string, phone: string): Promise<void> {
    try {
      await this.db.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, userId));
    } catch {
      // The unique constraint caught a concurrent binding of the same number.
      throw badRequest(ACCOUNT_MSG.phoneTaken);
    }
  }

  /** Own profile only: the id comes from the token, never from the body. */
  async updateProfile(
    userId: string,
    body: { nickName?: string | undefined; headImg?: string | undefined; sex?: number | undefined },
  ): Promise<UserProfile> {
    if (body.nickName !== undefined) assertValid(validateUserName(body.nickName));
    await this.db
      .update(users)
      .set({
        ...(body.nickName !== undefined ? { nickName: body.nickName } : {}),
        ...(body.headImg !== undefined ? { headImg: body.headImg } : {}),
        ...(body.sex !== undefined ? { sex: body.sex } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    const p = await loadProfile(this.db, userId);
    if (!p) throw notFound('userNotFound');
    return p;
  }

  /**
   * Public card of a user by asset id (the user id): only for users who share a group with the caller, so it
   * cannot be used to enumerate accounts.
   */
  async publicCard(callerId: string, assetId: string) {
    const mine = alias(groupMembers, 'mine');
    const [shared] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mine)
      .innerJoin(groupMembers, eq(groupMembers.groupId, mine.groupId))
      .where(and(eq(mine.userId, callerId), eq(groupMembers.userId, assetId)));
    if (!shared || shared.n === 0) throw notFound('userNotFound');
    const [u] = await this.db
      .select({
        userId: users.id,
        userName: users.userName,
        nickName: users.nickName,
        headImg: users.headImg,
        sex: users.sex,
      })
      .from(users)
      .where(and(eq(users.id, assetId), isNull(users.deletedAt)));
    if (!u) throw notFound('userNotFound');
    return { ...u, userAssetId: u.userId };
  }
}
