import { hkdfSync } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseAllowList } from '../../connectors/ip.js';
import { safeRequest, type HttpPolicy, type HttpResponse } from '../../connectors/http.js';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest, tooMany } from '../../http/errors.js';
import { toAppError } from '../datasources/index.js';
import { decodeRef, isPlaylist, rewritePlaylist, UrlSigner } from './playlist.js';
import {
  addStream,
  boundedRange,
  FILE_CHUNK_BYTES,
  MEDIA_MSG,
  PLAYLIST_MAX_BYTES,
  playPath,
  RELAY_PER_MINUTE,
  RELAY_TIMEOUT_MS,
  safeMediaType,
  SEGMENT_MAX_BYTES,
  streamByToken,
  touchStream,
} from './service.js';

const addStreamQuery = z.object({
  url: z.string().min(1).max(4000),
  /** hls or file; guessed from the address (.m3u8) when absent. */
  type: z.enum(['hls', 'file']).optional(),
});
const tokenParams = z.object({ token: z.string().max(64) });
const refQuery = z.object({ u: z.string().max(8000), s: z.string().max(64) });

/** Headers of every relayed answer: never sniffed, never a document that could run on our origin. */
function relayHeaders(reply: FastifyReply, type: string, cache: string): FastifyReply {
  return reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cache);
}

/**
 * The media proxy (docs/reference.md#api: media-proxy/add-stream). Pages cannot fetch other origins
 * (CSP connect-src 'self') and http streams are mixed content on an https page, so HLS and http(s) video
 * is relayed here. Every upstream request goes through connectors/http.ts safeRequest — the address
 * guard of HTTP data sources (ARCHITECTURE section 5: resolve once, judge every answer, pin the address,
 * re-judge every redirect, byte and time caps), DATA_ALLOW_HOSTS the only exception. RTSP needs a
 * transcoder (no ffmpeg here) and is refused with a message saying so.
 */
export const mediaProxyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['media proxy'];
  const allow = parseAllowList(app.config.dataAllowHosts);
  const policy = (maxBytes: number): HttpPolicy => ({ allow, maxBytes, timeoutMs: RELAY_TIMEOUT_MS });
  const signer = new UrlSigner(
    new Uint8Array(hkdfSync('sha256', app.config.secret, '', 'twincanvas:media-proxy', 32)),
  );
  const apiPath = `${app.config.basePath}api/`;

  const fetchUpstream = async (url: string, maxBytes: number, headers?: Record<string, string>) => {
    try {
      return await safeRequest({ url, method: 'GET', ...(headers ? { headers } : {}) }, policy(maxBytes));
    } catch (e) {
      throw toAppError(e);
    }
  };

  const limitRelay = async (ip: string, token: string) => {
    if (!(await app.limiter.hit(`media:${ip}:${token}`, RELAY_PER_MINUTE, 60_000))) throw tooMany();
  };

  /** The stream a playlist or media request starts playing: limited per address, its last use noted. */
  const playing = async (token: string, ip: string) => {
    const row = await streamByToken(app.db, token);
    await limitRelay(ip, row.token);
    await touchStream(app.db, row);
    return row;
  };

  /** A playlist answer (rewritten) or a media answer with a safe type; upstream errors pass as 502. */
  const relay = (reply: FastifyReply, token: string, res: HttpResponse) => {
    if (res.status >= 400)
      throw new AppError(502, {
        zh: `视频源返回 HTTP ${res.status}`,
        en: `The stream server answered HTTP ${res.status}`,
      });
    if (isPlaylist(res.headers['content-type'], res.body)) {
      const text = rewritePlaylist(res.body.toString('utf8'), res.url, (abs) => signer.ref(token, abs));
      return relayHeaders(reply, 'application/vnd.apple.mpegurl', 'no-store').send(text);
    }
    return relayHeaders(reply, safeMediaType(res.headers['content-type']), 'private, max-age=60').send(
      res.body,
    );
  };

  app.get(
    '/media-proxy/add-stream',
    {
      schema: {
        tags,
        summary:
          'Register a video stream address (http/https, HLS) and answer a same-origin playable URL; rtsp is refused (needs a transcoder)',
        querystring: addStreamQuery,
        response: answers(
          z.object({
            streamId: z.string(),
            token: z.string(),
            kind: z.string(),
            sourceUrl: z.string(),
            url: z.string(),
          }),
        ),
      },
      // Whoever may view projects may play their streams (preview asks for the playable URL too).
      config: { access: access.perm('projectView') },
    },
    async (req) => {
      const a = requireGroup(req);
      if (!(await app.limiter.hit(`media-add:${a.userId}`, 120, 3_600_000))) throw tooMany();
      const row = await addStream(app.db, policy(0), a, req.query.url, req.query.type);
      return ok({
        streamId: row.id,
        token: row.token,
        kind: row.kind,
        sourceUrl: row.url,
        url: `${apiPath}${playPath(row.token, row.kind as 'hls' | 'file')}`,
      });
    },
  );

  app.get(
    '/media-proxy/stream/:token/index.m3u8',
    {
      schema: {
        tags,
        summary: 'The registered HLS playlist, every URL rewritten to this relay',
        params: tokenParams,
        // None here and on the relay routes below: they answer the upstream's bytes, not the envelope.
      },
      // The 192-bit token is the capability: share pages play streams without a session.
      config: { access: access.public },
    },
    async (req, reply) => {
      const row = await playing(req.params.token, req.ip);
      return relay(reply, row.token, await fetchUpstream(row.url, PLAYLIST_MAX_BYTES));
    },
  );

  app.get(
    '/media-proxy/stream/:token/r',
    {
      schema: {
        tags,
        summary: 'A variant playlist, segment or key a relayed playlist named (signed reference)',
        params: tokenParams,
        querystring: refQuery,
      },
      config: { access: access.public },
    },
    async (req, reply) => {
      const row = await streamByToken(app.db, req.params.token);
      const url = decodeRef(req.query.u);
      if (!url || !signer.verify(row.token, url, req.query.s)) throw badRequest(MEDIA_MSG.badRef);
      await limitRelay(req.ip, row.token);
      return relay(reply, row.token, await fetchUpstream(url, SEGMENT_MAX_BYTES));
    },
  );

  app.get(
    '/media-proxy/stream/:token/media',
    {
      schema: {
        tags,
        summary: 'A progressive http(s) video, relayed in range chunks of at most 4 MB',
        params: tokenParams,
      },
      config: { access: access.public },
    },
    async (req, reply) => {
      const row = await playing(req.params.token, req.ip);
      const range = boundedRange(req.headers.range);
      let res: HttpResponse;
      try {
        res = await fetchUpstream(row.url, FILE_CHUNK_BYTES, { range: `bytes=${range.start}-${range.end}` });
      } catch (e) {
        // Over the cap means the server ignored the range and sent the whole (large) file.
        if (e instanceof AppError && e.status === 502 && /limit|上限/.test(e.text.en + e.text.zh))
          throw new AppError(502, MEDIA_MSG.noRanges);
        throw e;
      }
      if (res.status >= 400 || isPlaylist(res.headers['content-type'], res.body))
        return relay(reply, row.token, res);
      reply.status(res.status === 206 ? 206 : 200).header('accept-ranges', 'bytes');
      if (res.headers['content-range']) reply.header('content-range', res.headers['content-range']);
      return relayHeaders(reply, safeMediaType(res.headers['content-type']), 'private, max-age=60').send(
        res.body,
      );
    },
  );
};
