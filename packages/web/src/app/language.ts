/**
 * The one language rule of the app, the viewer, dates and numbers (kept apart from i18n.ts so the
 * viewer's share page can use it without the app's locale bundles): the user's choice once made
 * (stored), else the browser's preference — Chinese when it asks for Chinese first, otherwise English.
 */
export type Language = 'zh-CN' | 'en';
export const LANGUAGE_KEY = 'tc-lang';

export function browserLanguage(
  languages: readonly string[] = navigator.languages?.length ? navigator.languages : [navigator.language],
): Language {
  for (const l of languages) {
    if (/^zh/i.test(l)) return 'zh-CN';
    if (/^en/i.test(l)) return 'en';
  }
  return 'en';
}

export function storedLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // storage blocked (private mode): the browser's language
  }
  if (stored === 'en' || stored === 'zh-CN') return stored;
  return browserLanguage();
}
