import { badRequest } from '../../http/errors.js';
import type { Bilingual } from '../../http/messages.js';

/** Field rules and messages of platform spec section 5. */
export const RULES = {
  phone: /^1[3-9]\d{9}$/,
  // Pragmatic: one @, a dot in the domain, no spaces. The full RFC grammar accepts things no mailbox uses.
  email: /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/,
  account: /^[\w.@]{6,20}$/,
  code: /^\d{6}$/,
  passwordGeneric: /^.{6,16}$/su,
  passwordPrivate: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/,
  sha512Hex: /^[0-9a-fA-F]{128}$/,
};

export const RULE_MSG = {
  phone: { zh: '请填写有效的手机号码！', en: 'Please enter a valid mobile phone number' },
  email: { zh: '请填写有效的邮箱！', en: 'Please enter a valid e-mail address' },
  target: { zh: '请填写有效的手机号码或邮箱！', en: 'Please enter a valid phone number or e-mail address' },
  account: {
    zh: '6-20个字符，支持数字、字母、下划线、小数点和@符号',
    en: 'Account: 6-20 characters of digits, letters, underscore, dot and @',
  },
  code: { zh: '验证码格式错误！', en: 'The verification code is malformed' },
  passwordEmpty: { zh: '密码不能为空！', en: 'The password must not be empty' },
  passwordGeneric: { zh: '密码需至少6位数字与字母的组合！', en: 'The password must have 6-16 characters' },
  passwordPrivate: {
    zh: '6-16个字符，字母和数字的组合',
    en: 'The password must have 6-16 letters and digits, with both letters and digits',
  },
  digest: { zh: '密码格式错误', en: 'The password must be a SHA-512 hex digest' },
} satisfies Record<string, Bilingual>;

export type Edition = 'public' | 'private';

/** Checks a password given in clear against the edition's rule. */
export function assertPassword(edition: Edition, password: string): void {
  if (password.length === 0) throw badRequest(RULE_MSG.passwordEmpty);
  if (edition === 'private') {
    if (!RULES.passwordPrivate.test(password)) throw badRequest(RULE_MSG.passwordPrivate);
  } else if (!RULES.passwordGeneric.test(password)) throw badRequest(RULE_MSG.passwordGeneric);
}

export type TargetKind = 'email' | 'phone';

/** An e-mail address (lower-cased) or a mainland mobile number; anything else is a 400. */
export function parseTarget(raw: string): { kind: TargetKind; target: string } {
  const t = raw.trim();
  if (RULES.phone.test(t)) return { kind: 'phone', target: t };
  if (t.includes('@')) {
    if (!RULES.email.test(t)) throw badRequest(RULE_MSG.email);
    return { kind: 'email', target: t.toLowerCase() };
  }
  if (/^\+?\d[\d\s-]*$/.test(t)) throw badRequest(RULE_MSG.phone);
  throw badRequest(RULE_MSG.target);
}

/** Bodies name the target as `target`, `email` or `phone`; exactly one is needed. */
export function targetOf(body: {
  target?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}) {
  const raw = body.target ?? body.email ?? body.phone;
  if (!raw) throw badRequest(RULE_MSG.target);
  const parsed = parseTarget(raw);
  if (body.email !== undefined && body.target === undefined && parsed.kind !== 'email')
    throw badRequest(RULE_MSG.email);
  if (
    body.phone !== undefined &&
    body.target === undefined &&
    body.email === undefined &&
    parsed.kind !== 'phone'
  )
    throw badRequest(RULE_MSG.phone);
  return parsed;
}
