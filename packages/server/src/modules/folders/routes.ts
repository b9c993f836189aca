import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { declaredFolder } from '../../http/declaredResource.js';
import { answers } from '../../http/answers.js';
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

/** A folder as the lists answer it (perId/perName: the old API's names of id and name). */
const folderItem = z.object({
  id: z.string(),
  perId: z.string(),
  perName: z.string(),
  projectCount: z.number(),
  groupType: z.number(),
});

const copiedProject = z.object({
  id: z.string(),
  projectId: z.string(),
  projectFlag: z.string(),
  projectName: z.string(),
  folderId: z.string(),
});

const memberPage = z.object({
  list: z.array(
    z.object({
      userId: z.string(),
      account: z.string(),
      nickName: z.string(),
      groupNickName: z.string().nullable(),
      headImg: z.string(),
      accountState: z.string(),
    }),
  ),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

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
          response: answers(z.array(folderItem.extend({ createdAt: z.date() }))),
        },
        config: { access: access.perm('folderView') },
      },
      async (req) => ok(await listFolders(app.db, requireGroup(req), req.body.start, req.body.end)),
    );
  }

  app.post(
    '/userFolder/count',
    {
      schema: {
        tags,
        summary: 'Number of folders of the group',
        response: answers(z.object({ count: z.number() })),
      },
      config: { access: access.perm('folderView') },
    },
    async (req) => ok(await countFolders(app.db, requireGroup(req))),
  );

  app.post(
    '/userFolder/add',
    {
      schema: {
        tags,
        summary: 'Create a folder (name rules of section 5)',
        body: addFolderBody,
        response: answers(folderItem),
      },
      config: { access: access.perm('folderEdit') },
    },
    async (req) => ok(await addFolder(app.db, requireGroup(req), req.body.name)),
  );

  app.post(
    '/userFolder/rename',
    {
      schema: {
        tags,
        summary: 'Rename a folder',
        body: renameFolderBody,
        response: answers(z.object({ id: z.string(), perName: z.string() })),
      },
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
      schema: {
        tags,
        summary: 'Move a folder and its projects to the recycle bin',
        body: folderIdBody,
        response: answers(z.object({ id: z.string(), projects: z.number() })),
      },
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
        response: answers(memberPage),
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
      schema: {
        tags,
        summary: 'Move a folder to a position in the folder list',
        body: moveFolderBody,
        response: answers(z.object({ id: z.string(), index: z.number() })),
      },
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
      schema: {
        tags,
        summary: 'Move projects into a folder',
        body: projectsIntoFolderBody,
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
    '/folder-manage/copy/folder',
    {
      schema: {
        tags,
        summary: 'Deep copy of a folder with its projects',
        body: folderIdBody,
        response: answers(folderItem),
      },
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
      schema: {
        tags,
        summary: 'Copy projects into a folder',
        body: projectsIntoFolderBody,
        response: answers(z.object({ list: z.array(copiedProject) })),
      },
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
