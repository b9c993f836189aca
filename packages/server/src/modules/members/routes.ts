import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireAuth, requireGroup } from '../../http/access.js';
import { answers, answersNothing, pageOf } from '../../http/answers.js';
import { ok, okWith } from '../../http/envelope.js';
import { queryRoles } from '../groups/index.js';
import { answer, pendingOfGroup, received } from './invitations.js';
import {
  groupNickNameBody,
  inviteAnswer,
  inviteBody,
  inviteStateBody,
  listUserQuery,
  memberAnswer,
  pageQuerystring,
  pendingInvitation,
  receivedInvitation,
  roleChoice,
  updateUserBody,
  userGroupAnswer,
  userGroupBody,
  userGroupMember,
  userGroupParams,
  userGroupUpdateBody,
  userIdBody,
} from './schema.js';
import { inviteOrAdd, listMembers, removeMember, setGroupNickName, updateMember } from './service.js';
import {
  addUserGroup,
  deleteUserGroup,
  listUserGroups,
  updateUserGroup,
  userGroupMembersList,
} from './userGroups.js';

/**
 * User management of a company (docs/reference.md#permissions): members, invitations, user groups. The company
 * is always the verified Current-Group; ids in bodies and paths are looked up inside it, so another
 * company's ids answer 404.
 */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const um = '/permission-manage/user-manage';

  const inviteHandler = {
    schema: {
      tags,
      summary:
        'Public edition: invite an existing account (invited). Private: add or create the account (added)',
      body: inviteBody,
      response: answers(inviteAnswer),
    },
    config: { licence: 'seat' as const, access: access.perm('userEdit') },
  };
  app.post(`${um}/invite-user`, inviteHandler, async (req) => {
    const r = await inviteOrAdd(app.db, requireGroup(req), app.config.edition, req.body);
    return okWith(req, r, r.result);
  });
  // The public edition's name for the same call.
  app.post('/userPro/inviteUser', inviteHandler, async (req) => {
    const r = await inviteOrAdd(app.db, requireGroup(req), app.config.edition, req.body);
    return okWith(req, r, r.result);
  });

  app.post(
    '/inviteUser/updateInviteState',
    {
      schema: {
        tags,
        summary: 'Accept or refuse an invitation addressed to the caller',
        body: inviteStateBody,
        response: answers(z.object({ groupId: z.string() })),
      },
      config: { access: access.user },
    },
    async (req) => ok(await answer(app.db, requireAuth(req).userId, req.body.inviteId, req.body.state)),
  );

  app.get(
    `${um}/invitations`,
    {
      schema: {
        tags,
        summary: "The group's invitations still waiting for an answer, newest first",
        response: answers(z.array(pendingInvitation)),
      },
      config: { access: access.perm('userView') },
    },
    async (req) => ok(await pendingOfGroup(app.db, requireGroup(req).groupId)),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/inviteUser/receivedRecord',
    schema: {
      tags,
      summary: 'Invitations the caller received, newest first',
      response: answers(z.array(receivedInvitation)),
    },
    config: { access: access.user },
    handler: async (req) => ok(await received(app.db, requireAuth(req).userId)),
  });

  app.post(
    `${um}/update-user`,
    {
      schema: {
        tags,
        summary: "Change a member's roles or nickname in the group",
        body: updateUserBody,
        response: answersNothing,
      },
      config: { access: access.perm('userEdit') },
    },
    async (req) => {
      const caller = requireGroup(req);
      await updateMember(app.db, caller, req.body);
      // Roles may have lost project or channel codes: open sockets are checked again at once.
      app.realtime.recheckGrants(caller.groupId);
      return okWith(req, null, 'saved');
    },
  );

  app.post(
    `${um}/delete-user`,
    {
      schema: {
        tags,
        summary: 'Remove a member from the group (the account stays)',
        body: userIdBody,
        response: answersNothing,
      },
      config: { access: access.perm('userEdit') },
    },
    async (req) => {
      const caller = requireGroup(req);
      await removeMember(app.db, caller, req.body.userId);
      // The removed member's open sockets of this group are closed (realtime/hub.ts recheckGroup).
      app.realtime.recheckGrants(caller.groupId);
      return okWith(req, null, 'deleted');
    },
  );

  app.get(
    `${um}/users`,
    {
      schema: {
        tags,
        summary: 'Members (super administrators hidden), by keyword and page',
        querystring: pageQuerystring,
        response: answers(pageOf(memberAnswer)),
      },
      config: { access: access.perm('userView') },
    },
    async (req) => ok(await listMembers(app.db, requireGroup(req).groupId, req.query)),
  );

  app.post(
    `${um}/user/group-nickname`,
    {
      schema: {
        tags,
        summary: "Set the caller's own nickname in the current group",
        body: groupNickNameBody,
        response: answersNothing,
      },
      config: { access: access.member },
    },
    async (req) => {
      const a = requireGroup(req);
      await setGroupNickName(app.db, a.groupId, a.userId, req.body.groupNickName);
      return okWith(req, null, 'saved');
    },
  );

  app.get(
    '/permission-manage/user-group-manage/groups',
    {
      schema: {
        tags,
        summary: 'User groups of the company with their members',
        querystring: pageQuerystring,
        response: answers(pageOf(userGroupAnswer)),
      },
      config: { access: access.perm('userGroupView') },
    },
    async (req) => ok(await listUserGroups(app.db, requireGroup(req).groupId, req.query)),
  );

  app.post(
    '/competence/group/add',
    {
      schema: {
        tags,
        summary: 'Create a user group',
        body: userGroupBody,
        response: answers(z.object({ id: z.string() })),
      },
      config: { access: access.perm('userGroupEdit') },
    },
    async (req) => okWith(req, await addUserGroup(app.db, requireGroup(req), req.body), 'added'),
  );

  app.post(
    '/competence/group/update/:groupId',
    {
      schema: {
        tags,
        summary: 'Rename a user group or replace its members',
        params: userGroupParams,
        body: userGroupUpdateBody,
        response: answersNothing,
      },
      config: { access: access.perm('userGroupEdit') },
    },
    async (req) => {
      await updateUserGroup(app.db, requireGroup(req), req.params.groupId, req.body);
      return okWith(req, null, 'saved');
    },
  );

  app.post(
    '/competence/group/delete/:groupId',
    {
      schema: {
        tags,
        summary: 'Delete a user group (its members stay in the company)',
        params: userGroupParams,
        response: answersNothing,
      },
      config: { access: access.perm('userGroupEdit') },
    },
    async (req) => {
      await deleteUserGroup(app.db, requireGroup(req), req.params.groupId);
      return okWith(req, null, 'deleted');
    },
  );

  app.get(
    '/competence/group/listRole',
    {
      schema: {
        tags,
        summary: 'Roles of the company (for filtering and choosing)',
        response: answers(z.array(roleChoice)),
      },
      config: { access: access.perm('userGroupView') },
    },
    async (req) => ok(await queryRoles(app.db, requireGroup(req).groupId)),
  );

  app.get(
    '/competence/group/listUser',
    {
      schema: {
        tags,
        summary:
          'Members of a user group (groupId = user group id), or without it the company members to choose from',
        querystring: listUserQuery,
        // A user group's members, or the company's members to choose from.
        response: answers(z.array(z.union([memberAnswer, userGroupMember]))),
      },
      config: { access: access.perm('userGroupView') },
    },
    async (req) => {
      const { groupId } = requireGroup(req);
      if (req.query.groupId) return ok(await userGroupMembersList(app.db, groupId, req.query.groupId));
      return ok((await listMembers(app.db, groupId, req.query)).list);
    },
  );
};
