import { badRequest } from '../../http/errors.js';
import type { Bilingual } from '../../http/messages.js';
import {
  message,
  validateEmail,
  validatePassword,
  validatePhone,
  validatePrivatePassword,
  type Message,
} from '@twincanvas/model';

/**
 * Field rules of docs/reference.md#validation come from @twincanvas/model (the one place they live, shared
 * with the web forms); this file only turns a failed check into a 400 and adds the server-only rules.
 */
export function assertValid(problem: Message | null): void {
  if (problem) throw badRequest(problem);
}

const isValid = (problem: Message | null) => problem === null;

export const RULE_MSG = {
  target: { zh: '请填写有效的手机号码或邮箱！', en: 'Please enter a valid phone number or e-mail address' },
} satisfies Record<string, Bilingual>;

export type Edition = 'public' | 'private';

/** Checks a password given in clear against the edition's rule. */
export function assertPassword(edition: Edition, password: string): void {
  if (password.length === 0) throw badRequest(message('passwordEmpty'));
  assertValid(edition === 'private' ? validatePrivatePassword(password) : validatePassword(password));
}

export type TargetKind = 'email' | 'phone';

/** An e-mail address (lower-cased) or a mainland mobile number; anything else is a 400. */
export function parseTarget(raw: string): { kind: TargetKind; target: string } {
  const t = raw.trim();
  if (isValid(validatePhone(t))) return { kind: 'phone', target: t };
  if (t.includes('@')) {
    assertValid(validateEmail(t));
    return { kind: 'email', target: t.toLowerCase() };
  }
  if (/^\+?\d[\d\s-]*$/.test(t)) throw badRequest(message('phoneInvalid'));
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
    throw badRequest(message('emailInvalid'));
  if (
    body.phone !== undefined &&
    body.target === undefined &&
    body.email === undefined &&
    parsed.kind !== 'phone'
  )
    throw badRequest(message('phoneInvalid'));
  return parsed;
}
