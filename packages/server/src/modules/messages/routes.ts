import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import {
  feedbackAnswer,
  feedbackBody,
  messagesAnswer,
  pageBody,
  readBody,
  serverTimeAnswer,
  updatedAnswer,
} from './schema.js';
import {
  addFeedback,
  getMessages,
  listFeedback,
  markFeedbackRead,
  markMessagesRead,
  serverTime,
} from './service.js';

/** Per-user messages, feedback and the server clock (docs/reference.md#api, "Logs and messages"). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];

  app.post(
    '/pro-push-manager/getMsg',
    {
      schema: {
        tags,
        summary: "The caller's messages with readStatus and haveNewMsg",
        body: pageBody,
        response: answers(messagesAnswer),
      },
      config: { access: access.member },
    },
    async (req) => {
      const a = requireGroup(req);
      return ok(
        await getMessages(app.db, a.userId, a.groupId, req.body?.pageNum ?? 1, req.body?.pageSize ?? 20),
      );
    },
  );

  app.post(
    '/pro-push-manager/updateUserRead',
    {
      schema: {
        tags,
        summary: 'Mark messages (or all) as read',
        body: readBody,
        response: answers(updatedAnswer),
      },
      config: { access: access.member },
    },
    async (req) => {
      const a = requireGroup(req);
      return ok(await markMessagesRead(app.db, a.userId, a.groupId, req.body?.ids));
    },
  );

  app.post(
    '/feedback-msg/add',
    {
      schema: {
        tags,
        summary: 'Send feedback',
        body: feedbackBody,
        response: answers(z.object({ id: z.string() })),
      },
      config: { access: access.member },
    },
    async (req) => {
      const a = requireGroup(req);
      return ok(await addFeedback(app.db, a.userId, a.groupId, req.body));
    },
  );

  app.post(
    '/feedback-msg/list',
    {
      schema: {
        tags,
        summary: "The caller's feedback and replies",
        body: pageBody,
        response: answers(feedbackAnswer),
      },
      config: { access: access.member },
    },
    async (req) =>
      ok(
        await listFeedback(
          app.db,
          requireGroup(req).userId,
          req.body?.pageNum ?? 1,
          req.body?.pageSize ?? 20,
        ),
      ),
  );

  app.post(
    '/feedback-msg/updateMsgAlreadyRead',
    {
      schema: {
        tags,
        summary: 'Mark feedback replies as read',
        body: readBody,
        response: answers(updatedAnswer),
      },
      config: { access: access.member },
    },
    async (req) => ok(await markFeedbackRead(app.db, requireGroup(req).userId, req.body?.ids)),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/systime/getTime',
      schema: {
        tags,
        summary: 'Server time: date, time, timestemp',
        response: answers(serverTimeAnswer),
      },
      config: { access: access.public },
      handler: async () => ok(serverTime()),
    });
  }
};
