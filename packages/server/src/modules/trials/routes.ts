import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { access, requireAuth, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok, okWith } from '../../http/envelope.js';
import { forbidden, tooMany } from '../../http/errors.js';
import { Messenger } from '../accounts/index.js';
import {
  trialAnswer,
  trialApplyBody,
  trialExtendBody,
  trialListBody,
  trialPageAnswer,
  trialUserApplyBody,
} from './schema.js';
import { applyForTrial, extendTrial, listTrials, sendTrialReminders, startUserTrial } from './service.js';
import { TRIAL_APPLY_PER_DAY, TRIAL_MSG, TRIAL_SWEEP_MS } from './texts.js';

/**
 * Trials (free-trial terms: docs/reference.md#product; calls trial-user/apply, extend, trial/apply). A member starts
 * their own trial in the current group or sends an application for an edition; the instance's system
 * administrator (the vendor side: a group's own administrators must not extend their own trial) grants and
 * extends them. The reminder sweep runs in this plugin.
 */
export const trialRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trials'];

  const isSystemAdmin = async (userId: string) => {
    const [u] = await app.db.select({ admin: users.isSystemAdmin }).from(users).where(eq(users.id, userId));
    return u?.admin === true;
  };

  app.post(
    '/trial-user/apply',
    {
      schema: {
        tags,
        summary: 'Start the caller’s free trial in the current group',
        body: trialUserApplyBody,
        response: answers(trialAnswer),
      },
      config: { access: access.member },
    },
    async (req) => ok(await startUserTrial(app.db, requireGroup(req), req.body.remark)),
  );

  app.post(
    '/trial/apply',
    {
      schema: {
        tags,
        summary:
          'Apply for a trial of an edition (company, contact); pending until an administrator grants it',
        body: trialApplyBody,
        response: answers(trialAnswer),
      },
      config: { access: access.member },
    },
    async (req) => {
      const a = requireGroup(req);
      if (!(await app.limiter.hit(`trial-apply:${a.userId}`, TRIAL_APPLY_PER_DAY, 86_400_000)))
        throw tooMany();
      return okWith(req, await applyForTrial(app.db, a, req.body), TRIAL_MSG.applied);
    },
  );

  app.post(
    '/trial-user/extend',
    {
      schema: {
        tags,
        summary: 'Grant or extend a trial by days, or record the purchase (system administrator only)',
        body: trialExtendBody,
        response: answers(trialAnswer),
      },
      config: { access: access.user },
    },
    async (req) => {
      if (!(await isSystemAdmin(requireAuth(req).userId))) throw forbidden('systemAdminOnly');
      return okWith(req, await extendTrial(app.db, req.body), TRIAL_MSG.extended);
    },
  );

  app.post(
    '/trial-user/list',
    {
      schema: {
        tags,
        summary: 'Trials: all of them for the system administrator, otherwise the caller’s own',
        body: trialListBody,
        response: answers(trialPageAnswer),
      },
      config: { access: access.user },
    },
    async (req) => {
      const userId = requireAuth(req).userId;
      return ok(await listTrials(app.db, { userId, systemAdmin: await isSystemAdmin(userId) }, req.body));
    },
  );

  // The 24-hour reminder: a sweep every TRIAL_SWEEP_MS (unref'd, so it never keeps the process alive).
  const messenger = new Messenger(app.db, app.log, app.config);
  const sweep = () =>
    void sendTrialReminders(app.db, messenger, new Date(), app.log).catch((e: unknown) =>
      app.log.warn({ err: (e as Error).message }, 'trial reminder sweep failed'),
    );
  let timer: ReturnType<typeof setInterval> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, TRIAL_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
