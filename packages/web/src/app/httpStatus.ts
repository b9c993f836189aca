import { storedLanguage } from './language';

/**
 * What a non-2xx HTTP answer without the server's own message tells the user (a proxy's 502 page, a
 * gateway timeout), and the code the caller receives: 401 and 403 as they are, 404 for 404-421, 500 for
 * 500-504, otherwise the status itself (docs/first-use.md).
 */
const TABLE: Record<number, { zh: string; en: string }> = {
  200: { zh: '服务器成功返回请求的数据', en: 'The server returned the requested data' },
  201: { zh: '新建或修改数据成功', en: 'Created or changed' },
  202: { zh: '请求已进入后台排队（异步任务）', en: 'Queued as a background task' },
  204: { zh: '删除数据成功', en: 'Deleted' },
  400: { zh: '请求有错误，服务器没有进行新建或修改数据的操作', en: 'Bad request: nothing was changed' },
  401: {
    zh: '没有权限（令牌、用户名或密码错误）',
    en: 'Not authorised (token, user name or password wrong)',
  },
  403: { zh: '已授权，但访问是被禁止的', en: 'Authorised, but access is forbidden' },
  404: { zh: '请求的记录不存在', en: 'The record does not exist' },
  406: { zh: '请求的格式不可得', en: 'The requested format is not available' },
  410: { zh: '请求的资源已被永久删除', en: 'The resource was deleted permanently' },
  422: { zh: '创建对象时发生验证错误', en: 'Validation failed while creating the object' },
  500: { zh: '服务器发生错误，请检查服务器', en: 'The server had an error' },
  502: { zh: '网关错误', en: 'Gateway error' },
  503: { zh: '服务不可用，服务器暂时过载或维护', en: 'Service unavailable: overloaded or under maintenance' },
  504: { zh: '网关超时', en: 'Gateway timeout' },
};

export function httpStatusMessage(status: number, lang = storedLanguage()): string {
  const row = TABLE[status];
  const zh = lang !== 'en';
  if (row) return zh ? row.zh : row.en;
  return zh ? `请求失败（HTTP ${status}）` : `The request failed (HTTP ${status})`;
}

export function httpStatusCode(status: number): string {
  if (status === 401 || status === 403) return String(status);
  if (status >= 404 && status <= 421) return '404';
  if (status >= 500 && status <= 504) return '500';
  return String(status);
}
