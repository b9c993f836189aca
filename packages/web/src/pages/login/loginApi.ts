import type { FormInstance } from 'antd';
import { api, ApiError, fetchRaw } from '../../app/api';
import i18n from '../../app/i18n';
import type { SessionUser } from '../../app/session';

export interface SessionAnswer {
  access_token: string;
  refresh_token: string;
  user: SessionUser;
}

export type CodePurpose = 'register' | 'resetPassword' | 'bindPhone' | 'changePhone';

export const loginApi = {
  login: (account: string, password: string) =>
    api.post<SessionAnswer>('userPro/login', { account, password }, { anonymous: true, quiet: true }),
  sendCode: (target: string, purpose: CodePurpose) =>
    api.post<null>('userPro/sendCode', { target, purpose }, { anonymous: true, quiet: true }),
  checkCode: (target: string, purpose: CodePurpose, code: string) =>
    api.post<boolean>(
      'userPro/checkVerificationCode',
      { target, purpose, code },
      { anonymous: true, quiet: true },
    ),
  register: (body: { target: string; code: string; password: string; nickName?: string }) =>
    api.post<SessionAnswer>('userPro/emailRegister', body, { anonymous: true, quiet: true }),
  resetPassword: (body: { target: string; code: string; password: string }) =>
    api.post<null>('userPro/editPassword', body, { anonymous: true, quiet: true }),
  ssoExchange: (code: string) =>
    api.get<SessionAnswer>('auth/accessToken', { code }, { anonymous: true, quiet: true }),
};

/**
 * Checks a code before the call that spends it, so a wrong code is reported next to its field (the
 * validation messages sit by the field) rather than as a banner.
 */
export async function verifyCodeField(
  form: FormInstance,
  target: string,
  purpose: CodePurpose,
  code: string,
  field = 'code',
): Promise<boolean> {
  try {
    await loginApi.checkCode(target, purpose, code);
    return true;
  } catch (e) {
    form.setFields([{ name: field, errors: [e instanceof Error ? e.message : String(e)] }]);
    return false;
  }
}

/** A private-edition captcha: the SVG as an object URL and the id the sign-in must echo. */
export async function fetchCaptcha(): Promise<{ url: string; id: string }> {
  const res = await fetchRaw('auth/getImage', { anonymous: true }).catch(() => {
    throw new ApiError('500', i18n.t('login.captchaFailed'), 0);
  });
  return { url: URL.createObjectURL(await res.blob()), id: res.headers.get('captcha-id') ?? '' };
}

/** Private-edition sign-in: the captcha answer and id travel in the Access-code header. */
export function privateLogin(
  account: string,
  passwordDigest: string,
  captcha: { id: string; answer: string },
): Promise<SessionAnswer> {
  return api.post<SessionAnswer>(
    'auth/login',
    { account, password: passwordDigest },
    { anonymous: true, quiet: true, headers: { 'Access-code': `${captcha.answer.trim()}:${captcha.id}` } },
  );
}
