import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Bilingual } from '../../http/messages.js';

/**
 * The map resource proxy's pure parts (routes in proxyRoutes.ts, docs/maps.md "External tiles"):
 * capability prefixes per upstream origin, the content types it relays, its short tile cache, and the
 * rewriting of MapLibre styles and TileJSON so the addresses inside them come through the proxy too.
 *
 * A proxied address keeps the upstream's path and query verbatim after a prefix naming the origin:
 *   <base>api/map/proxy/<sig>/<scheme>/<host[:port]>/<path>?<query>
 * so relative references (a 3D Tiles tileset's content, a glTF's buffers) resolve through the proxy
 * as well, and URL templates (`{z}/{x}/{y}`, `{bbox-epsg-3857}`) survive untouched.
 */

export const PROXY_MSG = {
  badToken: { zh: '地图资源代理地址无效', en: 'Invalid map resource proxy address' },
  badUrl: {
    zh: '地图资源地址必须是 http 或 https 的完整地址',
    en: 'A map resource address must be a full http or https URL',
  },
  badType: (type: string) => ({
    zh: `地图资源服务器返回的内容类型「${type || '无'}」不是瓦片、样式、GeoJSON 或模型，已拒绝转发`,
    en: `The map server answered content of type "${type || 'none'}", which is not a tile, style, GeoJSON or model; it is not relayed`,
  }),
  tooBig: (mb: number) => ({
    zh: `地图资源超过 ${mb} MB 上限（可用 MAP_PROXY_MAX_MB 调整）`,
    en: `The map resource is larger than the ${mb} MB limit (MAP_PROXY_MAX_MB sets it)`,
  }),
  notInData: (origin: string) => ({
    zh: `地址 ${origin} 既不是该项目的地图所引用的地址，也不在该组件数据请求的当前结果中`,
    en: `${origin} is neither an address this project's maps name nor one in the current result of that component's data request`,
  }),
  notInDocument: (origin: string) => ({
    zh: `地址 ${origin} 不是该项目的地图所引用的地址：分享和案例页面只代理项目地图中的底图、图层和模型地址`,
    en: `${origin} is not an address this project's maps name: share and case pages proxy only the base map, layer and model addresses of its maps`,
  }),
  upstreamStatus: (status: number) => ({
    zh: `地图资源服务器返回 HTTP ${status}`,
    en: `The map server answered HTTP ${status}`,
  }),
} satisfies Record<string, Bilingual | ((...a: never[]) => Bilingual)>;

/** `https://Tile.Example.org:443/{z}/…` → scheme, canonical host, and the rest exactly as written. */
export function splitUrl(raw: string): { scheme: 'http' | 'https'; host: string; rest: string } | null {
  const m = /^(https?):\/\/([^/?#]+)([/?][^#]*)?$/i.exec(raw.trim());
  if (!m) return null;
  const scheme = m[1]!.toLowerCase() as 'http' | 'https';
  let host: string;
  try {
    const u = new URL(`${scheme}://${m[2]}`);
    if (u.username || u.password) return null;
    host = u.host;
  } catch {
    return null;
  }
  const rest = m[3] ?? '/';
  return { scheme, host, rest: rest.startsWith('?') ? `/${rest}` : rest };
}

/** Signs origins: the signature is the capability to have this server fetch from that origin. */
export class OriginSigner {
  constructor(
    private readonly key: Uint8Array,
    private readonly apiPath: string,
  ) {}

  sig(scheme: string, host: string): string {
    return createHmac('sha256', this.key).update(`${scheme}://${host}`).digest('base64url').slice(0, 22);
  }

  verify(sig: string, scheme: string, host: string): boolean {
    const want = Buffer.from(this.sig(scheme, host));
    const got = Buffer.from(sig);
    return got.length === want.length && timingSafeEqual(got, want);
  }

  prefix(scheme: string, host: string): string {
    return `${this.apiPath}map/proxy/${this.sig(scheme, host)}/${scheme}/${host}`;
  }

  /** The proxied form of an absolute http(s) address (templates kept), or null for anything else. */
  proxied(raw: string): string | null {
    const parts = splitUrl(raw);
    return parts ? this.prefix(parts.scheme, parts.host) + parts.rest : null;
  }
}

/**
 * What the proxy relays, by the upstream's content type: raster and vector tiles, styles, TileJSON,
 * GeoJSON, glTF and 3D Tiles content (often application/octet-stream). Never HTML, scripts or SVG: the
 * answers come from our origin.
 */
const TYPES: Record<string, string> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/webp': 'image/webp',
  'image/avif': 'image/avif',
  'image/gif': 'image/gif',
  'image/ktx2': 'image/ktx2',
  'application/x-protobuf': 'application/x-protobuf',
  'application/vnd.mapbox-vector-tile': 'application/vnd.mapbox-vector-tile',
  'application/json': 'application/json',
  'application/geo+json': 'application/geo+json',
  'application/vnd.geo+json': 'application/geo+json',
  'model/gltf+json': 'model/gltf+json',
  'model/gltf-binary': 'model/gltf-binary',
  'application/octet-stream': 'application/octet-stream',
};

/** The content type to answer with, or null when the upstream's type is not relayed. */
export function relayedType(header: string | undefined): string | null {
  const base = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return TYPES[base] ?? null;
}

export const isJsonType = (type: string) => type.endsWith('json') && type !== 'model/gltf+json';

/** Seconds an answer may be kept: the upstream's max-age up to five minutes, a minute when it says none. */
export function keepSeconds(cacheControl: string | undefined): number {
  const cc = (cacheControl ?? '').toLowerCase();
  if (/no-store|no-cache|private/.test(cc)) return 0;
  const age = /(?:s-)?max-age=(\d+)/.exec(cc);
  return Math.min(age ? Number(age[1]) : 60, 300);
}

interface Entry {
  type: string;
  body: Buffer;
  expires: number;
}

/** A small in-memory cache of recent tiles (per process; a tile is fetched once per pan, not per viewer). */
export class TileCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(url: string, now = Date.now()): Entry | null {
    const hit = this.entries.get(url);
    if (!hit) return null;
    this.entries.delete(url);
    if (hit.expires <= now) {
      this.bytes -= hit.body.length;
      return null;
    }
    this.entries.set(url, hit);
    return hit;
  }

  set(url: string, type: string, body: Buffer, seconds: number, now = Date.now()): void {
    if (seconds <= 0 || body.length > this.maxBytes / 16) return;
    const old = this.entries.get(url);
    if (old) {
      this.entries.delete(url);
      this.bytes -= old.body.length;
    }
    this.entries.set(url, { type, body, expires: now + seconds * 1000 });
    this.bytes += body.length;
    for (const [key, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= e.body.length;
    }
  }
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A MapLibre style or a TileJSON with its absolute addresses (tiles, TileJSON, sprite, glyphs, GeoJSON
 * data) turned into proxied ones; any other JSON (GeoJSON, a 3D Tiles tileset) is answered as it came.
 */
export function rewriteMapJson(body: Buffer, proxied: (url: string) => string | null): Buffer {
  let doc: unknown;
  try {
    doc = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  if (!isObj(doc)) return body;
  const one = (v: unknown) => (typeof v === 'string' ? (proxied(v) ?? v) : v);
  const many = (v: unknown) => (Array.isArray(v) ? v.map(one) : v);
  const isStyle = doc.version === 8 && isObj(doc.sources);
  const isTileJson = typeof doc.tilejson === 'string' || (Array.isArray(doc.tiles) && !isStyle);
  if (!isStyle && !isTileJson) return body;
  if (isTileJson) doc.tiles = many(doc.tiles);
  if (isStyle) {
    doc.glyphs = one(doc.glyphs);
    doc.sprite = Array.isArray(doc.sprite)
      ? doc.sprite.map((s) => (isObj(s) ? { ...s, url: one(s.url) } : s))
      : one(doc.sprite);
    for (const source of Object.values(doc.sources as Json)) {
      if (!isObj(source)) continue;
      if ('url' in source) source.url = one(source.url);
      if ('tiles' in source) source.tiles = many(source.tiles);
      if (source.type === 'geojson') source.data = one(source.data);
    }
  }
  return Buffer.from(JSON.stringify(doc));
}
