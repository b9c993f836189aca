import type { FastifyInstance } from 'fastify';
import { flattenDocument, type DocNode } from '@twincanvas/model';
import { checkUrl, type HttpPolicy } from '../../connectors/http.js';
import { parseAllowList } from '../../connectors/ip.js';
import { AppError, badRequest } from '../../http/errors.js';
import { deriveKey } from '../../lib/tokens.js';
import { withStoredHosts, toAppError } from '../datasources/index.js';
import { OriginSigner, PROXY_MSG, splitUrl } from './proxy.js';

const TIMEOUT_MS = 20_000;

export interface SignedOrigin {
  origin: string;
  prefix: string;
  url: string;
}

export interface MapUrlSigning {
  signer: OriginSigner;
  /** The address guard's policy, read per call (the administrator's allow-list changes without restart). */
  policy(): Promise<HttpPolicy>;
  /** Judges the address by the guard and answers its proxied form; refusals are 400s in both languages. */
  sign(url: string): Promise<SignedOrigin>;
  /**
   * As `sign`, for a page without a member's rights (share, case view): only an origin in `named` (what
   * its document's maps name), so such a page cannot make the server an open proxy.
   */
  signNamed(url: string, named: ReadonlySet<string>): Promise<SignedOrigin>;
  /**
   * As `signNamed`, and an origin the document does not name is signed when it appears in `produce()`:
   * the current result of a component's STORED data request, run by the server (the page only names the
   * component). A map item whose address comes from its data is signed that way; the page can make the
   * server fetch only from origins the project's own requests answer with.
   */
  signProduced(
    url: string,
    named: ReadonlySet<string>,
    produce: () => Promise<unknown>,
  ): Promise<SignedOrigin>;
}

/**
 * The one way an origin gets a map proxy signature (docs/maps.md "External tiles, styles and models"),
 * for members (`map/proxy/sign`) and for share pages (`project/share/v2/{sid}/map/sign`): every
 * instance derives the same key, so a prefix signed by either route is read by the proxy.
 */
export function mapUrlSigning(app: FastifyInstance): MapUrlSigning {
  const signer = new OriginSigner(deriveKey(app.config.secret, 'map-proxy'), `${app.config.basePath}api/`);
  const maxBytes = app.config.mapProxyMaxMb * 1024 * 1024;
  const baseAllow = parseAllowList(app.config.dataAllowHosts);
  const policy = async (): Promise<HttpPolicy> => ({
    allow: await withStoredHosts(app.db, baseAllow),
    maxBytes,
    timeoutMs: TIMEOUT_MS,
  });
  const sign = async (url: string): Promise<SignedOrigin> => {
    const parts = splitUrl(url);
    if (!parts) throw badRequest(PROXY_MSG.badUrl);
    try {
      await checkUrl(`${parts.scheme}://${parts.host}/`, await policy());
    } catch (e) {
      throw toAppError(e);
    }
    const prefix = signer.prefix(parts.scheme, parts.host);
    return { origin: `${parts.scheme}://${parts.host}`, prefix, url: prefix + parts.rest };
  };
  return {
    signer,
    policy,
    sign,
    async signNamed(url, named) {
      const origin = originOfUrl(url);
      if (!origin) throw badRequest(PROXY_MSG.badUrl);
      if (!named.has(origin)) throw new AppError(400, PROXY_MSG.notInDocument(origin));
      return sign(url);
    },
    async signProduced(url, named, produce) {
      const origin = originOfUrl(url);
      if (!origin) throw badRequest(PROXY_MSG.badUrl);
      if (named.has(origin)) return sign(url);
      const found = new Set<string>();
      urlOriginsIn(await produce(), found);
      if (!found.has(origin)) throw new AppError(400, PROXY_MSG.notInData(origin));
      return sign(url);
    },
  };
}

/** The canonical origin of an http(s) address (`http://tiles.example.org:8080`), or null. */
export function originOfUrl(url: string): string | null {
  const parts = splitUrl(url);
  return parts ? `${parts.scheme}://${parts.host}` : null;
}

/**
 * The external origins one stored node names for a map: a container's base map (`mapModel.baseUrl`),
 * an item's tile, style, GeoJSON, boundary or 3D Tiles address (`layerModel.url`) and its glTF model
 * (`layerModel.modelUrl`) — the addresses the web map signs (web map/proxy.ts externalUrlsOf).
 */
export function mapOriginsOfNode(body: Record<string, unknown>, into: Set<string>): void {
  const pick = (model: unknown, keys: readonly string[]) => {
    if (!model || typeof model !== 'object') return;
    for (const key of keys) {
      const v = (model as Record<string, unknown>)[key];
      const origin = typeof v === 'string' ? originOfUrl(v) : null;
      if (origin) into.add(origin);
    }
  };
  pick(body.mapModel, ['baseUrl']);
  pick(body.layerModel, ['url', 'modelUrl']);
  // A map item's static rows may carry its address (`{url}`), as data delivered at run time does.
  if (body.layerModel && typeof body.layerModel === 'object')
    urlOriginsIn((body.chartModel as { data?: unknown } | undefined)?.data, into);
  // Fixed values an interaction delivers to a component ("component data" actions) are stored too: a
  // button that switches a layer's GeoJSON names that address here.
  for (const list of [body.projectInteractionList, body.interactionData]) deliveredByActions(list, into, 0);
}

/** Most values read from one data result or stored value: a bound on the work a sign call causes. */
const MAX_WALK = 100_000;

/**
 * Adds the origin of every absolute http(s) address among the string values of `value` (any depth, the
 * first MAX_WALK values): what a data result or stored rows can hand a map item as its address.
 */
export function urlOriginsIn(value: unknown, into: Set<string>): void {
  const stack: unknown[] = [value];
  for (let seen = 0; stack.length > 0 && seen < MAX_WALK; seen += 1) {
    const v = stack.pop();
    if (typeof v === 'string') {
      const origin = /^\s*https?:\/\//i.test(v) ? originOfUrl(v) : null;
      if (origin) into.add(origin);
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === 'object') stack.push(...Object.values(v));
  }
}

/** The fixed values of stored "component data" actions inside an interaction list (any nesting). */
function deliveredByActions(value: unknown, into: Set<string>, depth: number): void {
  if (!value || typeof value !== 'object' || depth > 8) return;
  if (Array.isArray(value)) {
    for (const v of value) deliveredByActions(v, into, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  if (record.type === 'componentData' && record.source !== 'payload' && record.source !== 'variable') {
    urlOriginsIn(record.value, into);
    return;
  }
  for (const v of Object.values(record)) deliveredByActions(v, into, depth + 1);
}

/** Whether a stored node is a map item (it has a `layerModel`): whose data may name its address at run time. */
export function isMapItemNode(body: Record<string, unknown>): boolean {
  return body.layerModel !== null && typeof body.layerModel === 'object';
}

/** The ids of a document's map items. */
export function mapItemIdsOf(doc: DocNode): Set<string> {
  const ids = new Set<string>();
  for (const record of flattenDocument(doc))
    if (isMapItemNode(record.body as Record<string, unknown>)) ids.add(record.id);
  return ids;
}

/** Every external origin a document's maps name (all pages, groups and panels). */
export function mapOriginsOfDocument(doc: DocNode): Set<string> {
  const origins = new Set<string>();
  for (const record of flattenDocument(doc))
    mapOriginsOfNode(record.body as Record<string, unknown>, origins);
  return origins;
}
