import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers, answersNothing, pageOf } from '../../http/answers.js';
import { ok, okWith } from '../../http/envelope.js';
import { ALL_PERMISSION_CODES } from '../../http/permissionCodes.js';
import {
  allocateBody,
  permNodeAnswer,
  roleAnswer,
  bindPermBody,
  roleAddBody,
  roleEditBody,
  roleIdBody,
  roleIdParams,
  roleListBody,
  treeParams,
} from './schema.js';
import {
  bindCodes,
  codesOfRoles,
  createRole,
  deleteRole,
  editRole,
  listRoles,
  roleInGroup,
  setDefaultRole,
} from './service.js';
import { dataTree, funcTree, mergeByTag, permissionTree } from './tree.js';

/** Roles of the current group and the permission trees (docs/reference.md#permissions). */
export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['roles'];

  app.post(
    '/competence/role/list',
    {
      schema: {
        tags,
        summary: 'Roles of the current group with their codes and member counts',
        body: roleListBody,
        response: answers(pageOf(roleAnswer)),
      },
      config: { access: access.perm('roleView') },
    },
    async (req) => ok(await listRoles(app.db, requireGroup(req).groupId, req.body)),
  );

  app.post(
    '/competence/role/add',
    {
      schema: {
        tags,
        summary: 'Create a role (codes limited to those the caller holds)',
        body: roleAddBody,
        response: answers(z.object({ roleId: z.string() })),
      },
      config: { access: access.perm('roleEdit') },
    },
    async (req) => okWith(req, await createRole(app.db, requireGroup(req), req.body), 'added'),
  );

  app.post(
    '/competence/role/edit',
    {
      schema: {
        tags,
        summary: 'Rename or describe a role (not the super-administrator role)',
        body: roleEditBody,
        response: answersNothing,
      },
      config: { access: access.perm('roleEdit') },
    },
    async (req) => {
      await editRole(app.db, requireGroup(req), req.body);
      return okWith(req, null, 'saved');
    },
  );

  app.post(
    '/competence/role/add/bind-perm',
    {
      schema: {
        tags,
        summary: "Replace all of a role's permission codes",
        body: bindPermBody,
        response: answersNothing,
      },
      config: { access: access.perm('roleEdit') },
    },
    async (req) => {
      const caller = requireGroup(req);
      await bindCodes(app.db, caller, req.body.roleId, req.body.codes);
      // Open sockets of members who just lost a right leave their project (realtime/hub.ts recheckGroup).
      await app.realtime.recheckGrantsNow(caller.groupId);
      return okWith(req, null, 'saved');
    },
  );

  app.post(
    '/competence/role/permission/allocate',
    {
      schema: {
        tags,
        summary: "Replace a role's function or data permission codes",
        body: allocateBody,
        response: answersNothing,
      },
      config: { access: access.perm('roleEdit') },
    },
    async (req) => {
      const caller = requireGroup(req);
      await bindCodes(app.db, caller, req.body.roleId, req.body.codes, req.body.type);
      await app.realtime.recheckGrantsNow(caller.groupId);
      return okWith(req, null, 'saved');
    },
  );

  app.post(
    '/competence/role/del',
    {
      schema: {
        tags,
        summary: 'Delete a role; members left without a role move to the default role',
        body: roleIdBody,
        response: answers(z.object({ moved: z.number() })),
      },
      config: { access: access.perm('roleEdit') },
    },
    async (req) => {
      const caller = requireGroup(req);
      const moved = await deleteRole(app.db, caller, req.body.roleId);
      // Members moved to the default role may have fewer rights now.
      await app.realtime.recheckGrantsNow(caller.groupId);
      return okWith(req, moved, 'deleted');
    },
  );

  app.post(
    '/competence/role/modify-default/:roleid',
    {
      schema: {
        tags,
        summary: 'Make a role the default role (new members get it)',
        params: roleIdParams,
        response: answersNothing,
      },
      config: { access: access.perm('roleEdit') },
    },
    async (req) => {
      await setDefaultRole(app.db, requireGroup(req), req.params.roleid);
      return okWith(req, null, 'saved');
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/perm-menu/tree/:type/:roleId',
    schema: {
      tags,
      summary: "A permission tree (menu = merged, func, data) checked with a role's codes",
      params: treeParams,
      response: answers(z.array(permNodeAnswer)),
    },
    config: { access: access.perm('roleView') },
    handler: async (req) => {
      const role = await roleInGroup(app.db, requireGroup(req).groupId, req.params.roleId);
      const held = role.isSuper
        ? new Set(ALL_PERMISSION_CODES)
        : new Set((await codesOfRoles(app.db, [role.id])).get(role.id) ?? []);
      return ok(permissionTree(req.params.type, held));
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/perm-menu/operation-code',
    schema: {
      tags,
      summary: "The caller's permission codes in the current group",
      response: answers(z.array(z.string())),
    },
    config: { access: access.member },
    handler: async (req) => ok([...requireGroup(req).permissions].sort()),
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/perm-menu/tree/func',
    schema: {
      tags,
      summary: 'The function-permission tree of the catalogue',
      response: answers(z.array(permNodeAnswer)),
    },
    config: { access: access.member },
    handler: async () => ok(mergeByTag(funcTree())),
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/perm-menu/tree/data',
    schema: {
      tags,
      summary: 'The data-permission tree of the catalogue',
      response: answers(z.array(permNodeAnswer)),
    },
    config: { access: access.member },
    handler: async () => ok(mergeByTag(dataTree())),
  });
};
