import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { sendBatchLines } from '../../http/batchLines.js';
import { ok, okWith, sendJson } from '../../http/envelope.js';
import { declaredProject } from '../documents/index.js';
import { WeatherService, weatherAnswer } from '../weather/index.js';
import { sharedComponentData, type SharedDataContext } from './data.js';
import { FanOut, SharedFanOut } from './fanout.js';
import { SharedProjectCache, viewEncodingOf } from './projectCache.js';
import { plainValue } from '../../lib/jsonText.js';
import { sharedFilters, sharedWeather } from './extras.js';
import { mapUrlSigning, filteredForSigning, signForViewer, type ViewerMaps } from '../mapTiles/index.js';
import {
  changeBody,
  dataBatchBody,
  dataBody,
  filtersBody,
  mapSignBody,
  projectIdBody,
  publishBody,
  sessionBody,
  shareInfoAnswer,
  shareSessionAnswer,
  sharedFilterAnswer,
  sharedVariableAnswer,
  signedOriginAnswer,
  shareWeatherBody,
  sidParams,
  variablesBody,
} from './schema.js';
import { changeShare, openShareSession, publishShare, queryShare, revokeShare } from './service.js';
import { SHARE_MSG } from './texts.js';
import { sharedVariables } from './variables.js';
import { shareVerifier } from './verify.js';

/**
 * Sharing (docs/reference.md#workspace, docs/reference.md#api): the owner publishes (PUT), changes (POST) and revokes a project's
 * share; a share page opens a session with the optional password and then reads the project with signed
 * requests (GET project/share/v2/{sid}), without any bearer token.
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shares'];
  const verifier = shareVerifier(app);
  const mapSigning = mapUrlSigning(app);
  const weather = new WeatherService(app.config.weatherUrl);
  const dataCtx: SharedDataContext = {
    db: app.db,
    projects: new SharedProjectCache(app.documents),
    // With REDIS_URL every node shares the window, so a source is called once per window in all.
    fanOut: app.redis ? new SharedFanOut(app.redis) : new FanOut(),
    twinGatewayUrl: app.config.twinGatewayUrl,
  };

  app.put(
    '/project/share/v2',
    {
      schema: {
        tags,
        summary: 'Publish a share of a project (new id; optional password and expiry)',
        body: publishBody,
        response: answers(shareInfoAnswer),
      },
      config: { access: access.perm('projectShare') },
    },
    async (req) => okWith(req, await publishShare(app.db, requireGroup(req), req.body), SHARE_MSG.published),
  );

  app.post(
    '/project/share/v2',
    {
      schema: {
        tags,
        summary: 'Change the password, expiry or type of the live share',
        body: changeBody,
        response: answers(shareInfoAnswer),
      },
      config: { access: access.perm('projectShare') },
    },
    async (req) => okWith(req, await changeShare(app.db, requireGroup(req), req.body), SHARE_MSG.changed),
  );

  app.post(
    '/project/share/v2/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke the live share: its link answers 404 at once',
        body: projectIdBody,
        response: answers(z.object({ revoked: z.boolean() })),
      },
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
        response: answers(shareInfoAnswer.nullable()),
      },
      config: {
        access: access.perm('projectShare'),
        resource: { type: 'project', level: 'edit', from: { id: 'projectId' } },
      },
    },
    async (req) => ok(await queryShare(app.db, requireGroup(req), declaredProject(req))),
  );

  app.post(
    '/project/share/v2/:sid/session',
    {
      schema: {
        tags,
        summary: 'Check the share password (rate-limited); answers shareToken and signKey for signing',
        params: sidParams,
        body: sessionBody,
        response: answers(shareSessionAnswer),
        security: [],
      },
      config: { licence: 'opening', access: access.public },
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
        // No response schema: the answer is a prepared, often compressed body (projectCache.ts) sent
        // without the serializer; a viewer's hot path must not parse the whole document again.
        security: [],
      },
      config: { licence: 'opening', access: access.public },
    },
    async (req, reply) => {
      const share = await verifier.verify(req, req.params.sid);
      // One serialized, compressed answer per project version (projectCache.ts): a wall of screens
      // opening one share costs a signature check and a lookup per request.
      const encoding = viewEncodingOf(req.headers['accept-encoding']);
      const body = await dataCtx.projects.viewAnswer(share, encoding);
      reply.header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(body);
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
        // Documentation only: sendJson writes the source's bytes as they came (free-form data).
        response: answers(z.unknown()),
        security: [],
      },
      config: { licence: 'opening', access: access.public },
    },
    async (req, reply) => {
      const share = await verifier.verify(req, req.params.sid);
      const answer = await sharedComponentData(dataCtx, share, req.body.componentId, req.body.vars);
      return sendJson(reply, ok(answer));
    },
  );

  app.post(
    '/project/share/v2/:sid/data/batch',
    {
      schema: {
        tags,
        summary:
          'Live data of many components of the shared project in one signed call; answered as JSON lines {i, code, …}, each as soon as its item is done',
        params: sidParams,
        body: dataBatchBody,
        // No response schema: the answer is JSON lines, not one envelope.
        security: [],
      },
      config: { licence: 'opening', access: access.public },
    },
    async (req, reply) => {
      const share = await verifier.verify(req, req.params.sid);
      return sendBatchLines(
        req,
        reply,
        req.body.items.map((item) => sharedComponentData(dataCtx, share, item.componentId, item.vars)),
        SHARE_MSG.dataFailed,
      );
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
        response: answers(z.array(sharedFilterAnswer)),
        security: [],
      },
      config: { licence: 'opening', access: access.public },
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
        response: answers(z.array(sharedVariableAnswer)),
        security: [],
      },
      config: { licence: 'opening', access: access.public },
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
        response: answers(weatherAnswer),
        security: [],
      },
      config: { licence: 'opening', access: access.public },
    },
    async (req) => {
      const share = await verifier.verify(req, req.params.sid);
      const deps = { documents: app.documents, limiter: app.limiter, weather };
      return ok(await sharedWeather(deps, share, req.body.cities, req.ip));
    },
  );

  app.post(
    '/project/share/v2/:sid/map/sign',
    {
      schema: {
        tags,
        summary:
          'The map proxy form of an external address the shared project’s maps name (signed); other origins are refused',
        params: sidParams,
        body: mapSignBody,
        response: answers(signedOriginAnswer),
        security: [],
      },
      config: { licence: 'opening', access: access.public },
    },
    async (req) => {
      const share = await verifier.verify(req, req.params.sid);
      // Only origins the stored document names, or that a map item's stored request answers with right
      // now (run by the server, as the data call runs it): a share link is not an open proxy.
      const { url, componentId, vars } = req.body;
      const viewer: ViewerMaps = {
        named: await dataCtx.projects.mapOriginsOf(share),
        isMapItem: (id) => dataCtx.projects.isMapItem(share, id),
        produce: async (id) => {
          // The source's JSON comes as its bytes (lib/jsonText.ts): read here, it is parsed once.
          const answer = plainValue((await sharedComponentData(dataCtx, share, id, vars)).data);
          // An address a stored filter builds from the answer counts as well (viewerSigning.ts).
          const item = await dataCtx.projects.mapItemData(share, id);
          return [answer, await filteredForSigning(app.db, share.projectId, item, answer)];
        },
      };
      return ok(await signForViewer(mapSigning, viewer, url, componentId));
    },
  );
};
