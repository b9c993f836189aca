import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access.js';
import { answers, answersNothing } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { unauthorized } from '../../http/errors.js';
import { loadProfile, userProfileSchema } from '../users/index.js';
import { loginBody, refreshBody, sessionTokensSchema } from './schema.js';
import type { ModuleDeps } from '../deps.js';

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { auth }) => {
  app.post(
    '/userPro/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with account (or e-mail/phone) and password',
        body: loginBody,
        response: answers(sessionTokensSchema),
      },
      config: { access: access.public },
    },
    async (req) => ok(await auth.login(req.body.account, req.body.password, req.ip)),
  );

  app.post(
    '/auth/token/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token',
        body: refreshBody,
        response: answers(sessionTokensSchema),
      },
      config: { access: access.public },
    },
    async (req) => ok(await auth.refresh(req.body.refresh_token)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the refresh-token family',
        body: refreshBody,
        response: answersNothing,
      },
      config: { access: access.public },
    },
    async (req) => {
      await auth.logout(req.body.refresh_token);
      return ok(null);
    },
  );

  app.post(
    '/userPro/tokenCk',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check the bearer token and return the signed-in user',
        response: answers(userProfileSchema),
      },
      config: { access: access.user },
    },
    async (req) => {
      const user = await loadProfile(app.db, requireAuth(req).userId);
      if (!user) throw unauthorized();
      return ok(user);
    },
  );
};
