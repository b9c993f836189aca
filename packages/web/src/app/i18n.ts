import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { zhCN } from './locales/zh-CN';
import { LANGUAGE_KEY, storedLanguage, type Language } from './language';

export { storedLanguage, type Language } from './language';

function apply(lang: Language): void {
  document.documentElement.lang = lang;
}

export function setLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_KEY, lang);
  apply(lang);
  void i18n.changeLanguage(lang);
}

const initial = storedLanguage();
apply(initial);
void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
  lng: initial,
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
});

export default i18n;
