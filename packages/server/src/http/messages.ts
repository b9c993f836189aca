/**
 * Every message the API can send, in both languages the UI speaks. The answer's `msg` is picked by the
 * request's Accept-Language (zh-CN unless it asks for English).
 */
export interface Bilingual {
  zh: string;
  en: string;
}

export const MESSAGES = {
  success: { zh: '成功', en: 'success' },
  badRequest: { zh: '请求参数有误，未做任何修改', en: 'Bad request, nothing changed' },
  unauthorized: { zh: '未登录或登录已失效，请重新登录', en: 'Not signed in or the session has expired' },
  forbidden: { zh: '没有权限执行此操作', en: 'You do not have permission to do this' },
  notMember: { zh: '您不是该团队的成员', en: 'You are not a member of this group' },
  groupRequired: { zh: '缺少当前团队（Current-Group）', en: 'The Current-Group header is missing' },
  notFound: { zh: '记录不存在', en: 'The record does not exist' },
  routeNotFound: { zh: '接口不存在', en: 'No such API route' },
  tooLarge: { zh: '请求内容过大', en: 'The request is too large' },
  tooManyRequests: { zh: '操作过于频繁，请稍后再试', en: 'Too many attempts, please try again later' },
  internal: { zh: '服务器错误，请稍后再试', en: 'Server error, please try again later' },
  unavailable: { zh: '服务暂不可用', en: 'Service unavailable' },
  loginFailed: { zh: '账号或密码错误', en: 'Wrong account or password' },
  refreshInvalid: { zh: '登录已失效，请重新登录', en: 'The refresh token is invalid, please sign in again' },
} as const satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof MESSAGES;

export type Lang = 'zh' | 'en';

export function langOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage && /^en\b/i.test(acceptLanguage.trim()) ? 'en' : 'zh';
}
