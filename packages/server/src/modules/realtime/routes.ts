import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { AppError, tooMany } from '../../http/errors.js';
import { channelParams, pushBody, pushHeaders } from './schema.js';
import { RT_MSG } from './texts.js';

/** 256 KiB per pushed message: live data, not file transfer. */
const PUSH_BODY_LIMIT = 256 * 1024;
/** Pushes per group per second through the token route (an external system gone wild stays contained). */
const PUSH_RATE = 200;
/** A delivered push: where and when; the pushed data itself is not answered back. */
const pushedAnswer = z.object({ channel: z.string(), at: z.number() });

/**
 * The push API: an external system posts JSON to a named channel of a group; every viewer subscribed to
 * that channel in that group receives it over socket.io (`push` event). Two ways in: a member's bearer
 * token + Current-Group (dataEdit), or the group's push token in `X-Push-Token` (for systems without a
 * user session). Channels are per group: the room name is built from the verified group, never the body.
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['realtime'];

  app.post(
    '/push/token',
    {
      schema: {
        tags,
        summary: "The group's push token for POST /api/open/push/{channel}",
        response: answers(z.object({ pushToken: z.string(), header: z.string() })),
      },
      config: { access: access.perm('dataEdit') },
    },
    async (req) => {
      const { groupId } = requireGroup(req);
      return ok({ pushToken: app.realtime.pushTokens.tokenFor(groupId), header: 'X-Push-Token' });
    },
  );

  app.post(
    '/push/:channel',
    {
      bodyLimit: PUSH_BODY_LIMIT,
      schema: {
        tags,
        summary: "Deliver JSON to the channel's subscribers in the current group (bearer token)",
        params: channelParams,
        body: pushBody,
        response: answers(pushedAnswer),
      },
      config: { access: access.perm('dataEdit') },
    },
    async (req) => {
      const { groupId } = requireGroup(req);
      const m = app.realtime.pushToChannel(groupId, req.params.channel, req.body ?? null);
      return ok({ channel: m.channel, at: m.at });
    },
  );

  app.post(
    '/open/push/:channel',
    {
      bodyLimit: PUSH_BODY_LIMIT,
      schema: {
        tags,
        summary: "Deliver JSON to the channel's subscribers of the token's group (X-Push-Token)",
        params: channelParams,
        headers: pushHeaders,
        body: pushBody,
        response: answers(pushedAnswer),
      },
      // The push token is the credential here; it is checked in the handler like a share signature.
      config: { access: access.public },
    },
    async (req) => {
      const groupId = await app.realtime.pushTokens.verify(app.db, req.headers['x-push-token']);
      if (!groupId) throw new AppError(401, RT_MSG.badPushToken);
      if (!(await app.limiter.hit(`push:${groupId}`, PUSH_RATE, 1000))) throw tooMany();
      const m = app.realtime.pushToChannel(groupId, req.params.channel, req.body ?? null);
      return ok({ channel: m.channel, at: m.at });
    },
  );
};
