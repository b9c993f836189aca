import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import {
  validateConfirmPassword,
  validateEmail,
  validateNumericCode,
  validatePhone,
  validatePrivatePassword,
  type Message,
} from '@twincanvas/model';
import { passwordRule, text } from '../../app/validation';

/** A code goes to an e-mail address or a mobile number: digits are checked as a phone, the rest as e-mail. */
export function validateCodeTarget(value: unknown): Message | null {
  const v = typeof value === 'string' ? value.trim() : '';
  return /^[\d+\s-]+$/.test(v) ? validatePhone(v) : validateEmail(v);
}

function rule(validate: (v: unknown) => Message | null): Rule {
  return {
    validator: async (_r, value: unknown) => {
      const problem = validate(value);
      if (problem) throw new Error(text(problem));
    },
  };
}

export const targetRule = rule(validateCodeTarget);
export const phoneRule = rule(validatePhone);
export const codeRule = rule((v) => validateNumericCode(v));

/** The edition's password rule: 6-16 letters and digits in the private edition, 6-16 characters otherwise. */
export function newPasswordRule(t: TFunction, isPrivate: boolean): Rule {
  return isPrivate ? rule(validatePrivatePassword) : passwordRule(t);
}

/** Confirm password: not empty, equal to the field `other` (docs/reference.md#validation). */
export function confirmRule(form: FormInstance, other = 'password'): Rule {
  return rule((v) => validateConfirmPassword(v, form.getFieldValue(other)));
}
