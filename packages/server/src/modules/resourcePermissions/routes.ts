import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok, okWith } from '../../http/envelope.js';
import {
  checkAnswer,
  checkBody,
  grantsAnswer,
  insertOrUpdateBody,
  replaceBody,
  resourceBody,
} from './schema.js';
import { checkOperation, describeGrants, replaceGrants, upsertGrants } from './service.js';

/**
 * Per-resource permissions of folders and projects (docs/reference.md#permissions;
 * calls permission/insertOrUpdate, update, resource/operate/check). Rules in http/resourceAccess.ts.
 * Changing grants needs projectEdit (grants decide who reaches projects) plus manage level on the
 * resource, which for a folder also needs folderEdit. What grants enforce, and where: requireResourceAccess
 * in http/resourceAccess.ts, called by every folder and project route (docs/architecture.md).
 */
export const resourcePermissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['resource permissions'];

  app.post(
    '/permission/insertOrUpdate',
    {
      schema: {
        tags,
        summary: 'Add grants (view/edit/manage to a member, role or user group) or change their level',
        body: insertOrUpdateBody,
        response: answers(grantsAnswer),
      },
      config: { access: access.perm('projectEdit') },
    },
    async (req) => {
      const { grants, ...r } = req.body;
      const a = requireGroup(req);
      const res = await upsertGrants(app.db, a, r, grants);
      app.realtime.recheckGrants(a.groupId);
      return okWith(req, res, 'saved');
    },
  );

  app.post(
    '/permission/update',
    {
      schema: {
        tags,
        summary: "Replace a folder's or project's grants (an empty list opens it to every code holder again)",
        body: replaceBody,
        response: answers(grantsAnswer),
      },
      config: { access: access.perm('projectEdit') },
    },
    async (req) => {
      const { grants, ...r } = req.body;
      const a = requireGroup(req);
      const res = await replaceGrants(app.db, a, r, grants);
      // Open editors of projects the change takes away stop receiving their ops (modules/realtime).
      app.realtime.recheckGrants(a.groupId);
      return okWith(req, res, 'saved');
    },
  );

  app.post(
    '/permission/list',
    {
      schema: {
        tags,
        summary: 'Grants of a folder or project (and those a project inherits from its folder)',
        body: resourceBody,
        response: answers(grantsAnswer),
      },
      config: { access: access.perm('projectEdit') },
    },
    async (req) => ok(await describeGrants(app.db, requireGroup(req), req.body)),
  );

  app.post(
    '/resource/operate/check',
    {
      schema: {
        tags,
        summary:
          'May the caller view, edit, delete, share, export or manage this folder or project (role codes and grants)',
        body: checkBody,
        response: answers(checkAnswer),
      },
      // Any member may ask; the answer is about the caller only.
      config: { access: access.member },
    },
    async (req) => {
      const { operation, ...r } = req.body;
      return ok(await checkOperation(app.db, requireGroup(req), r, operation));
    },
  );
};
