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

/** Messages of the workspace areas (folders, projects, documents, recycle bin, logs, messages). */
export const WS_MSG = {
  projectNotFound: { zh: '项目不存在', en: 'The project does not exist' },
  folderNotFound: { zh: '文件夹不存在', en: 'The folder does not exist' },
  sceneNotFound: { zh: '场景不存在', en: 'The scene does not exist' },
  recycleNotFound: { zh: '回收站中没有该记录', en: 'The item is not in the recycle bin' },
  wrongCommand: { zh: '操作命令错误', en: 'wrong command value' },
  saveFailed: { zh: '保存失败', en: 'Save failed' },
  saveConflict: {
    zh: '保存冲突：项目已被他人修改，请刷新后重试',
    en: 'Save conflict: the project was changed by someone else, reload and try again',
  },
  revisionAhead: {
    zh: '保存失败：版本号比服务器上的新',
    en: 'Save failed: the base revision is newer than the server’s',
  },
  importInvalid: { zh: '导入文件不是有效的项目', en: 'The imported file is not a valid project' },
  importHash: {
    zh: '导入文件已损坏（校验值不符）',
    en: 'The imported file is damaged (content hash mismatch)',
  },
  exportTooLarge: { zh: '项目过大，无法导出', en: 'The project is too large to export' },
  unsupportedType: { zh: '不支持的类型', en: 'Unsupported type' },
} as const satisfies Record<string, Bilingual>;

/** The message with the technical reason appended (save and import answers). */
export function withReason(text: Bilingual, reason: string): Bilingual {
  return { zh: `${text.zh}：${reason}`, en: `${text.en}: ${reason}` };
}
