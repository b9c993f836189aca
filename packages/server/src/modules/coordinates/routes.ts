import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseAllowList } from '../../connectors/ip.js';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { divisions } from './divisions.js';
import { NominatimGeocoder } from './geocoder.js';
import { convertBody, getCoordBody, hotDataBody, searchBody } from './schema.js';
import { CoordinateService } from './service.js';

const system = z.enum(['WGS84', 'GCJ02', 'BD09']);

/** service.ts Place. */
const place = z.object({
  code: z.string().nullable(),
  name: z.string(),
  fullName: z.string(),
  en: z.string(),
  pinyin: z.string(),
  level: z.string(),
  lng: z.number(),
  lat: z.number(),
  coordinateSystem: system,
  approx: z.boolean(),
  source: z.enum(['offline', 'online']),
});
const paging = { total: z.number(), pageNum: z.number(), pageSize: z.number() };

const searchAnswer = z.object({ list: z.array(place), ...paging, source: z.enum(['offline', 'online']) });

/** With values: those rows placed; without: the group's most looked-up places. */
const hotAnswer = z.union([
  z.object({
    points: z.array(place.extend({ value: z.number() })),
    unmatched: z.array(
      z.object({ index: z.number(), code: z.string().optional(), name: z.string().optional() }),
    ),
    min: z.number().nullable(),
    max: z.number().nullable(),
  }),
  z.object({ list: z.array(place.extend({ hits: z.number() })), ...paging }),
]);

const lngLat = z.tuple([z.number(), z.number()]);

/**
 * The coordinate calls of docs/reference.md#api ("Other": tc/searchCoordinate, coordinateConvert, hotData,
 * getCoord), served under /api/tc/ by their spec names. What each does: docs/maps.md.
 */
export const coordinateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['coordinates'];
  const cfg = app.config;
  const online = cfg.geocoderUrl
    ? new NominatimGeocoder(cfg.geocoderUrl, cfg.geocoderCrs, {
        allow: parseAllowList(cfg.dataAllowHosts),
        maxBytes: 1024 * 1024,
        timeoutMs: 8000,
      })
    : null;
  const service = new CoordinateService(divisions(cfg.mapDataDir), online);

  app.post(
    '/tc/searchCoordinate',
    {
      schema: {
        tags,
        summary:
          'Place search by Chinese name, pinyin, initials, English name or GB/T 2260 code; region China; pages of 20',
        body: searchBody,
        response: answers(searchAnswer),
      },
      config: { access: access.member },
    },
    async (req) => {
      const { coordinateSystem, ...q } = req.body;
      return ok(await service.search(q, coordinateSystem, requireGroup(req).groupId));
    },
  );

  app.post(
    '/tc/getCoord',
    {
      schema: {
        tags,
        summary: "A place's coordinate, by code or by name",
        body: getCoordBody,
        response: answers(place.extend({ matches: z.number() })),
      },
      config: { access: access.member },
    },
    async (req) => {
      const { coordinateSystem, ...q } = req.body;
      return ok(service.getCoord(q, coordinateSystem, requireGroup(req).groupId));
    },
  );

  app.post(
    '/tc/hotData',
    {
      schema: {
        tags,
        summary:
          'Rows naming places (code or name) with values, placed on the map for heat layers; without rows the places this group looks up most',
        body: hotDataBody,
        response: answers(hotAnswer),
      },
      config: { access: access.member },
    },
    async (req) => {
      const { coordinateSystem, ...q } = req.body;
      return ok(service.hotData(q, coordinateSystem, requireGroup(req).groupId));
    },
  );

  app.post(
    '/tc/coordinateConvert',
    {
      schema: {
        tags,
        summary: 'Convert points between WGS-84, GCJ-02 and BD-09 (up to 10,000 per call)',
        body: convertBody,
        response: answers(z.object({ from: system, to: system, points: z.array(lngLat) })),
      },
      config: { access: access.member },
    },
    async (req) => {
      const { from, to, points } = req.body;
      return ok({ from, to, points: service.convert(points, from, to) });
    },
  );
};
