import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf } from '../../http/messages.js';
import { access, requireAuth, requireGroup } from '../../http/access.js';
import { ok, okWith } from '../../http/envelope.js';
import { codesByTag, setMemberRoles } from '../permissions/index.js';
import { createGroupBody, saveUserRolesBody, updateGroupBody } from './schema.js';
import {
  createOwnGroup,
  exitGroup,
  groupInfo,
  identity,
  myGroups,
  queryRoles,
  updateGroup,
} from './service.js';
import { resourceNumber, resourceNumbers } from './resources.js';

/** Groups (companies): information, seats, resource numbers, membership of the caller, roles of a member. */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['groups'];

  app.post(
    '/group/getGroupInfo',
    { schema: { tags, summary: 'The current group' }, config: { access: access.member } },
    async (req) => {
      const a = requireGroup(req);
      return ok(await groupInfo(app.db, a.groupId, a.userId));
    },
  );

  app.post(
    '/group/getSeats',
    {
      schema: { tags, summary: 'Seats of the current group (total, used, free)' },
      config: { access: access.member },
    },
    async (req) => ok(await resourceNumber(app.db, requireGroup(req).groupId, 'SEAT')),
  );

  app.post(
    '/group/updateGroup',
    {
      schema: {
        tags,
        summary: 'Rename or describe the current group (seats are not settable here)',
        body: updateGroupBody,
      },
      config: { access: access.perm('groupEdit') },
    },
    async (req) => {
      await updateGroup(app.db, requireGroup(req).groupId, req.body);
      return okWith(req, null, 'saved');
    },
  );

  app.post(
    '/group/exit-group',
    {
      schema: {
        tags,
        summary: 'Leave the current group (the owner only when alone, which removes the group)',
      },
      config: { access: access.member },
    },
    async (req) => {
      const a = requireGroup(req);
      const left = await exitGroup(app.db, a.groupId, a.userId);
      // The caller's other sockets of this group are closed (realtime/hub.ts recheckGroup).
      await app.realtime.recheckGrantsNow(a.groupId);
      return ok(left);
    },
  );

  app.post(
    '/group/create',
    {
      schema: {
        tags,
        summary: 'Create a group: the caller becomes owner and super administrator',
        body: createGroupBody,
      },
      config: { access: access.user },
    },
    async (req) =>
      okWith(
        req,
        await createOwnGroup(
          app.db,
          requireAuth(req).userId,
          req.body.groupName,
          langOf(req.headers['accept-language']),
        ),
        'added',
      ),
  );

  app.post(
    '/group/list',
    { schema: { tags, summary: "The caller's groups with accountState" }, config: { access: access.user } },
    async (req) => ok(await myGroups(app.db, requireAuth(req).userId)),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/group/resource-number',
    schema: { tags, summary: 'Total, used and free of the ten resource categories of the current group' },
    config: { access: access.member },
    handler: async (req) => ok(await resourceNumbers(app.db, requireGroup(req).groupId)),
  });

  app.post(
    '/user/getUserPer',
    {
      schema: { tags, summary: "The caller's permission codes in the current group, by tag" },
      config: { access: access.member },
    },
    async (req) => ok(codesByTag(requireGroup(req).permissions)),
  );

  app.post(
    '/user/getUserIdentity',
    {
      schema: { tags, summary: "The caller's standing in the current group (owner, super, roles)" },
      config: { access: access.member },
    },
    async (req) => {
      const a = requireGroup(req);
      return ok(await identity(app.db, a.groupId, a.userId, a.isSuper));
    },
  );

  app.post(
    '/role/queryRole',
    {
      // The body's groupId of the old API is ignored: the group is the verified Current-Group.
      schema: { tags, summary: 'Roles of the current group (for choosing a member role)' },
      config: { access: access.member },
    },
    async (req) => ok(await queryRoles(app.db, requireGroup(req).groupId)),
  );

  app.post(
    '/user/saveUserRoles',
    {
      schema: { tags, summary: "Replace a member's roles in the current group", body: saveUserRolesBody },
      config: { access: access.perm('userEdit') },
    },
    async (req) => {
      const caller = requireGroup(req);
      await setMemberRoles(app.db, caller, req.body.userId, req.body.roleIds);
      // The member's open sockets are re-checked against the new roles (realtime/hub.ts recheckGroup).
      await app.realtime.recheckGrantsNow(caller.groupId);
      return okWith(req, null, 'saved');
    },
  );
};
