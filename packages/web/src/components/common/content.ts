import i18n from 'i18next';
import type { Bilingual } from '../types';

/**
 * The language of the CONTENT a component kind creates (default texts, names, sample data), as opposed
 * to its property labels, which the panel shows bilingually. New content follows the product language in
 * effect when it is created (app/i18n.ts sets it on the shared i18next instance, as the editor's scene
 * and page names do); before any language is set (a viewer that never loaded the app's i18n, a unit
 * test) it is Chinese, the product's first language. Created content is then stored: switching the
 * language later does not rewrite what a dashboard already holds.
 */
export type ContentLanguage = 'zh' | 'en';

export function contentLanguage(): ContentLanguage {
  const lang: unknown = i18n.language;
  return typeof lang === 'string' && lang !== '' && !lang.startsWith('zh') ? 'en' : 'zh';
}

/** One text of new content, in the content language. */
export function contentText(text: Bilingual): string {
  return text[contentLanguage()];
}

/** contentText for an inline pair: `text: inContent('单行文本', 'Single-line text')`. */
export const inContent = (zh: string, en: string): string => contentText({ zh, en });

/** The English words of a Chinese sample (zh → en), for samples too large to write as pairs. */
export type ContentDictionary = Readonly<Record<string, string>>;

/**
 * A fresh deep copy of a sample (plain JSON data: arrays, objects, strings, numbers) in the content
 * language: in English every string the dictionary knows is replaced by its English word (strings it
 * does not know, such as dates and codes, stay as they are); in Chinese it is the sample as written.
 * Always a copy, so a component's defaults never share arrays with the definition's sample.
 */
export function localizeContent<T>(sample: T, dictionary: ContentDictionary): T {
  const english = contentLanguage() === 'en';
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string')
      return english && Object.prototype.hasOwnProperty.call(dictionary, v) ? dictionary[v] : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item)]));
    }
    return v;
  };
  return walk(sample) as T;
}
