import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { declaredProject, openProject } from '../documents/index.js';
import { importIntoProject } from './importInto.js';
import {
  exportCheckAnswer,
  idCodeImportBody,
  importBody,
  importedIntoAnswer,
  madeProjectAnswer,
  projectIdBody,
} from './schema.js';
import { exportCheck, exportProject, importProject } from './transfer.js';

/**
 * A project as one file (docs/reference.md#api, project/detail/v2 export and import): the export check,
 * the export, a new project from a file, and a file becoming an existing project's content by projectFlag.
 * Every call on an existing project goes through openProject (grants and the expired-trial lock): the
 * exports declare it (`config.resource`); the content import checks a second role code first, so it calls
 * openProject itself.
 */
export const projectTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['projects'];

  app.post(
    '/project/detail/v2/export-check',
    {
      schema: {
        tags,
        summary: 'Whether the project can be exported (exists, size)',
        body: projectIdBody,
        response: answers(exportCheckAnswer),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectExport'),
        resource: { type: 'project', op: 'export', from: { id: 'projectId' } },
      },
    },
    async (req) => ok(await exportCheck(app.db, declaredProject(req))),
  );

  app.post(
    '/project/detail/v2/export',
    {
      // No response schema: the answer is the export file itself (a prepared JSON text sent as an attachment).
      schema: { tags, summary: 'One JSON file: document, metadata and content hash', body: projectIdBody },
      config: {
        licence: 'opening',
        access: access.perm('projectExport'),
        resource: { type: 'project', op: 'export', from: { id: 'projectId' } },
      },
    },
    async (req, reply) => {
      const file = await exportProject(app.db, requireGroup(req), declaredProject(req));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
        .send(file.text);
    },
  );

  app.post(
    '/project/detail/v2/import',
    {
      schema: {
        tags,
        summary: 'A new project from an export file, with fresh ids',
        body: importBody,
        response: answers(madeProjectAnswer),
      },
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
        response: answers(importedIntoAnswer),
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
