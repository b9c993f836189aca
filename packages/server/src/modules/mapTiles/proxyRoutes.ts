import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Readable } from 'node:stream';
import { safeOpen, type OpenResponse } from '../../connectors/http.js';
import { access } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { AppError, tooMany } from '../../http/errors.js';
import { toAppError } from '../datasources/index.js';
import {
  isJsonType,
  keepSeconds,
  PROXY_MSG,
  relayedType,
  rewriteMapJson,
  splitUrl,
  TileCache,
} from './proxy.js';
import { mapUrlSigning } from './signing.js';

/** Answers up to this size are read whole (and may be cached); larger ones (models) are streamed. */
const WHOLE_BYTES = 1024 * 1024;
const CACHE_BYTES = 64 * 1024 * 1024;
/** Proxied requests per address a minute: a map view loads some dozens of tiles, panning a few hundred. */
export const PROXY_PER_MINUTE = 3000;

const signBody = z.object({ url: z.string().min(1).max(8000) });

function relayHeaders(reply: FastifyReply, type: string, seconds: number): FastifyReply {
  return reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', seconds > 0 ? `public, max-age=${seconds}` : 'no-store');
}

/**
 * The map resource proxy (docs/maps.md "External tiles, styles and models"). The app's CSP lets pages
 * fetch from their own origin only, so a configured XYZ / WMS / WMTS / style URL, a GeoJSON, glTF or
 * 3D Tiles address is fetched here instead: every request through the data sources' address guard
 * (connectors/http.ts: resolve once, refuse private, loopback and metadata addresses unless
 * DATA_ALLOW_HOSTS names them, pin the address, re-judge redirects, byte and time caps), only tile,
 * style, GeoJSON and model content types, small answers cached for a few minutes, large ones streamed.
 * Members get a signed prefix per origin from `sign` (the address is judged then too); the signature
 * is the capability, so share pages and big screens read tiles without a session.
 */
export const mapProxyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['map tiles'];
  // DATA_ALLOW_HOSTS plus the administrator's list in the system settings, read per fetch (no restart).
  const { signer, policy, sign } = mapUrlSigning(app);
  const maxBytes = app.config.mapProxyMaxMb * 1024 * 1024;
  const cache = new TileCache(CACHE_BYTES);
  const proxied = (url: string) => signer.proxied(url);

  app.post(
    '/map/proxy/sign',
    {
      schema: {
        tags,
        summary:
          'The proxied form of an external tile, style, GeoJSON or model address (judged by the address guard now and at every fetch)',
        body: signBody,
        response: answers(z.object({ origin: z.string(), prefix: z.string(), url: z.string() })),
      },
      config: { access: access.perm('projectView') },
    },
    async (req) => ok(await sign(req.body.url)),
  );

  /** The upstream address a proxied request names: its path and query exactly as the browser sent them. */
  const upstreamOf = (req: FastifyRequest): string => {
    const raw = req.raw.url ?? '';
    const at = raw.indexOf('/map/proxy/');
    const [sig = '', scheme = '', host = '', ...rest] = raw.slice(at + '/map/proxy/'.length).split('/');
    const parts = splitUrl(`${scheme}://${decodeURIComponent(host)}/`);
    if (!parts || parts.scheme !== scheme || !signer.verify(sig, parts.scheme, parts.host))
      throw new AppError(403, PROXY_MSG.badToken);
    return `${parts.scheme}://${parts.host}/${rest.join('/')}`;
  };

  const open = async (url: string): Promise<OpenResponse> => {
    try {
      return await safeOpen(
        { url, method: 'GET', headers: { accept: 'image/*, application/*;q=0.9, */*;q=0.5' } },
        await policy(),
      );
    } catch (e) {
      throw toAppError(e);
    }
  };

  app.get(
    '/map/proxy/:sig/:scheme/:host/*',
    {
      schema: {
        tags,
        summary: 'An external map resource (tile, style, TileJSON, GeoJSON, glTF, 3D Tiles part) relayed',
        // None: the upstream's bytes are relayed, not the envelope.
      },
      // The origin's signature is the capability (share pages and big screens have no session).
      config: { access: access.public },
    },
    async (req, reply) => {
      const url = upstreamOf(req);
      if (!(await app.limiter.hit(`map-proxy:${req.ip}`, PROXY_PER_MINUTE, 60_000))) throw tooMany();
      const hit = cache.get(url);
      if (hit)
        return relayHeaders(reply, hit.type, Math.ceil((hit.expires - Date.now()) / 1000)).send(hit.body);
      const res = await open(url);
      const fail = (e: AppError) => {
        res.body.destroy();
        return e;
      };
      // A missing tile is an ordinary answer of a tile server (outside its coverage): MapLibre draws nothing.
      if (res.status === 404 || res.status === 204) {
        res.body.destroy();
        return reply.status(res.status).header('cache-control', 'public, max-age=60').send();
      }
      if (res.status >= 400 || res.status < 200)
        throw fail(new AppError(502, PROXY_MSG.upstreamStatus(res.status)));
      const type = relayedType(res.headers['content-type']);
      if (!type) throw fail(new AppError(502, PROXY_MSG.badType(res.headers['content-type'] ?? '')));
      const declared = Number(res.headers['content-length'] ?? NaN);
      if (declared > maxBytes) throw fail(new AppError(502, PROXY_MSG.tooBig(app.config.mapProxyMaxMb)));
      const seconds = keepSeconds(res.headers['cache-control']);
      // Tiles, styles and GeoJSON are read whole (JSON is rewritten, small answers cached); over the
      // threshold the rest is streamed under the cap.
      const chunks: Buffer[] = [];
      let size = 0;
      const iterator = res.body[Symbol.asyncIterator]();
      const tooBig = () => new AppError(502, PROXY_MSG.tooBig(app.config.mapProxyMaxMb));
      for (;;) {
        let step: IteratorResult<Buffer>;
        try {
          step = await iterator.next();
        } catch (e) {
          throw toAppError(e);
        }
        if (step.done) break;
        size += step.value.length;
        chunks.push(step.value);
        if (size > maxBytes) throw fail(tooBig());
        if (size > WHOLE_BYTES && !isJsonType(type)) break;
      }
      if (size <= WHOLE_BYTES || isJsonType(type)) {
        let body: Buffer = Buffer.concat(chunks);
        if (isJsonType(type)) body = rewriteMapJson(body, proxied);
        cache.set(url, type, body, seconds);
        return relayHeaders(reply, type, seconds).send(body);
      }
      // Large: what was read, then the rest as it arrives; past the cap the connection is cut.
      const rest = async function* () {
        yield* chunks;
        for (;;) {
          const step = await iterator.next();
          if (step.done) return;
          size += step.value.length;
          if (size > maxBytes) {
            res.body.destroy();
            throw tooBig();
          }
          yield step.value;
        }
      };
      return relayHeaders(reply, type, seconds).send(Readable.from(rest()));
    },
  );
};
