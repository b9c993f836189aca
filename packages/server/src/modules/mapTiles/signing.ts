import type { FastifyInstance } from 'fastify';
import { flattenDocument, type DocNode } from '@twincanvas/model';
import { checkUrl, type HttpPolicy } from '../../connectors/http.js';
import { parseAllowList } from '../../connectors/ip.js';
import { AppError, badRequest } from '../../http/errors.js';
import { deriveKey } from '../../lib/tokens.js';
import { withStoredHosts } from '../datasources/env.js';
import { toAppError } from '../datasources/run.js';
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
}

/** Every external origin a document's maps name (all pages, groups and panels). */
export function mapOriginsOfDocument(doc: DocNode): Set<string> {
  const origins = new Set<string>();
  for (const record of flattenDocument(doc))
    mapOriginsOfNode(record.body as Record<string, unknown>, origins);
  return origins;
}
