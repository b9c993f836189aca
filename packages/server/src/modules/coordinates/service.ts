import { AppError } from '../../http/errors.js';
import { convert, type CoordinateSystem, type LngLat } from './convert.js';
import type { Division, Divisions, Level } from './divisions.js';
import type { OnlineGeocoder } from './geocoder.js';

/** One place as every tc/* call answers it, in the coordinate system the caller asked for. */
export interface Place {
  code: string | null;
  name: string;
  fullName: string;
  en: string;
  pinyin: string;
  level: Level | 'place';
  lng: number;
  lat: number;
  coordinateSystem: CoordinateSystem;
  /** The centre is the parent's (the sources had none for this code). */
  approx: boolean;
  source: 'offline' | 'online';
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Map search page size (platform constants: 20, region China). */
export const SEARCH_PAGE_SIZE = 20;
const POPULAR_PER_GROUP = 200;
const POPULAR_GROUPS = 1000;

/** Capital cities, the default "hot" places of a workspace that has looked nothing up yet. */
const DEFAULT_HOT = [
  '110000',
  '310000',
  '440100',
  '440300',
  '330100',
  '510100',
  '500000',
  '420100',
  '320100',
  '610100',
  '120000',
  '370200',
  '210100',
  '430100',
  '410100',
  '350100',
  '530100',
  '450100',
  '810000',
  '820000',
];

export function placeOf(d: Division, to: CoordinateSystem): Place {
  const [lng, lat] = convert([d.lng, d.lat], 'WGS84', to);
  return {
    code: d.code,
    name: d.name,
    fullName: d.fullName,
    en: d.en,
    pinyin: d.pinyin,
    level: d.level,
    lng,
    lat,
    coordinateSystem: to,
    approx: d.approx,
    source: 'offline',
  };
}

export const placeNotFound = (what: string) =>
  new AppError(404, { zh: `找不到地点：${what}`, en: `No place found for: ${what}` });

/**
 * The coordinate services (tc/searchCoordinate, getCoord, hotData, coordinateConvert): offline from the
 * shipped divisions, with an optional online geocoder for what they do not know. Counts of looked-up
 * places per group feed hotData's "popular" list; they live in memory (a restart starts from the
 * capitals again), which is enough for a suggestion list.
 */
export class CoordinateService {
  private readonly popular = new Map<string, Map<string, number>>();

  constructor(
    private readonly divisions: Divisions,
    private readonly online: OnlineGeocoder | null,
  ) {}

  async search(
    q: { keyword: string; region?: string | undefined; pageNum: number; pageSize: number },
    to: CoordinateSystem,
    groupId: string,
  ): Promise<Page<Place> & { source: 'offline' | 'online' }> {
    const region = this.divisions.region(q.region);
    const hits = this.divisions.search(q.keyword, region);
    const start = (q.pageNum - 1) * q.pageSize;
    if (hits.length > 0 || !this.online) {
      const list = hits.slice(start, start + q.pageSize).map((h) => placeOf(h.division, to));
      if (q.pageNum === 1 && list[0]) this.note(groupId, list[0].code!);
      return { list, total: hits.length, pageNum: q.pageNum, pageSize: q.pageSize, source: 'offline' };
    }
    const keyword = region ? `${q.keyword} ${region.fullName.replace(/\s/g, '')}` : q.keyword;
    const found = await this.online.search(keyword, q);
    const list = found.map((p): Place => {
      const [lng, lat] = convert([p.lng, p.lat], 'WGS84', to);
      return {
        code: null,
        name: p.name,
        fullName: p.fullName,
        en: '',
        pinyin: '',
        level: 'place',
        lng,
        lat,
        coordinateSystem: to,
        approx: false,
        source: 'online',
      };
    });
    // The geocoder does not say how many there are: one more page is offered while pages come back full.
    const total = start + list.length + (list.length === q.pageSize ? 1 : 0);
    return { list, total, pageNum: q.pageNum, pageSize: q.pageSize, source: 'online' };
  }

  /** One place by code, or by name (the best match; `matches` says how many places share it). */
  getCoord(
    q: { code?: string | undefined; name?: string | undefined; region?: string | undefined },
    to: CoordinateSystem,
    groupId: string,
  ): Place & { matches: number } {
    if (q.code) {
      const d = this.divisions.get(q.code);
      if (!d) throw placeNotFound(q.code);
      this.note(groupId, d.code);
      return { ...placeOf(d, to), matches: 1 };
    }
    const name = q.name ?? '';
    const hits = this.divisions.search(name, this.divisions.region(q.region));
    const best = hits[0];
    if (!best || best.score > 1) throw placeNotFound(name);
    this.note(groupId, best.division.code);
    const matches = hits.filter((h) => h.score === best.score).length;
    return { ...placeOf(best.division, to), matches };
  }

  /**
   * hotData. With `values` (rows naming a place by code or name, each with a value): the rows placed on
   * the map — a heat or bubble layer can bind data that has region names but no coordinates; rows whose
   * place is unknown come back in `unmatched`. Without: the places this group looks up most, then the
   * capitals, for a "hot places" list.
   */
  hotData(
    q: {
      values?: { code?: string | undefined; name?: string | undefined; value: number }[] | undefined;
      region?: string | undefined;
      pageNum: number;
      pageSize: number;
    },
    to: CoordinateSystem,
    groupId: string,
  ) {
    const region = this.divisions.region(q.region);
    if (q.values) {
      const points: (Place & { value: number })[] = [];
      const unmatched: { index: number; code?: string; name?: string }[] = [];
      q.values.forEach((row, index) => {
        const d = this.resolve(row, region);
        if (d) points.push({ ...placeOf(d, to), value: row.value });
        else
          unmatched.push({
            index,
            ...(row.code ? { code: row.code } : {}),
            ...(row.name ? { name: row.name } : {}),
          });
      });
      const values = points.map((p) => p.value);
      return {
        points,
        unmatched,
        min: values.length ? Math.min(...values) : null,
        max: values.length ? Math.max(...values) : null,
      };
    }
    const counts = this.popular.get(groupId) ?? new Map<string, number>();
    const looked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([code]) => code);
    const codes = [...new Set([...looked, ...DEFAULT_HOT])];
    const list = codes
      .map((c) => this.divisions.get(c))
      .filter((d): d is Division => !!d && this.divisions.within(d, region));
    const start = (q.pageNum - 1) * q.pageSize;
    return {
      list: list
        .slice(start, start + q.pageSize)
        .map((d) => ({ ...placeOf(d, to), hits: counts.get(d.code) ?? 0 })),
      total: list.length,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  convert(points: LngLat[], from: CoordinateSystem, to: CoordinateSystem): LngLat[] {
    return points.map((p) => convert(p, from, to));
  }

  private resolve(row: { code?: string | undefined; name?: string | undefined }, region: Division | null) {
    if (row.code) {
      const d = this.divisions.get(row.code);
      return d && this.divisions.within(d, region) ? d : undefined;
    }
    if (!row.name) return undefined;
    const best = this.divisions.search(row.name, region)[0];
    return best && best.score <= 1 ? best.division : undefined;
  }

  private note(groupId: string, code: string) {
    let counts = this.popular.get(groupId);
    if (!counts) {
      if (this.popular.size >= POPULAR_GROUPS) this.popular.delete(this.popular.keys().next().value!);
      counts = new Map();
      this.popular.set(groupId, counts);
    }
    counts.set(code, (counts.get(code) ?? 0) + 1);
    if (counts.size > POPULAR_PER_GROUP) {
      const least = [...counts.entries()].sort((a, b) => a[1] - b[1])[0]!;
      counts.delete(least[0]);
    }
  }
}
