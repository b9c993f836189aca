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
  storageFull: {
    zh: '服务器存储空间已满，文件未保存，请联系管理员',
    en: 'The server storage is full; nothing was saved. Please contact the administrator',
  },
  databaseUnavailable: {
    zh: '数据库暂时无法连接，请稍后重试（未做任何修改）',
    en: 'The database cannot be reached right now; please retry shortly (nothing changed)',
  },
  loginFailed: { zh: '账号或密码错误', en: 'Wrong account or password' },
  refreshInvalid: { zh: '登录已失效，请重新登录', en: 'The refresh token is invalid, please sign in again' },
  added: { zh: '添加成功', en: 'added' },
  saved: { zh: '保存成功', en: 'saved' },
  deleted: { zh: '删除成功', en: 'deleted' },
  invited: { zh: '邀请成功', en: 'invited' },
  userNotFound: { zh: '用户不存在', en: 'The user does not exist' },
  roleNotFound: { zh: '角色不存在', en: 'The role does not exist' },
  memberNotFound: { zh: '该用户不是团队成员', en: 'The user is not a member of this group' },
  grantBeyondOwn: {
    zh: '不能授予您自己没有的权限',
    en: 'You cannot grant a permission you do not hold yourself',
  },
  systemAdminOnly: { zh: '仅系统管理员可查看', en: 'Only the system administrator may see this' },
} as const satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof MESSAGES;

export type Lang = 'zh' | 'en';

export function langOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage && /^en\b/i.test(acceptLanguage.trim()) ? 'en' : 'zh';
}
