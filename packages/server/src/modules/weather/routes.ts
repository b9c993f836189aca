import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { searchCities } from './cities.js';
import { cityAnswer, regionSearchBody, weatherAnswer, weatherQueryBody } from './schema.js';
import { WeatherService } from './service.js';

/** Weather query and region search (docs/reference.md#api, "Other"); the provider URL is WEATHER_URL. */
export const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['weather'];
  const service = new WeatherService(app.config.weatherUrl);

  app.post(
    '/weather/query',
    {
      schema: {
        tags,
        summary:
          'Weather of the given cities: result[i].weather_info and temperature (last good answer if the provider fails)',
        body: weatherQueryBody,
        response: answers(weatherAnswer),
      },
      config: { access: access.member },
    },
    async (req) => ok(await service.query(req.body.cities)),
  );

  app.post(
    '/weather/region/search',
    {
      schema: {
        tags,
        summary: 'Cities the weather component can show, by code or name',
        body: regionSearchBody,
        response: answers(z.array(cityAnswer)),
      },
      config: { access: access.member },
    },
    async (req) => ok(searchCities(req.body?.keyword, req.body?.limit)),
  );
};
