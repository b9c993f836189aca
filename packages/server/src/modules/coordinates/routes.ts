import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseAllowList } from '../../connectors/ip.js';
import { access, requireGroup } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { divisions } from './divisions.js';
import { NominatimGeocoder } from './geocoder.js';
import { convertBody, getCoordBody, hotDataBody, searchBody } from './schema.js';
import { CoordinateService } from './service.js';

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
      schema: { tags, summary: "A place's coordinate, by code or by name", body: getCoordBody },
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
      },
      config: { access: access.member },
    },
    async (req) => {
      const { from, to, points } = req.body;
      return ok({ from, to, points: service.convert(points, from, to) });
    },
  );
};
