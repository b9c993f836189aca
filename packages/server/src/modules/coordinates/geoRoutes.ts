import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { mapDataFile } from './divisions.js';

/** The outlines the offline base map draws (GeoJSON, WGS-84), by the name in their URL. */
export const GEO_FILES = {
  'china-provinces': 'china-provinces.geojson',
  'china-cities': 'china-cities.geojson',
} as const;
export type GeoName = keyof typeof GEO_FILES;

interface GeoAsset {
  name: GeoName;
  raw: Buffer;
  gzip: Buffer;
  etag: string;
  features: number;
}

const geoParams = z.object({ name: z.string().max(40) });
const geoQuery = z.object({ v: z.string().max(40).optional() });

/**
 * GET /api/map/geo/<name>: the shipped (or MAP_DATA_DIR's) outlines, compressed once at start. Public:
 * share viewers draw them without a token, and they are open data. With `?v=<etag>` (the URL the
 * manifest GET /api/map/geo lists) the answer is cached for a year as immutable; without it, an hour,
 * revalidated by ETag — so replaced boundaries reach browsers after a restart.
 */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['map data'];
  const base = `${app.config.basePath}api/map/geo`;
  const assets = new Map<string, GeoAsset>();
  for (const [name, file] of Object.entries(GEO_FILES) as [GeoName, string][]) {
    const raw = readFileSync(mapDataFile(file, app.config.mapDataDir));
    const features = (JSON.parse(raw.toString('utf8')) as { features?: unknown[] }).features?.length ?? 0;
    const etag = createHash('sha256').update(raw).digest('hex').slice(0, 16);
    assets.set(name, { name, raw, gzip: gzipSync(raw, { level: 9 }), etag, features });
  }

  app.get(
    '/map/geo',
    {
      schema: {
        tags,
        summary: 'The offline outlines: names, versioned URLs, sizes and feature counts',
        response: answers(
          z.object({
            files: z.array(
              z.object({
                name: z.string(),
                url: z.string(),
                bytes: z.number(),
                gzipBytes: z.number(),
                features: z.number(),
                coordinateSystem: z.string(),
              }),
            ),
          }),
        ),
      },
      config: { access: access.public },
    },
    async () =>
      ok({
        files: [...assets.values()].map((a) => ({
          name: a.name,
          url: `${base}/${a.name}?v=${a.etag}`,
          bytes: a.raw.length,
          gzipBytes: a.gzip.length,
          features: a.features,
          coordinateSystem: 'WGS84',
        })),
      }),
  );

  app.get(
    '/map/geo/:name',
    {
      schema: {
        tags,
        summary: 'One outline file as GeoJSON (gzip when accepted)',
        params: geoParams,
        querystring: geoQuery,
        // None: the file's GeoJSON bytes are sent as they are stored (gzip when accepted).
      },
      config: { access: access.public },
    },
    async (req, reply) => {
      const a = assets.get(req.params.name.replace(/\.geojson$/, ''));
      if (!a)
        throw notFound({
          zh: `没有名为 ${req.params.name} 的地图数据`,
          en: `No map data named ${req.params.name}`,
        });
      const etag = `"${a.etag}"`;
      reply
        .header('etag', etag)
        .header('vary', 'accept-encoding')
        .header(
          'cache-control',
          req.query.v === a.etag
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600, must-revalidate',
        )
        .type('application/geo+json; charset=utf-8');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')))
        return reply.header('content-encoding', 'gzip').send(a.gzip);
      return reply.send(a.raw);
    },
  );
};
