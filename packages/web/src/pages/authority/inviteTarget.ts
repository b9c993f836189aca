import { validateAccount, validateEmail, validatePhone, type Message } from '@twincanvas/model';

export type InviteTarget = { email: string } | { phone: string } | { account: string };

/** Which field an "account, e-mail or phone" entry is, so the server looks it up the right way. */
export function inviteTarget(raw: string): InviteTarget {
  const v = raw.trim();
  if (v.includes('@') && !validateEmail(v)) return { email: v };
  if (/^\d+$/.test(v)) return { phone: v };
  return { account: v };
}

/** The validation message (docs/reference.md#validation) that fits what was typed: e-mail rule, phone rule, else the account rule. */
export function validateInviteTarget(raw: unknown): Message | null {
  const v = typeof raw === 'string' ? raw.trim() : '';
  if (v.includes('@') && !validateEmail(v)) return null;
  if (/^\d+$/.test(v)) return validatePhone(v);
  if (v.includes('@') && validateAccount(v)) return validateEmail(v);
  return validateAccount(v);
}
