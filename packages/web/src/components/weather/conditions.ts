import type { Bilingual } from '../types';

/**
 * The 33-condition weather table (docs/reference.md#limits; resource ids
 * 1-33): the national weather phenomenon list 00-31 plus 53 (haze), in that order, each with its
 * zh-CN/English name and the glyph drawn for it.
 */
export type WeatherGlyph =
  | 'sun'
  | 'cloudSun'
  | 'cloud'
  | 'showers'
  | 'thunder'
  | 'hail'
  | 'sleet'
  | 'rain'
  | 'heavyRain'
  | 'snow'
  | 'fog'
  | 'freezingRain'
  | 'dust';

export interface WeatherCondition {
  resourceId: number;
  /** The phenomenon code of the national list ("00"…"31", "53"). */
  code: string;
  name: Bilingual;
  glyph: WeatherGlyph;
}

const ROWS: readonly [string, string, string, WeatherGlyph][] = [
  ['00', '晴', 'Sunny', 'sun'],
  ['01', '多云', 'Cloudy', 'cloudSun'],
  ['02', '阴', 'Overcast', 'cloud'],
  ['03', '阵雨', 'Shower', 'showers'],
  ['04', '雷阵雨', 'Thundershower', 'thunder'],
  ['05', '雷阵雨伴有冰雹', 'Thundershower with hail', 'hail'],
  ['06', '雨夹雪', 'Sleet', 'sleet'],
  ['07', '小雨', 'Light rain', 'rain'],
  ['08', '中雨', 'Moderate rain', 'rain'],
  ['09', '大雨', 'Heavy rain', 'heavyRain'],
  ['10', '暴雨', 'Storm', 'heavyRain'],
  ['11', '大暴雨', 'Heavy storm', 'heavyRain'],
  ['12', '特大暴雨', 'Severe storm', 'heavyRain'],
  ['13', '阵雪', 'Snow flurry', 'snow'],
  ['14', '小雪', 'Light snow', 'snow'],
  ['15', '中雪', 'Moderate snow', 'snow'],
  ['16', '大雪', 'Heavy snow', 'snow'],
  ['17', '暴雪', 'Snowstorm', 'snow'],
  ['18', '雾', 'Fog', 'fog'],
  ['19', '冻雨', 'Freezing rain', 'freezingRain'],
  ['20', '沙尘暴', 'Sandstorm', 'dust'],
  ['21', '小到中雨', 'Light to moderate rain', 'rain'],
  ['22', '中到大雨', 'Moderate to heavy rain', 'heavyRain'],
  ['23', '大到暴雨', 'Heavy rain to storm', 'heavyRain'],
  ['24', '暴雨到大暴雨', 'Storm to heavy storm', 'heavyRain'],
  ['25', '大暴雨到特大暴雨', 'Heavy to severe storm', 'heavyRain'],
  ['26', '小到中雪', 'Light to moderate snow', 'snow'],
  ['27', '中到大雪', 'Moderate to heavy snow', 'snow'],
  ['28', '大到暴雪', 'Heavy snow to snowstorm', 'snow'],
  ['29', '浮尘', 'Dust', 'dust'],
  ['30', '扬沙', 'Sand', 'dust'],
  ['31', '强沙尘暴', 'Severe sandstorm', 'dust'],
  ['53', '霾', 'Haze', 'fog'],
];

export const WEATHER_CONDITIONS: readonly WeatherCondition[] = ROWS.map(([code, zh, en, glyph], i) => ({
  resourceId: i + 1,
  code,
  name: { zh, en },
  glyph,
}));

const BY_NAME = new Map<string, WeatherCondition>(
  WEATHER_CONDITIONS.flatMap((w) => [
    [w.name.zh, w] as const,
    [w.name.en.toLowerCase(), w] as const,
    [w.code, w] as const,
  ]),
);

/**
 * The condition a provider's weather_info names: by resourceId (1-33), phenomenon code, exact zh/en name,
 * then the longest table name contained in the text ("多云转晴" → 多云). Null when nothing matches.
 */
export function weatherCondition(info: unknown, resourceId?: unknown): WeatherCondition | null {
  const id = Number(resourceId);
  if (Number.isInteger(id) && id >= 1 && id <= WEATHER_CONDITIONS.length) return WEATHER_CONDITIONS[id - 1]!;
  if (typeof info !== 'string' && typeof info !== 'number') return null;
  const text = String(info).trim();
  if (!text) return null;
  const exact = BY_NAME.get(text) ?? BY_NAME.get(text.toLowerCase()) ?? BY_NAME.get(text.padStart(2, '0'));
  if (exact) return exact;
  let best: WeatherCondition | null = null;
  for (const w of WEATHER_CONDITIONS) {
    const hit = text.includes(w.name.zh) || text.toLowerCase().includes(w.name.en.toLowerCase());
    if (!hit) continue;
    const first = Math.min(
      ...[text.indexOf(w.name.zh), text.toLowerCase().indexOf(w.name.en.toLowerCase())].filter((n) => n >= 0),
    );
    const bestFirst = best ? text.indexOf(best.name.zh) : Infinity;
    // The earliest mention wins ("多云转晴" is cloudy now); among equals, the longest name.
    if (!best || first < bestFirst || (first === bestFirst && w.name.zh.length > best.name.zh.length))
      best = w;
  }
  return best;
}
