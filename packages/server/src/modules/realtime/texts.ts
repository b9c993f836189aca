import type { Bilingual } from '../../http/messages.js';

/** Messages of the realtime area (socket acknowledgements and the push API). */
export const RT_MSG = {
  badClient: { zh: '缺少有效的客户端标识', en: 'A valid client id is required' },
  projectNotFound: { zh: '项目不存在', en: 'The project does not exist' },
  badChannel: {
    zh: '频道名称须为 1-64 个字母、数字或 _ . : -',
    en: 'A channel name is 1-64 letters, digits or _ . : -',
  },
  tooManyChannels: { zh: '订阅的频道过多', en: 'Too many channels subscribed' },
  badPushToken: { zh: '推送令牌无效', en: 'The push token is invalid' },
  tooManySockets: {
    zh: '打开的实时连接过多，请关闭一些标签页',
    en: 'Too many live connections open: close some tabs',
  },
} as const satisfies Record<string, Bilingual>;
