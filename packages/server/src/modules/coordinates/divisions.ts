import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../http/errors.js';

/**
 * The administrative divisions of China (GB/T 2260 codes) at province, city and district level, with
 * names, pinyin and a centre in WGS-84, from the data file scripts/build-map-data.mjs writes. The whole
 * set is about 3,700 places: it is held in memory and searched by scanning (well under a millisecond).
 */
export type Level = 'province' | 'city' | 'district';
const LEVELS: readonly Level[] = ['province', 'city', 'district'];

export interface Division {
  code: string;
  name: string;
  /** "浙江省 杭州市 西湖区": the name with its parents, for lists where names repeat (朝阳区). */
  fullName: string;
  pinyin: string;
  initials: string;
  en: string;
  lng: number;
  lat: number;
  level: Level;
  parent: string | null;
  /** True when the sources had no centre for this code and the parent's is used. */
  approx: boolean;
  /** The name without its suffix ("杭州"), and with its parents' ("浙江杭州西湖"): what people type. */
  short: string;
  shortPath: string;
}

/** Where the shipped data lives; MAP_DATA_DIR may hold replacements with the same file names. */
export const SHIPPED_MAP_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../data/maps',
);

export function mapDataFile(name: string, overrideDir?: string): string {
  const replaced = overrideDir ? path.join(overrideDir, name) : null;
  if (replaced && existsSync(replaced)) return replaced;
  return path.join(SHIPPED_MAP_DIR, name);
}

type Row = [string, string, string, string, string, number, number, 1 | 2 | 3, string, 0 | 1];

/** Region words that mean "the whole country" (the search's default region is China). */
const COUNTRY = new Set(['', 'china', 'cn', '中国', '全国', '中华人民共和国', '100000', '000000']);

export const unknownRegion = (region: string) =>
  new AppError(400, {
    zh: `未知的地区：${region}（可用“中国”、省市区名称或行政区划代码）`,
    en: `Unknown region: ${region} (use "China", a province, city or district name, or a GB/T 2260 code)`,
  });

/** Lower case, no spaces, apostrophes or dashes: "Xi'an" and "xi an" are both "xian". */
export const latin = (s: string) => s.toLowerCase().replace(/[\s'’\-_.]/g, '');

export class Divisions {
  readonly all: readonly Division[];
  private readonly byCode = new Map<string, Division>();

  constructor(file: string) {
    const json = JSON.parse(readFileSync(file, 'utf8')) as { rows: Row[] };
    const list: Division[] = [];
    for (const [code, name, pinyin, initials, en, lng, lat, level, parent, approx] of json.rows) {
      const d: Division = {
        code,
        name,
        fullName: name,
        pinyin,
        initials,
        en,
        lng,
        lat,
        level: LEVELS[level - 1] ?? 'district',
        parent: parent || null,
        approx: approx === 1,
        short: shortOf(name),
        shortPath: '',
      };
      list.push(d);
      this.byCode.set(code, d);
    }
    for (const d of list) {
      const chain = this.chain(d);
      d.fullName = chain.map((x) => x.name).join(' ');
      d.shortPath = chain.map((x) => x.short).join('');
    }
    this.all = list;
  }

  get(code: string): Division | undefined {
    return this.byCode.get(code);
  }

  /** The division and its parents, the province first. */
  chain(d: Division): Division[] {
    const out = [d];
    let p = d.parent ? this.byCode.get(d.parent) : undefined;
    while (p && out.length < 4) {
      out.unshift(p);
      p = p.parent ? this.byCode.get(p.parent) : undefined;
    }
    return out;
  }

  /** Whether `d` is `region` or lies inside it. */
  within(d: Division, region: Division | null): boolean {
    if (!region) return true;
    for (let x: Division | undefined = d; x; x = x.parent ? this.byCode.get(x.parent) : undefined)
      if (x === region) return true;
    return false;
  }

  /** The region a search is limited to: null for the whole country; 400 when nothing matches. */
  region(text: string | undefined): Division | null {
    const t = (text ?? '').trim();
    if (COUNTRY.has(t.toLowerCase())) return null;
    const best = this.search(t, null)[0];
    if (!best || best.score > 1) throw unknownRegion(t);
    return best.division;
  }

  /**
   * Places matching `keyword` by code (prefix), Chinese name, full pinyin, initials or English name,
   * best first: exact before prefix before contained, then provinces before cities before districts.
   */
  search(keyword: string, region: Division | null): { division: Division; score: number }[] {
    const kw = keyword.trim();
    if (!kw) return [];
    const digits = /^\d{1,6}$/.test(kw);
    const lat = latin(kw);
    const isLatin = /^[a-z]+$/.test(lat);
    const hits: { division: Division; score: number }[] = [];
    for (const d of this.all) {
      let score = Number.POSITIVE_INFINITY;
      if (digits) {
        if (d.code === kw) score = 0;
        else if (d.code.startsWith(kw)) score = 1;
      } else if (isLatin) {
        const en = latin(d.en);
        if (d.pinyin === lat || en === lat) score = 0;
        else if (d.pinyin.startsWith(lat) || en.startsWith(lat) || d.initials === lat) score = 1;
        else if (lat.length >= 2 && d.initials.startsWith(lat)) score = 3;
        else if (lat.length >= 3 && (d.pinyin.includes(lat) || en.includes(lat))) score = 4;
      } else {
        const compact = kw.replace(/\s/g, '');
        if (d.name === kw || d.short === kw) score = 0;
        else if (d.name.startsWith(kw)) score = 1;
        else if (d.name.includes(kw)) score = 2;
        else if (d.fullName.replace(/\s/g, '').includes(compact) || d.shortPath.endsWith(compact)) score = 3;
      }
      if (score !== Number.POSITIVE_INFINITY && this.within(d, region)) hits.push({ division: d, score });
    }
    const rank = (l: Level) => LEVELS.indexOf(l);
    return hits.sort(
      (a, b) =>
        a.score - b.score ||
        rank(a.division.level) - rank(b.division.level) ||
        a.division.code.localeCompare(b.division.code),
    );
  }
}

/** The name less its administrative suffix, as scripts/build-map-data.mjs romanises it. */
function shortOf(name: string): string {
  const m =
    /^(.{2,}?)(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|地区|省|市|区|县|盟|旗)$/.exec(
      name,
    );
  return m?.[1] ?? name;
}

let loaded: { dir: string | undefined; divisions: Divisions } | null = null;

/** The divisions of the running server (read once; MAP_DATA_DIR may replace the file). */
export function divisions(overrideDir?: string): Divisions {
  if (!loaded || loaded.dir !== overrideDir)
    loaded = { dir: overrideDir, divisions: new Divisions(mapDataFile('divisions.json', overrideDir)) };
  return loaded.divisions;
}
