import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireAuth } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok, okWith } from '../../http/envelope.js';
import { unauthorized } from '../../http/errors.js';
import type { ModuleDeps } from '../deps.js';
import { loadProfile, userProfileSchema } from '../users/index.js';
import { parseAccessCode, PrivateAuth } from './private.js';
import { sessionTokensSchema } from './schema.js';

const digest = z.string().regex(/^[0-9a-fA-F]{128}$/, 'SHA-512 hex of the password');
const privateLoginBody = z.object({ account: z.string().trim().min(1).max(100), password: digest });
const privatePasswordBody = z.object({ oldPassword: digest, newPassword: digest });
const accessTokenQuery = z.object({ code: z.string().min(10).max(200) });

/**
 * auth/*: token checks and the single-sign-on code exchange in both editions; the captcha sign-in and the
 * digest password change only when EDITION=private (the public edition signs in at userPro/login).
 */
export const privateAuthRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { auth }) => {
  const tags = ['auth'];
  const priv = new PrivateAuth(app.db, app.limiter, auth);

  if (app.config.edition === 'private') {
    app.get(
      '/auth/getImage',
      {
        // An SVG image, not the envelope: nothing for the JSON serializer to check.
        schema: { tags, summary: 'A captcha image (SVG); its id is in the Captcha-Id header' },
        config: { access: access.public },
      },
      async (req, reply) => {
        const c = await priv.newCaptcha(req.ip);
        return reply
          .header('captcha-id', c.id)
          .header('access-control-expose-headers', 'Captcha-Id')
          .header('cache-control', 'no-store')
          .type('image/svg+xml')
          .send(c.svg);
      },
    );

    app.post(
      '/auth/login',
      {
        schema: {
          tags,
          summary:
            'Private-edition sign-in: header Access-code = captcha answer + ":" + captcha id; password = SHA-512 hex',
          body: privateLoginBody,
          headers: z.object({
            'access-code': z.string().max(100).optional(),
            'captcha-id': z.string().max(100).optional(),
          }),
          response: answers(sessionTokensSchema),
        },
        config: { access: access.public },
      },
      async (req) => {
        const code = parseAccessCode(req.headers['access-code'], req.headers['captcha-id']);
        return ok(await priv.login(code, req.body.account, req.body.password, req.ip));
      },
    );

    app.post(
      '/auth/updatePassword',
      {
        schema: {
          tags,
          summary: 'Change the password (both as SHA-512 hex); other sessions end',
          body: privatePasswordBody,
          response: answers(sessionTokensSchema),
        },
        config: { access: access.user },
      },
      async (req) =>
        okWith(
          req,
          await priv.updatePassword(requireAuth(req).userId, req.body.oldPassword, req.body.newPassword),
          'saved',
        ),
    );
  }

  app.get(
    '/auth/tokenCheck',
    {
      schema: {
        tags,
        summary: 'Is the bearer token valid',
        response: answers(z.object({ valid: z.boolean(), userId: z.string() })),
      },
      config: { access: access.user },
    },
    async (req) => ok({ valid: true, userId: requireAuth(req).userId }),
  );

  app.post(
    '/auth/getUserInfoByToken',
    {
      schema: { tags, summary: 'The signed-in user with groups', response: answers(userProfileSchema) },
      config: { access: access.user },
    },
    async (req) => {
      const user = await loadProfile(app.db, requireAuth(req).userId);
      if (!user) throw unauthorized();
      return ok(user);
    },
  );

  app.post(
    '/auth/authorizeJwtToken',
    {
      schema: {
        tags,
        summary: 'A one-time code (60 s) that GET auth/accessToken exchanges for a session of the caller',
        response: answers(z.object({ code: z.string(), expires_in: z.number() })),
      },
      config: { access: access.user },
    },
    async (req) => ok(await priv.issueSsoCode(requireAuth(req).userId)),
  );

  app.get(
    '/auth/accessToken',
    {
      schema: {
        tags,
        summary: 'Single-sign-on landing: exchange a one-time code for a session',
        querystring: accessTokenQuery,
        response: answers(sessionTokensSchema),
      },
      config: { access: access.public },
    },
    async (req) => ok(await priv.exchangeSsoCode(req.query.code, req.ip)),
  );
};
