import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireGroup } from '../../http/access.js';
import { declaredFolder } from '../../http/declaredResource.js';
import { ok } from '../../http/envelope.js';
import { moveProjects } from '../projects/index.js';
import {
  addFolderBody,
  folderIdBody,
  folderListBody,
  folderMembersBody,
  moveFolderBody,
  projectsIntoFolderBody,
  renameFolderBody,
} from './schema.js';
import {
  addFolder,
  copyFolder,
  copyProjectsInto,
  countFolders,
  deleteFolder,
  folderMembers,
  listFolders,
  moveFolder,
  renameFolder,
} from './service.js';

/**
 * Folders of the current group. The /folder-manage/{move,copy}/{type} calls are registered once per
 * type (folder, project) so that each can require its own permission; another type is not a route.
 * Role codes are declared here, and the one folder a call names (`config.resource`): rename, move and
 * copying projects into it need edit on it, copying it and its members need view. Lists show what the
 * caller may view (the services' SQL); delete needs edit on the folder and on every project in it, checked
 * in its transaction (folders/service.ts), as are the projects copied or moved in.
 */
export const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['folders'];

  // user/getFolders is the groups area's name for the same list (docs/reference.md#api).
  for (const url of ['/userFolder/getUserFolders', '/user/getFolders']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Folders of the group with their project counts (start/end)',
          body: folderListBody,
        },
        config: { access: access.perm('folderView') },
      },
      async (req) => ok(await listFolders(app.db, requireGroup(req), req.body.start, req.body.end)),
    );
  }

  app.post(
    '/userFolder/count',
    {
      schema: { tags, summary: 'Number of folders of the group' },
      config: { access: access.perm('folderView') },
    },
    async (req) => ok(await countFolders(app.db, requireGroup(req))),
  );

  app.post(
    '/userFolder/add',
    {
      schema: { tags, summary: 'Create a folder (name rules of section 5)', body: addFolderBody },
      config: { access: access.perm('folderEdit') },
    },
    async (req) => ok(await addFolder(app.db, requireGroup(req), req.body.name)),
  );

  app.post(
    '/userFolder/rename',
    {
      schema: { tags, summary: 'Rename a folder', body: renameFolderBody },
      config: {
        access: access.perm('folderEdit'),
        resource: { type: 'folder', level: 'edit', from: { id: 'id' } },
      },
    },
    async (req) => ok(await renameFolder(app.db, requireGroup(req), declaredFolder(req), req.body.name)),
  );

  app.post(
    '/userFolder/delete',
    {
      schema: { tags, summary: 'Move a folder and its projects to the recycle bin', body: folderIdBody },
      config: { access: access.perm('folderEdit') },
    },
    async (req) => ok(await deleteFolder(app.db, requireGroup(req), req.body.id)),
  );

  app.post(
    '/userFolder/members',
    {
      schema: {
        tags,
        summary: 'Folder settings: members who reach the folder (all group members), keyword, paged',
        body: folderMembersBody,
      },
      config: {
        access: access.perm('folderView'),
        resource: { type: 'folder', level: 'view', from: { id: 'folderId' } },
      },
    },
    async (req) => ok(await folderMembers(app.db, requireGroup(req), declaredFolder(req), req.body)),
  );

  app.post(
    '/folder-manage/move/folder',
    {
      schema: { tags, summary: 'Move a folder to a position in the folder list', body: moveFolderBody },
      config: {
        access: access.perm('folderEdit'),
        resource: { type: 'folder', level: 'edit', from: { id: 'id' } },
      },
    },
    async (req) => ok(await moveFolder(app.db, requireGroup(req), declaredFolder(req), req.body.index)),
  );

  app.post(
    '/folder-manage/move/project',
    {
      schema: { tags, summary: 'Move projects into a folder', body: projectsIntoFolderBody },
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
    '/folder-manage/copy/folder',
    {
      schema: { tags, summary: 'Deep copy of a folder with its projects', body: folderIdBody },
      config: {
        access: access.perm('folderEdit'),
        resource: { type: 'folder', level: 'view', from: { id: 'id' } },
      },
    },
    async (req) => ok(await copyFolder(app.db, requireGroup(req), declaredFolder(req))),
  );

  app.post(
    '/folder-manage/copy/project',
    {
      schema: { tags, summary: 'Copy projects into a folder', body: projectsIntoFolderBody },
      config: {
        licence: 'making',
        access: access.perm('projectCreate'),
        resource: { type: 'folder', level: 'edit', from: { id: 'folderId' } },
      },
    },
    async (req) =>
      ok(await copyProjectsInto(app.db, requireGroup(req), req.body.projectIds, declaredFolder(req))),
  );
};
