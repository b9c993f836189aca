import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import {
  modelThemeId,
  modelThemeIdAnswer,
  sceneTheme,
  sceneThemeAnswer,
  themeBody,
  themeIdBody,
} from '../models/index.js';
import { sidParams } from './schema.js';
import { shareVerifier } from './verify.js';

const sharedThemeBody = themeBody.omit({ objectFlg: true });
const sharedThemeIdBody = themeIdBody.omit({ objectFlg: true });

/**
 * A share page's scene theme calls (docs/3d.md, "Scene theme data"): the members' /model/scene/theme and
 * /model/theme/id, asked with the page's signed requests and bounded by the shared project.
 */
export const sharedModelRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['models'];
  const deps = { db: app.db, documents: app.documents };
  const verifier = shareVerifier(app);

  app.post(
    '/project/share/v2/:sid/model/theme',
    {
      schema: {
        tags,
        summary: 'Scene theme data of a model the shared project uses (signed share request)',
        params: sidParams,
        body: sharedThemeBody,
        response: answers(sceneThemeAnswer),
        security: [],
      },
      config: { licence: 'opening', access: access.public },
    },
    async (req) => {
      const share = await verifier.verify(req, req.params.sid);
      const b = req.body;
      return ok(
        await sceneTheme(deps, share.groupId, { projectId: share.projectId }, b.resourceId, b.modelVersion),
      );
    },
  );

  app.post(
    '/project/share/v2/:sid/model/theme/id',
    {
      schema: {
        tags,
        summary: 'The share theme id of a model the shared project uses (signed share request)',
        params: sidParams,
        body: sharedThemeIdBody,
        response: answers(modelThemeIdAnswer),
        security: [],
      },
      config: { licence: 'opening', access: access.public },
    },
    async (req) => {
      const share = await verifier.verify(req, req.params.sid);
      return ok(await modelThemeId(deps, share.groupId, { projectId: share.projectId }, req.body.modelId));
    },
  );
};
