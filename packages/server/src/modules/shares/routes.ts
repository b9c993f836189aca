import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireGroup } from '../../http/access.js';
import { ok, okWith } from '../../http/envelope.js';
import { WeatherService } from '../weather/service.js';
import { sharedComponentData } from './data.js';
import { sharedFilters, sharedWeather } from './extras.js';
import {
  changeBody,
  dataBody,
  filtersBody,
  projectIdBody,
  publishBody,
  sessionBody,
  shareWeatherBody,
  sidParams,
  variablesBody,
} from './schema.js';
import {
  changeShare,
  openShareSession,
  publishShare,
  queryShare,
  revokeShare,
  sharedDocument,
} from './service.js';
import { SHARE_MSG } from './texts.js';
import { sharedVariables } from './variables.js';
import { shareVerifier } from './verify.js';

/**
 * Sharing (platform spec 4 and 7): the owner publishes (PUT), changes (POST) and revokes a project's
 * share; a share page opens a session with the optional password and then reads the project with signed
 * requests (GET project/share/v2/{sid}), without any bearer token.
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shares'];
  const verifier = shareVerifier(app);
  const weather = new WeatherService(app.config.weatherUrl);

  app.put(
    '/project/share/v2',
    {
      schema: {
        tags,
        summary: 'Publish a share of a project (new id; optional password and expiry)',
        body: publishBody,
      },
      config: { access: access.perm('projectShare') },
    },
    async (req) => okWith(req, await publishShare(app.db, requireGroup(req), req.body), SHARE_MSG.published),
  );

  app.post(
    '/project/share/v2',
    {
      schema: { tags, summary: 'Change the password, expiry or type of the live share', body: changeBody },
      config: { access: access.perm('projectShare') },
    },
    async (req) => okWith(req, await changeShare(app.db, requireGroup(req), req.body), SHARE_MSG.changed),
  );

  app.post(
    '/project/share/v2/revoke',
    {
      schema: { tags, summary: 'Revoke the live share: its link answers 404 at once', body: projectIdBody },
      config: { access: access.perm('projectShare') },
    },
    async (req) =>
      okWith(req, await revokeShare(app.db, requireGroup(req), req.body.projectId), SHARE_MSG.revoked),
  );

  app.post(
    '/project/share/v2/query',
    {
      schema: {
        tags,
        summary: 'The live share of a project (or null), for the share dialog',
        body: projectIdBody,
      },
      config: { access: access.perm('projectShare') },
    },
    async (req) => ok(await queryShare(app.db, requireGroup(req), req.body.projectId)),
  );

  app.post(
    '/project/share/v2/:sid/session',
    {
      schema: {
        tags,
        summary: 'Check the share password (rate-limited); answers shareToken and signKey for signing',
        params: sidParams,
        body: sessionBody,
        security: [],
      },
      config: { access: access.public },
    },
    async (req) =>
      ok(
        await openShareSession(
          { db: app.db, limiter: app.limiter, signer: verifier.signer },
          req.params.sid,
          req.body.sharePass,
          req.ip,
        ),
      ),
  );

  app.get(
    '/project/share/v2/:sid',
    {
      schema: {
        tags,
        summary:
          'The shared project (signed: share-token, timestamp, nonce and sign headers; no bearer token)',
        params: sidParams,
        security: [],
      },
      config: { access: access.public },
    },
    async (req) => {
      const share = await verifier.verify(req, req.params.sid);
      return ok({
        document: await sharedDocument(app.documents, share),
        shareType: share.shareType,
        expireTime: share.expiresAt?.toISOString() ?? null,
        serverTime: Date.now(),
      });
    },
  );

  app.post(
    '/project/share/v2/:sid/data',
    {
      schema: {
        tags,
        summary:
          'Live data of one component of the shared project (signed); runs server-side with the owner’s sources',
        params: sidParams,
        body: dataBody,
        security: [],
      },
      config: { access: access.public },
    },
    async (req) => {
      const share = await verifier.verify(req, req.params.sid);
      return ok(await sharedComponentData(app.db, app.documents, share, req.body.componentId, req.body.vars));
    },
  );

  app.post(
    '/project/share/v2/:sid/filters',
    {
      schema: {
        tags,
        summary:
          'Filter code of the shared project by ids (signed); ids of other projects answer the pass-through placeholder',
        params: sidParams,
        body: filtersBody,
        security: [],
      },
      config: { access: access.public },
    },
    async (req) => {
      const share = await verifier.verify(req, req.params.sid);
      return ok(await sharedFilters(app.db, share, req.body.ids));
    },
  );

  app.post(
    '/project/share/v2/:sid/variables',
    {
      schema: {
        tags,
        summary:
          'Variable definitions of the shared project (signed): its own variables and the global ones its document names',
        params: sidParams,
        body: variablesBody,
        security: [],
      },
      config: { access: access.public },
    },
    async (req) => {
      const share = await verifier.verify(req, req.params.sid);
      return ok(await sharedVariables(app.db, app.documents, share));
    },
  );

  app.post(
    '/project/share/v2/:sid/weather',
    {
      schema: {
        tags,
        summary: 'Weather of cities shown by the shared project’s weather components (signed, rate-limited)',
        params: sidParams,
        body: shareWeatherBody,
        security: [],
      },
      config: { access: access.public },
    },
    async (req) => {
      const share = await verifier.verify(req, req.params.sid);
      const deps = { documents: app.documents, limiter: app.limiter, weather };
      return ok(await sharedWeather(deps, share, req.body.cities, req.ip));
    },
  );
};
