import type { DocNode } from '@twincanvas/model';
import { AppError } from '../../http/errors.js';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../../lib/rateLimit.js';
import type { DocumentService } from '../documents/index.js';
import { sharedFiltersByIds } from '../filters/index.js';
import type { WeatherAnswer, WeatherService } from '../weather/index.js';
import { SHARE_MSG } from './texts.js';

/**
 * What else a share page needs besides component data: its project's filter code (run in the
 * browser's sandbox worker, as in preview) and the weather of the cities its weather components show.
 * Both are bounded by the shared project: filters of other projects and cities no weather component of
 * the shared document names are never answered.
 */
type Share = { id: string; groupId: string; projectId: string };

/** Filters of the shared project by id, in the order asked; other ids answer the pass-through placeholder. */
export async function sharedFilters(db: Db, share: Share, ids: readonly string[]) {
  const rows = await sharedFiltersByIds(db, share.projectId, ids);
  // The name is editor information; the page needs the code only.
  return rows.map((f) => ({ id: f.id, code: f.code, ...(f.deleted ? { deleted: true } : {}) }));
}

const WEATHER_TYPE = '4101';
/** Weather calls per share and address per minute (a screen refreshes hourly; a few screens share an address). */
export const SHARE_WEATHER_PER_MINUTE = 30;

/** City codes of the weather components (4101) anywhere in the document (pages, groups, panels). */
export function weatherCitiesOf(doc: DocNode): Set<string> {
  const out = new Set<string>();
  const seen = new Set<object>();
  const walk = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 64 || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    const o = v as Record<string, unknown>;
    if (String(o.componentType ?? '') === WEATHER_TYPE) {
      const code = (o.weatherModel as { cityCode?: unknown } | undefined)?.cityCode;
      if (typeof code === 'string' && code.trim()) out.add(code.trim());
    }
    for (const x of Object.values(o)) if (x && typeof x === 'object') walk(x, depth + 1);
  };
  walk(doc, 0);
  return out;
}

export async function sharedWeather(
  deps: { documents: DocumentService; limiter: RateLimiter; weather: WeatherService },
  share: Share,
  cities: readonly string[],
  address: string,
): Promise<WeatherAnswer> {
  if (!(await deps.limiter.hit(`share-weather:${share.id}:${address}`, SHARE_WEATHER_PER_MINUTE, 60_000)))
    throw new AppError(429, 'tooManyRequests');
  const doc: DocNode = await deps.documents.query(share.groupId, { projectId: share.projectId });
  const allowed = weatherCitiesOf(doc);
  const wanted = [...new Set(cities)];
  if (wanted.some((c) => !allowed.has(c))) throw new AppError(400, SHARE_MSG.cityNotShared);
  return deps.weather.query(wanted);
}
