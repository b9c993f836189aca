/** Formats the time kind offers (tokens: YYYY MM DD HH mm ss dddd, and literal text). */
export const TIME_FORMATS = [
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD',
  'HH:mm:ss',
  'HH:mm',
  'YYYY年MM月DD日 HH:mm:ss',
  'YYYY年MM月DD日 dddd',
  'YYYY/MM/DD dddd HH:mm',
  'MM-DD HH:mm',
] as const;

export const TIME_ZONES = [
  'Asia/Shanghai',
  'UTC',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'Europe/Moscow',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
] as const;

const WEEKDAYS_ZH = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TOKEN = /YYYY|MM|DD|HH|mm|ss|dddd/g;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string, ms: number): Record<string, string> {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        weekday: 'short',
      });
    } catch {
      // An unknown zone name falls back to the viewer's own zone rather than breaking the screen.
      f = new Intl.DateTimeFormat('en-US', {
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        weekday: 'short',
      });
    }
    formatters.set(timeZone, f);
  }
  return Object.fromEntries(f.formatToParts(ms).map((p) => [p.type, p.value]));
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `ms` written in `format` as seen in `timeZone`; weekdays in Chinese or English. */
export function formatTime(ms: number, format: string, timeZone: string, lang: string): string {
  const p = partsIn(timeZone, ms);
  const day = Math.max(0, SHORT_DAYS.indexOf(p.weekday ?? 'Sun'));
  const values: Record<string, string> = {
    YYYY: p.year ?? '',
    MM: p.month ?? '',
    DD: p.day ?? '',
    HH: p.hour === '24' ? '00' : (p.hour ?? ''),
    mm: p.minute ?? '',
    ss: p.second ?? '',
    dddd: (lang.startsWith('zh') ? WEEKDAYS_ZH : WEEKDAYS_EN)[day] ?? '',
  };
  return format.replace(TOKEN, (t) => values[t] ?? t);
}

/** Whether the format shows seconds (the clock then ticks every second, else every minute boundary). */
export const showsSeconds = (format: string): boolean => format.includes('ss');
