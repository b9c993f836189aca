import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { access, requireGroup } from '../../http/access.js';
import { ok, okWith } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { updateProject } from '../projects/service.js';
import { openProject } from './openProject.js';
import { importIntoProject } from './importInto.js';
import {
  idCodeImportBody,
  idCodeQuery,
  idCodeSaveBody,
  idCodeUpdateBody,
  importBody,
  projectIdBody,
  projectRef,
  saveBody,
} from './schema.js';
import { exportCheck, exportProject, importProject } from './transfer.js';

/**
 * Project documents: read, save (per-node ops), import and export (docs/reference.md#api, project/detail/v2),
 * and the same calls by projectFlag (/project/id-code/v2/*). Every call on an existing project goes
 * through openProject (grants and the expired-trial lock) before the one document service.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['documents'];

  const query = async (req: FastifyRequest, by: { projectId?: string; projectFlag?: string }) => {
    const a = requireGroup(req);
    const p = await openProject(app.db, a, by, 'view');
    return ok(await app.documents.query(a.groupId, { projectId: p.id }));
  };

  const save = async (
    req: FastifyRequest,
    by: { projectId?: string; projectFlag?: string },
    body: { baseRevision: number; opts: unknown[]; clientId?: string | undefined; goal?: string | undefined },
  ) => {
    const a = requireGroup(req);
    const p = await openProject(app.db, a, by, 'edit');
    const res = await app.documents.save({
      groupId: a.groupId,
      userId: a.userId,
      projectId: p.id,
      baseRevision: body.baseRevision,
      ops: body.opts,
      clientId: body.clientId,
    });
    // The goal names the edits (un_/re_ for undo and redo, docs/reference.md#history): the request log tells an
    // undo from the edit it undoes.
    req.log.info({ projectId: p.id, goal: body.goal ?? '', subCode: res.subCode }, 'document save');
    return res.subCode === 0 ? ok(res) : okWith(req, res, res.reason);
  };

  app.post(
    '/project/detail/v2/query',
    {
      schema: {
        tags,
        summary: 'The whole project document (assembled from its node rows) and revision',
        body: projectRef,
      },
      config: { licence: 'opening', access: access.perm('projectView') },
    },
    async (req) => query(req, req.body),
  );

  app.get(
    '/project/id-code/v2/query',
    {
      schema: {
        tags,
        summary: 'The project document by projectFlag (alias of detail query)',
        querystring: idCodeQuery,
      },
      config: { licence: 'opening', access: access.perm('projectView') },
    },
    async (req) => query(req, req.query),
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
        config: { licence: 'opening', access: access.perm('projectEdit') },
      },
      async (req) => save(req, { projectId: req.body.projectId }, req.body),
    );
  }

  app.post(
    '/project/id-code/v2/save',
    {
      schema: {
        tags,
        summary: 'Save operations by projectFlag (same as project/detail/v2/save)',
        body: idCodeSaveBody,
      },
      config: { licence: 'opening', access: access.perm('projectEdit') },
    },
    async (req) => save(req, { projectFlag: req.body.projectFlag }, req.body),
  );

  app.post(
    '/project/id-code/v2/update',
    {
      schema: {
        tags,
        summary: 'Update project size or thumbnail by projectFlag (same as project/v2/update)',
        body: idCodeUpdateBody,
      },
      config: { licence: 'opening', access: access.perm('projectEdit') },
    },
    async (req) => {
      const a = requireGroup(req);
      const { projectFlag, ...rest } = req.body;
      const p = await openProject(app.db, a, { projectFlag }, 'edit');
      return ok(await updateProject(app.db, app.documents, a, { ...rest, projectId: p.id }));
    },
  );

  app.post(
    '/project/detail/v2/export-check',
    {
      schema: { tags, summary: 'Whether the project can be exported (exists, size)', body: projectIdBody },
      config: { licence: 'opening', access: access.perm('projectExport') },
    },
    async (req) => {
      const a = requireGroup(req);
      await openProject(app.db, a, req.body, 'export');
      return ok(await exportCheck(app.db, a.groupId, req.body.projectId));
    },
  );

  app.post(
    '/project/detail/v2/export',
    {
      schema: { tags, summary: 'One JSON file: document, metadata and content hash', body: projectIdBody },
      config: { licence: 'opening', access: access.perm('projectExport') },
    },
    async (req, reply) => {
      const a = requireGroup(req);
      await openProject(app.db, a, req.body, 'export');
      const file = await exportProject(app.db, a, req.body.projectId);
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
      config: { licence: 'making', access: access.perm('projectExport') },
    },
    async (req) => {
      const a = requireGroup(req);
      // Importing creates a project: it needs the create permission as well as import/export.
      if (!a.permissions.has(PERMISSIONS.projectCreate.code)) throw forbidden();
      // The target folder's grants (edit) are checked by importProject (projects' targetFolder).
      return ok(await importProject(app.db, a, req.body));
    },
  );

  app.post(
    '/project/id-code/v2/import',
    {
      schema: {
        tags,
        summary:
          'An export file becomes the content of the project named by projectFlag (id, name, folder and shares kept)',
        body: idCodeImportBody,
      },
      config: { licence: 'making', access: access.perm('projectExport') },
    },
    async (req) => {
      const a = requireGroup(req);
      // Replacing a project's content is an edit of it as well as an import.
      if (!a.permissions.has(PERMISSIONS.projectEdit.code)) throw forbidden();
      const p = await openProject(app.db, a, { projectFlag: req.body.projectFlag }, 'edit');
      return ok(await importIntoProject(app.documents, a, p, req.body.file));
    },
  );
};
