import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langOf } from '../../http/messages.js';
import { access, requireAuth, requireGroup } from '../../http/access.js';
import { answers, answersNothing } from '../../http/answers.js';
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

const resourceCount = z.object({
  type: z.string(),
  total: z.number(),
  used: z.number(),
  free: z.number(),
});

const groupInfoAnswer = z.object({
  groupId: z.string(),
  groupName: z.string(),
  description: z.string(),
  personal: z.boolean(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  createdAt: z.date(),
  seats: z.number(),
  memberCount: z.number(),
  isOwner: z.boolean(),
});

const myGroup = z.object({
  groupId: z.string(),
  groupName: z.string(),
  accountState: z.string(),
  personal: z.boolean(),
  joinedAt: z.date(),
  isOwner: z.boolean(),
});

const role = z.object({ roleId: z.string(), roleName: z.string(), isSuper: z.boolean() });

const identityAnswer = z.object({
  userId: z.string(),
  groupId: z.string(),
  isOwner: z.boolean(),
  isSuper: z.boolean(),
  accountState: z.string(),
  groupNickName: z.string().nullable(),
  roles: z.array(role),
});

/** Groups (companies): information, seats, resource numbers, membership of the caller, roles of a member. */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['groups'];

  app.post(
    '/group/getGroupInfo',
    {
      schema: { tags, summary: 'The current group', response: answers(groupInfoAnswer) },
      config: { access: access.member },
    },
    async (req) => {
      const a = requireGroup(req);
      return ok(await groupInfo(app.db, a.groupId, a.userId));
    },
  );

  app.post(
    '/group/getSeats',
    {
      schema: {
        tags,
        summary: 'Seats of the current group (total, used, free)',
        response: answers(resourceCount),
      },
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
        response: answersNothing,
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
        response: answers(z.object({ groupDeleted: z.boolean() })),
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
        response: answers(z.object({ groupId: z.string(), groupName: z.string() })),
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
    {
      schema: { tags, summary: "The caller's groups with accountState", response: answers(z.array(myGroup)) },
      config: { access: access.user },
    },
    async (req) => ok(await myGroups(app.db, requireAuth(req).userId)),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/group/resource-number',
    schema: {
      tags,
      summary: 'Total, used and free of the ten resource categories of the current group',
      response: answers(z.array(resourceCount)),
    },
    config: { access: access.member },
    handler: async (req) => ok(await resourceNumbers(app.db, requireGroup(req).groupId)),
  });

  app.post(
    '/user/getUserPer',
    {
      schema: {
        tags,
        summary: "The caller's permission codes in the current group, by tag",
        response: answers(z.array(z.object({ tag: z.string(), codes: z.array(z.string()) }))),
      },
      config: { access: access.member },
    },
    async (req) => ok(codesByTag(requireGroup(req).permissions)),
  );

  app.post(
    '/user/getUserIdentity',
    {
      schema: {
        tags,
        summary: "The caller's standing in the current group (owner, super, roles)",
        response: answers(identityAnswer),
      },
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
      schema: {
        tags,
        summary: 'Roles of the current group (for choosing a member role)',
        response: answers(z.array(role.extend({ isDefault: z.boolean() }))),
      },
      config: { access: access.member },
    },
    async (req) => ok(await queryRoles(app.db, requireGroup(req).groupId)),
  );

  app.post(
    '/user/saveUserRoles',
    {
      schema: {
        tags,
        summary: "Replace a member's roles in the current group",
        body: saveUserRolesBody,
        response: answersNothing,
      },
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
