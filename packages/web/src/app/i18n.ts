import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { zhCN } from './locales/zh-CN';

export type Language = 'zh-CN' | 'en';
const KEY = 'tc-lang';

export function storedLanguage(): Language {
  return localStorage.getItem(KEY) === 'en' ? 'en' : 'zh-CN';
}

export function setLanguage(lang: Language): void {
  localStorage.setItem(KEY, lang);
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
});

export default i18n;
