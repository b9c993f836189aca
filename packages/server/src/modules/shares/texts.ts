import type { Bilingual } from '../../http/messages.js';

/** Messages of the sharing area, in both product languages. */
export const SHARE_MSG = {
  shareNotFound: {
    zh: '分享不存在、已撤销或已过期',
    en: 'The share does not exist, was revoked or has expired',
  },
  noLiveShare: { zh: '该项目尚未发布分享', en: 'The project has no published share' },
  passwordRequired: { zh: '请输入分享密码', en: 'Enter the share password' },
  passwordWrong: { zh: '分享密码错误', en: 'Wrong share password' },
  passwordTooShort: {
    zh: '分享密码至少需要 6 个字符',
    en: 'The share password needs at least 6 characters',
  },
  sessionInvalid: {
    zh: '分享会话已失效，请重新输入密码',
    en: 'The share session is no longer valid, enter the password again',
  },
  signInvalid: { zh: '请求签名无效', en: 'The request signature is invalid' },
  timestampInvalid: {
    zh: '请求时间戳无效或已过期',
    en: 'The request timestamp is invalid or outside the allowed window',
  },
  replayed: { zh: '重复的请求已被拒绝', en: 'A replayed request was refused' },
  expiryInvalid: {
    zh: '有效期必须是将来的时间',
    en: 'The expiry must be a valid time in the future',
  },
  noData: { zh: '该组件没有数据源', en: 'The component has no data source' },
  dataFailed: { zh: '数据请求失败', en: 'The data request failed' },
  cityNotShared: {
    zh: '该分享中没有显示此城市天气的组件',
    en: 'No weather component of this share shows that city',
  },
  published: { zh: '分享已发布', en: 'Share published' },
  changed: { zh: '分享已修改', en: 'Share changed' },
  revoked: { zh: '分享已撤销', en: 'Share revoked' },
} as const satisfies Record<string, Bilingual>;
