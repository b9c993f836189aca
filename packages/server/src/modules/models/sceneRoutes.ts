import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { modelThemeIdAnswer, sceneThemeAnswer, themeBody, themeIdBody } from './schema.js';
import { ENGINE_WEB, modelThemeId, sceneTheme } from './sceneTheme.js';

/**
 * The engine and scene-theme calls of docs/reference.md#api (docs/3d.md, "Scene theme data"): engine files,
 * the scene theme data of a model (its version, urls, modules and styles) and a model's theme id. The
 * editor and preview ask as members of the project's group (`objectFlg` is the project flag); a share
 * page asks with its signed requests, bounded by the shared project.
 */
export const sceneModelRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['models'];
  const deps = { db: app.db, documents: app.documents };

  app.post(
    '/model/engine/files',
    {
      schema: {
        tags,
        summary:
          'Engine files of a platform (only "web": the engine is part of the web app; answers its name and build time)',
        body: z.object({ fileType: z.literal('web') }),
        response: answers(z.object({ unityEngineWeb: z.string(), updateTime: z.string() })),
      },
      // Names the engine only: a share page and a signed-out case page may ask too.
      config: { access: access.public },
    },
    () => ok(ENGINE_WEB),
  );

  app.post(
    '/model/scene/theme',
    {
      schema: {
        tags,
        summary:
          "Scene theme data of a model a project's 3D scene uses: modelVersion, and resourceSceneDetailList unless modelVersion is the caller's",
        body: themeBody,
        response: answers(sceneThemeAnswer),
      },
      config: { licence: 'opening', access: access.perm('projectView') },
    },
    async (req) => {
      const { groupId } = requireGroup(req);
      const b = req.body;
      return ok(await sceneTheme(deps, groupId, { projectFlag: b.objectFlg }, b.resourceId, b.modelVersion));
    },
  );

  app.post(
    '/model/theme/id',
    {
      schema: {
        tags,
        summary: "A model's theme id (defaultProperty.typeId: the style shown first) and its styles",
        body: themeIdBody,
        response: answers(modelThemeIdAnswer),
      },
      config: { licence: 'opening', access: access.perm('projectView') },
    },
    async (req) => {
      const { groupId } = requireGroup(req);
      return ok(await modelThemeId(deps, groupId, { projectFlag: req.body.objectFlg }, req.body.modelId));
    },
  );
};
