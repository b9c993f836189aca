import { AppError } from '../../http/errors.js';

/** One city's weather as the component reads it: result[i].weather_info and temperature (docs/reference.md#api). */
export interface WeatherResult {
  city: string;
  weather_info: string;
  temperature: string | number;
  /** Condition 1-33 when the provider names one (the web maps weather_info otherwise). */
  resourceId?: number;
  /** When the provider gave this answer (ms since epoch). */
  updateTime: number;
}

export interface WeatherAnswer {
  result: WeatherResult[];
  /** True when the provider failed and these are the last good answers. */
  stale: boolean;
}

/** The envelope code of "no provider configured": the component shows a quiet placeholder. */

/** Answers younger than this are served from the cache (many screens, one provider call). */
export const WEATHER_FRESH_MS = 10 * 60 * 1000;
const PROVIDER_TIMEOUT_MS = 8000;
const MAX_PROVIDER_BYTES = 1024 * 1024;

/** The network failure tip of weather and migration calls (docs/reference.md#errors). */
const NETWORK_TIP = {
  zh: '网络连通不畅，请稍后再试。',
  en: 'The network is not reachable, please try again later.',
};

function pickResult(raw: unknown): Record<string, unknown>[] {
  const body = raw as { result?: unknown; data?: { result?: unknown } } | null;
  const list = Array.isArray(body?.result)
    ? body.result
    : Array.isArray(body?.data?.result)
      ? body.data.result
      : [];
  return list.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object');
}

/**
 * The weather query: forwards the cities payload to the provider configured on the server (POST, as the
 * weather kind forces POST for internet data), keeps the last good answer per city and serves it when the
 * provider fails — a big screen shows yesterday's temperature rather than an error.
 */
export class WeatherService {
  private readonly cache = new Map<string, WeatherResult>();

  constructor(
    private readonly providerUrl: string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  async query(cities: readonly string[]): Promise<WeatherAnswer> {
    if (!this.providerUrl)
      // HTTP 503; the envelope's code follows the status table (500-504 → '500').
      throw new AppError(503, { zh: '天气服务未配置', en: 'No weather provider is configured' });
    const wanted = [...new Set(cities)];
    const fresh = wanted.map((c) => this.cache.get(c)).filter((r): r is WeatherResult => !!r);
    if (fresh.length === wanted.length && fresh.every((r) => this.now() - r.updateTime < WEATHER_FRESH_MS))
      return { result: fresh, stale: false };
    try {
      const results = await this.fetchProvider(wanted);
      for (const r of results) this.cache.set(r.city, r);
      return { result: results, stale: false };
    } catch {
      const last = wanted.map((c) => this.cache.get(c)).filter((r): r is WeatherResult => !!r);
      if (last.length > 0) return { result: last, stale: true };
      throw new AppError(502, NETWORK_TIP);
    }
  }

  private async fetchProvider(cities: string[]): Promise<WeatherResult[]> {
    const res = await fetch(this.providerUrl!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ cities }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!res.ok) throw new Error(`provider answered ${res.status}`);
    const text = await res.text();
    if (text.length > MAX_PROVIDER_BYTES) throw new Error('provider answer too large');
    const rows = pickResult(JSON.parse(text));
    const at = this.now();
    const results = rows.flatMap((row, i): WeatherResult[] => {
      const info = row.weather_info;
      const temperature = row.temperature;
      if (typeof info !== 'string' || (typeof temperature !== 'string' && typeof temperature !== 'number'))
        return [];
      const city =
        typeof row.city === 'string' || typeof row.city === 'number' ? String(row.city) : cities[i];
      const resourceId = Number(row.resourceId);
      return [
        {
          city: city ?? '',
          weather_info: info.slice(0, 64),
          temperature: typeof temperature === 'string' ? temperature.slice(0, 16) : temperature,
          ...(Number.isInteger(resourceId) && resourceId >= 1 && resourceId <= 33 ? { resourceId } : {}),
          updateTime: at,
        },
      ];
    });
    if (results.length === 0) throw new Error('provider answered no weather');
    return results;
  }
}
