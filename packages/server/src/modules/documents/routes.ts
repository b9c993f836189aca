import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireGroup } from '../../http/access.js';
import { ok, okWith } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { PERMISSIONS } from '../permissions/catalogue.js';
import { idCodeQuery, importBody, projectIdBody, projectRef, saveBody } from './schema.js';
import { exportCheck, exportProject, importProject } from './transfer.js';

/** Project documents: read, save (per-node ops), import and export (platform spec 7, project/detail/v2). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['documents'];

  app.post(
    '/project/detail/v2/query',
    {
      schema: {
        tags,
        summary: 'The whole project document (assembled from its node rows) and revision',
        body: projectRef,
      },
      config: { access: access.perm('projectView') },
    },
    async (req) => ok(await app.documents.query(requireGroup(req).groupId, req.body)),
  );

  app.get(
    '/project/id-code/v2/query',
    {
      schema: {
        tags,
        summary: 'The project document by projectFlag (alias of detail query)',
        querystring: idCodeQuery,
      },
      config: { access: access.perm('projectView') },
    },
    async (req) => ok(await app.documents.query(requireGroup(req).groupId, req.query)),
  );

  for (const url of ['/project/detail/v2/save', '/project/detail/v2/save/v1']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Apply operations in one transaction; data.subCode 0 saved, 1 refused, 2 conflict',
          body: saveBody,
        },
        config: { access: access.perm('projectEdit') },
      },
      async (req) => {
        const a = requireGroup(req);
        const res = await app.documents.save({
          groupId: a.groupId,
          userId: a.userId,
          projectId: req.body.projectId,
          baseRevision: req.body.baseRevision,
          ops: req.body.opts,
          clientId: req.body.clientId,
        });
        return res.subCode === 0 ? ok(res) : okWith(req, res, res.reason);
      },
    );
  }

  app.post(
    '/project/detail/v2/export-check',
    {
      schema: { tags, summary: 'Whether the project can be exported (exists, size)', body: projectIdBody },
      config: { access: access.perm('projectExport') },
    },
    async (req) => ok(await exportCheck(app.db, requireGroup(req).groupId, req.body.projectId)),
  );

  app.post(
    '/project/detail/v2/export',
    {
      schema: { tags, summary: 'One JSON file: document, metadata and content hash', body: projectIdBody },
      config: { access: access.perm('projectExport') },
    },
    async (req, reply) => {
      const file = await exportProject(app.db, requireGroup(req), req.body.projectId);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
        .send(file.text);
    },
  );

  app.post(
    '/project/detail/v2/import',
    {
      schema: { tags, summary: 'A new project from an export file, with fresh ids', body: importBody },
      config: { access: access.perm('projectExport') },
    },
    async (req) => {
      const a = requireGroup(req);
      // Importing creates a project: it needs the create permission as well as import/export.
      if (!a.permissions.has(PERMISSIONS.projectCreate.code)) throw forbidden();
      return ok(await importProject(app.db, a, req.body));
    },
  );
};
