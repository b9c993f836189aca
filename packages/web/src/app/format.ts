import { formatTime } from '../components/time/format';
import i18n from './i18n';

/**
 * Dates in lists read "2026-11-24 13:05:09" in both languages and in the browser's time zone, never in
 * the operating system's locale order (an English browser would otherwise get month/day/year).
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(ms)) return '';
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return formatTime(ms, 'YYYY-MM-DD HH:mm:ss', zone, i18n.language);
}

/**
 * A number in the app's language (grouping, decimal mark), never the browser's: a German browser would
 * otherwise write 1.234.567 inside an English or Chinese screen.
 */
export function formatNumber(n: number, language: string = i18n.language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'zh-CN').format(n);
}
