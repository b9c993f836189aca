import type { Component2D, DataSourceConfig } from '@twincanvas/model';
import { send } from '../transport/http';
import { useSession } from '../app/session';
import type { MapSignAnswer } from '../viewer/services';

/**
 * External map addresses through the server's map resource proxy (docs/maps.md "External tiles,
 * styles and models"). The app's CSP lets the page fetch from its own origin only, so an XYZ, WMS or
 * WMTS template, a style URL, a GeoJSON, glTF or 3D Tiles address on another origin is rewritten to
 * `<prefix>/<path>?<query>`, where the prefix is the server's signature for that origin
 * (`POST /api/map/proxy/sign`, which also judges the address; a share page asks its share, which signs
 * only origins the shared document's maps name). The path stays as written, so
 * templates and relative references (a tileset's content, a style's tiles) work through the proxy.
 */
const prefixes = new Map<string, string>();
const refused = new Set<string>();
const asking = new Map<string, Promise<void>>();
const ORIGIN = /^(https?):\/\/([^/?#]+)/i;

function originOf(url: string): string | null {
  const m = ORIGIN.exec(url.trim());
  if (!m) return null;
  try {
    const origin = new URL(`${m[1]!.toLowerCase()}://${m[2]}`).origin;
    return origin === window.location.origin ? null : origin;
  } catch {
    return null;
  }
}

/** The address to fetch: proxied when its origin is signed, else as it is (same origin, data:, pmtiles:). */
export function proxied(url: string): string {
  const trimmed = url.trim();
  const origin = originOf(trimmed);
  const prefix = origin ? prefixes.get(origin) : undefined;
  if (!prefix) return url;
  const rest = trimmed.slice(ORIGIN.exec(trimmed)![0].length);
  return prefix + (rest.startsWith('/') ? rest : `/${rest}`);
}

/** Refusals are remembered per origin, and per origin and item for addresses from an item's data. */
const refusalKey = (origin: string, from?: SignFrom) => (from ? `${origin}\n${from.componentId}` : origin);

/** Addresses whose origin still needs a signature (never asked, not refused). */
export function unsigned(urls: readonly string[], from?: SignFrom): string[] {
  return urls.filter((u) => {
    const o = originOf(u);
    return o !== null && !prefixes.has(o) && !refused.has(refusalKey(o, from));
  });
}

/**
 * Where an address came from when it is not stored in the document: the map item whose delivered data
 * named it. A share page passes it on, and its share signs the origin only if that item's stored request
 * answers with it (docs/maps.md "Addresses from data").
 */
export interface SignFrom {
  componentId: string;
  requestSource?: DataSourceConfig;
}

/** Asks the server for an origin's prefix: the member route, or a share page's own signed call. */
export type MapSigner = (url: string, from?: SignFrom) => Promise<MapSignAnswer>;

const memberSigner: MapSigner = (url) =>
  send<{ origin: string; prefix: string } | null>('map/proxy/sign', { body: { url } });

/**
 * Signs the origins of these addresses (once per origin and page), through `signer` on a share page,
 * else as a member. With neither a share nor a session, or for an address the server refuses, the
 * address stays as written: the map shows what the CSP allows and the console says why.
 */
export async function signUrls(
  urls: readonly string[],
  signer?: MapSigner | null,
  from?: SignFrom,
): Promise<void> {
  const ask = signer ?? (useSession.getState().session ? memberSigner : null);
  if (!ask) return;
  await Promise.all(
    unsigned(urls, from).map((url) => {
      const origin = originOf(url)!;
      const key = refusalKey(origin, from);
      let job = asking.get(key);
      if (!job) {
        job = ask(url, from).then(
          (a) => {
            if (a.code === '0' && a.data?.prefix) prefixes.set(origin, a.data.prefix);
            else {
              refused.add(key);
              console.warn('map address refused', url, a.msg);
            }
          },
          (error: unknown) => console.warn('map address', url, error),
        );
        job.finally(() => asking.delete(key)).catch(() => undefined);
        asking.set(key, job);
      }
      return job;
    }),
  );
}

/** The external addresses of a map container and its items: its base, each item's `url` and `modelUrl`. */
export function externalUrlsOf(baseUrl: string, items: readonly Component2D[]): string[] {
  const urls = [baseUrl];
  for (const item of items) {
    const m = (item.layerModel ?? {}) as { url?: unknown; modelUrl?: unknown };
    for (const url of [m.url, m.modelUrl]) if (typeof url === 'string') urls.push(url);
  }
  return urls.filter((u) => originOf(u) !== null);
}

/** The item fields that hold an address (tile, style, GeoJSON, boundary, 3D Tiles; a glTF model). */
const ADDRESS_KEYS = ['url', 'modelUrl'] as const;

function namedIn(delivered: unknown, key: string): string | undefined {
  const row: unknown = Array.isArray(delivered) ? delivered[0] : delivered;
  if (!row || typeof row !== 'object') return undefined;
  const v = (row as Record<string, unknown>)[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/**
 * A map item as it is drawn: when its delivered data (its request's result, or what an interaction
 * handed it) is an object with a `url` / `modelUrl` — or a list whose first row has one — that address
 * replaces the stored one. Only for kinds that have the field (their defaults store it, empty or not),
 * so a marker's rows with a link column change nothing. The same item comes back when nothing changes.
 */
export function withDeliveredAddress(item: Component2D, delivered: unknown): Component2D {
  const model = (item.layerModel ?? {}) as Record<string, unknown>;
  let changed: Record<string, unknown> | null = null;
  for (const key of ADDRESS_KEYS) {
    if (typeof model[key] !== 'string') continue;
    const url = namedIn(delivered, key);
    if (url !== undefined && url !== model[key]) (changed ??= { ...model })[key] = url;
  }
  return changed ? { ...item, layerModel: changed } : item;
}

/** The addresses of an item that came from its data rather than its stored fields. */
export function deliveredUrls(stored: Component2D, drawn: Component2D): string[] {
  if (stored === drawn) return [];
  const a = (stored.layerModel ?? {}) as Record<string, unknown>;
  const b = (drawn.layerModel ?? {}) as Record<string, unknown>;
  return ADDRESS_KEYS.filter((k) => b[k] !== a[k] && typeof b[k] === 'string').map((k) => b[k] as string);
}
