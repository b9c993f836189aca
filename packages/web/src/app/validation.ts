import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import {
  validateAccount,
  validateEmail,
  validatePassword,
  validatePhone,
  type Message,
} from '@twincanvas/model';
import i18n from './i18n';

/** Shows a model validator's message (the one catalogue shared with the server) in the UI language. */
export function text(m: Message): string {
  return i18n.language === 'en' ? m.en : m.zh;
}

export function ruleOf<T>(validate: (value: T) => Message | null): Rule {
  return {
    validator: async (_rule, value: T) => {
      const problem = validate(value);
      if (problem) throw new Error(text(problem));
    },
  };
}

/** Sign-in accepts an account name, an e-mail address or a mobile number (docs/reference.md#validation rules). */
export function loginAccountRule(t: TFunction): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') throw new Error(t('login.accountRequired'));
      if (!validateAccount(value) || !validateEmail(value) || !validatePhone(value)) return;
      throw new Error(text(validateAccount(value)!));
    },
  };
}

export function passwordRule(t: TFunction): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') throw new Error(t('login.passwordRequired'));
      const problem = validatePassword(value);
      if (problem) throw new Error(text(problem));
    },
  };
}
