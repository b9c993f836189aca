import { safeRequest, type HttpPolicy } from '../../connectors/http.js';
import { toAppError } from '../datasources/index.js';
import { convert, type CoordinateSystem } from './convert.js';

/** A place an online geocoder found (WGS-84), shown after the shipped divisions. */
export interface OnlinePlace {
  name: string;
  fullName: string;
  lng: number;
  lat: number;
}

/**
 * The online half of place search: asked only when the shipped divisions know no place of that name (a
 * street, a landmark), and only when GEOCODER_URL is set. Off by default: nothing leaves the server.
 */
export interface OnlineGeocoder {
  search(keyword: string, page: { pageNum: number; pageSize: number }): Promise<OnlinePlace[]>;
}

/**
 * A geocoder speaking the Nominatim search interface (`?q=…&format=json` answering
 * `[{display_name, lat, lon, name}]`), which OpenStreetMap's Nominatim, Photon's compatibility mode and
 * most self-hosted geocoders offer. Every request goes through the connectors' address guard
 * (connectors/http.ts safeRequest): a private or loopback geocoder must be named in DATA_ALLOW_HOSTS.
 * `system` is the coordinate system the geocoder answers in; results are converted to WGS-84.
 */
export class NominatimGeocoder implements OnlineGeocoder {
  constructor(
    private readonly url: string,
    private readonly system: CoordinateSystem,
    private readonly policy: HttpPolicy,
  ) {}

  async search(keyword: string, { pageNum, pageSize }: { pageNum: number; pageSize: number }) {
    const u = new URL(this.url);
    u.searchParams.set('q', keyword);
    u.searchParams.set('format', 'json');
    u.searchParams.set('limit', String(Math.min(pageNum * pageSize, 100)));
    u.searchParams.set('countrycodes', 'cn');
    u.searchParams.set('accept-language', 'zh-CN,en');
    let res;
    try {
      res = await safeRequest(
        { url: u.href, method: 'GET', headers: { accept: 'application/json' } },
        this.policy,
      );
    } catch (e) {
      throw toAppError(e);
    }
    if (res.status !== 200) return [];
    let raw: unknown;
    try {
      raw = JSON.parse(res.body.toString('utf8'));
    } catch {
      return [];
    }
    if (!Array.isArray(raw)) return [];
    const places: OnlinePlace[] = [];
    for (const item of raw as Record<string, unknown>[]) {
      const lng = Number(item?.lon);
      const lat = Number(item?.lat);
      const full = typeof item?.display_name === 'string' ? item.display_name.slice(0, 300) : '';
      if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90)
        continue;
      const name = typeof item.name === 'string' && item.name ? item.name.slice(0, 100) : full.split(',')[0]!;
      const [x, y] = convert([lng, lat], this.system, 'WGS84');
      places.push({ name, fullName: full || name, lng: x, lat: y });
    }
    return places.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  }
}
