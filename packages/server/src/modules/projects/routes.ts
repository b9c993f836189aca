import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { langOf } from '../../http/messages.js';
import { declaredProject } from '../documents/index.js';
import {
  copyProjectBody,
  createProjectBody,
  deleteProjectsBody,
  listProjectsBody,
  moveProjectsBody,
  renameProjectBody,
  sceneThumbnailBody,
  sceneThumbnailListBody,
  idCodeUpdateBody,
  madeProjectAnswer,
  projectPageAnswer,
  revisionAnswer,
  sceneThumbnailsAnswer,
  updateProjectBody,
} from './schema.js';
import {
  copyProject,
  createProject,
  deleteProjects,
  listProjects,
  moveProjects,
  renameProject,
  updateProject,
} from './service.js';
import { listSceneThumbnails, setSceneThumbnail } from './sceneThumbnails.js';

/**
 * Projects of the current group (docs/reference.md#api, project/v2/*). Role codes are declared here, and
 * the one project a call names (`config.resource`): edit to rename, update and store scene thumbnails,
 * view to list them. The grants of several rows or of a folder at the other end are checked in the
 * services (requireResourceAccess): view to list, edit to move (and on the target folder), delete; view
 * on the source and edit on the target folder to copy; edit on the folder to create in it.
 */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['projects'];

  app.post(
    '/project/v2/create',
    {
      schema: {
        tags,
        summary: 'Create a project (fresh document); answers data.projectFlag',
        body: createProjectBody,
        response: answers(madeProjectAnswer),
      },
      config: { licence: 'making', access: access.perm('projectCreate') },
    },
    async (req) =>
      ok(await createProject(app.db, requireGroup(req), req.body, langOf(req.headers['accept-language']))),
  );

  app.post(
    '/project/v2/in/folder/list',
    {
      schema: {
        tags,
        summary: 'Projects of a folder: keyword, start/end paging',
        body: listProjectsBody,
        response: answers(projectPageAnswer),
      },
      config: { access: access.perm('projectView') },
    },
    async (req) => ok(await listProjects(app.db, requireGroup(req), req.body)),
  );

  app.post(
    '/project/v2/rename',
    {
      schema: {
        tags,
        summary: 'Rename a project (name rules of section 5)',
        body: renameProjectBody,
        response: answers(revisionAnswer),
      },
      config: {
        access: access.perm('projectEdit'),
        resource: { type: 'project', level: 'edit', from: { id: 'projectId' } },
      },
    },
    async (req) =>
      ok(await renameProject(app.documents, requireGroup(req), declaredProject(req), req.body.name)),
  );

  app.post(
    '/project/v2/update',
    {
      schema: {
        tags,
        summary: 'Update project size (canvasWidth/canvasHeight) or thumbnail',
        body: updateProjectBody,
        response: answers(revisionAnswer),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        resource: { type: 'project', level: 'edit', from: { id: 'projectId' } },
      },
    },
    async (req) =>
      ok(await updateProject(app.db, app.documents, requireGroup(req), declaredProject(req), req.body)),
  );

  app.post(
    '/project/v2/scene/thumbnail',
    {
      schema: {
        tags,
        summary: "Store a scene's thumbnail (a rendered 3D scene); cover also sets the project's",
        body: sceneThumbnailBody,
        response: answers(z.object({})),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        resource: { type: 'project', level: 'edit', from: { id: 'projectId' } },
      },
    },
    async (req) => ok(await setSceneThumbnail(app.db, declaredProject(req), req.body)),
  );

  app.post(
    '/project/v2/scene/thumbnail/list',
    {
      schema: {
        tags,
        summary: "The thumbnails of a project's scenes",
        body: sceneThumbnailListBody,
        response: answers(sceneThumbnailsAnswer),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectView'),
        resource: { type: 'project', level: 'view', from: { id: 'projectId' } },
      },
    },
    async (req) => ok(await listSceneThumbnails(app.db, declaredProject(req))),
  );

  app.post(
    '/project/v2/move',
    {
      schema: {
        tags,
        summary: 'Move projects to another folder of the group',
        body: moveProjectsBody,
        response: answers(z.object({ moved: z.number() })),
      },
      config: { access: access.perm('projectEdit') },
    },
    async (req) => {
      const a = requireGroup(req);
      const res = await moveProjects(app.db, a, req.body.projectIds, req.body.folderId);
      // The projects now carry the target folder's grants: open editors are re-checked.
      app.realtime.recheckGrants(a.groupId);
      return ok(res);
    },
  );

  app.post(
    '/project/v2/delete',
    {
      schema: {
        tags,
        summary: 'Delete projects (multi-select) into the recycle bin',
        body: deleteProjectsBody,
        response: answers(z.object({ count: z.number() })),
      },
      config: { access: access.perm('projectDelete') },
    },
    async (req) => ok(await deleteProjects(app.db, requireGroup(req), req.body.projectIds)),
  );

  app.post(
    '/project/v2/copy',
    {
      schema: {
        tags,
        summary: 'Deep copy of a project with fresh ids, named with the copy suffix',
        body: copyProjectBody,
        response: answers(madeProjectAnswer),
      },
      config: { licence: 'making', access: access.perm('projectCreate') },
    },
    async (req) => ok(await copyProject(app.db, requireGroup(req), req.body.projectId, req.body.folderId)),
  );

  app.post(
    '/project/id-code/v2/update',
    {
      schema: {
        tags,
        summary: 'Update project size or thumbnail by projectFlag (same as project/v2/update)',
        body: idCodeUpdateBody,
        response: answers(revisionAnswer),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        resource: { type: 'project', op: 'edit', from: { flag: 'projectFlag' } },
      },
    },
    async (req) =>
      ok(await updateProject(app.db, app.documents, requireGroup(req), declaredProject(req), req.body)),
  );
};
