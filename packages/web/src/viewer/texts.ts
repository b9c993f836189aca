import { storedLanguage } from '../app/language';

/**
 * The viewer's own few strings. It does not load the app's locale bundles for its chrome (a share page
 * should stay small); the language is the one the app stored, else the browser's.
 */
export type ViewerLang = 'zh' | 'en';

export function viewerLang(): ViewerLang {
  return storedLanguage() === 'en' ? 'en' : 'zh';
}

const TEXTS = {
  loading: { zh: '加载中…', en: 'Loading…' },
  unreachableTitle: { zh: '页面无法访问', en: 'This page cannot be reached' },
  unreachableBody: {
    zh: '链接不存在、已被撤销或已过期，请联系分享者。',
    en: 'The link does not exist, was revoked or has expired. Please ask whoever shared it.',
  },
  loadFailed: { zh: '项目加载失败', en: 'The project could not be loaded' },
  passwordTitle: { zh: '请输入访问密码', en: 'Enter the password' },
  passwordHint: { zh: '此分享受密码保护', en: 'This share is protected by a password' },
  password: { zh: '密码', en: 'Password' },
  open: { zh: '打开', en: 'Open' },
  wrongPassword: { zh: '密码错误，请重试', en: 'Wrong password, try again' },
  tooMany: { zh: '尝试次数过多，请稍后再试', en: 'Too many attempts, please try again later' },
  emptyProject: { zh: '项目中没有页面', en: 'The project has no pages' },
  prevPage: { zh: '上一页', en: 'Previous page' },
  nextPage: { zh: '下一页', en: 'Next page' },
  scene: { zh: '场景', en: 'Scene' },
  page: { zh: '页面', en: 'Page' },
  scaleMode: { zh: '适配', en: 'Fit' },
  fit: { zh: '等比适配', en: 'Fit' },
  fitWidth: { zh: '宽度铺满', en: 'Fit width' },
  fitHeight: { zh: '高度铺满', en: 'Fit height' },
  stretch: { zh: '拉伸铺满', en: 'Stretch' },
  original: { zh: '原始大小', en: 'Original size' },
  fullScreen: { zh: '全屏', en: 'Full screen' },
  exitFullScreen: { zh: '退出全屏', en: 'Exit full screen' },
  blockedLink: { zh: '已阻止不安全的链接', en: 'An unsafe link was blocked' },
} as const;

export type TextKey = keyof typeof TEXTS;

export const tx = (key: TextKey, lang: ViewerLang = viewerLang()): string => TEXTS[key][lang];
