import { langOf } from '../../http/messages.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox, users } from '../../db/schema/index.js';
import { access, requireAuth, requireGroup } from '../../http/access.js';
import { answers, answersNothing } from '../../http/answers.js';
import { ok, okWith } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { sessionTokensSchema } from '../auth/index.js';
import type { ModuleDeps } from '../deps.js';
import { PERMISSION_TAGS, PERMISSIONS } from '../../http/permissionCodes.js';
import { RESOURCE_CATEGORIES } from '../groups/index.js';
import { TAG_NAMES } from '../permissions/index.js';
import { userProfileSchema } from '../users/index.js';
import { VerificationCodes } from './codes.js';
import { Messenger } from './messenger.js';
import { targetOf } from './rules.js';
import {
  assetIdBody,
  bindPhoneBody,
  changePhoneBody,
  checkCodeBody,
  editPasswordBody,
  outboxQuery,
  registerBody,
  sendCodeBody,
  updatePasswordBody,
  updateUserInfoBody,
} from './schema.js';
import { ACCOUNTS_MSG, AccountsService } from './service.js';

export const VERSIONS = { private: 'v3.3.0', public: 'v3.2.0' } as const;

const edition = z.enum(['private', 'public']);

/** Another member's card: no e-mail, phone or account name (those stay with the member). */
const publicCard = z.object({
  userId: z.string(),
  userAssetId: z.string(),
  userName: z.string(),
  nickName: z.string(),
  headImg: z.string(),
  sex: z.number(),
});

const constantInfo = z.object({
  edition,
  version: z.string(),
  versions: z.object({ private: z.string(), public: z.string() }),
  publicRegistration: z.boolean(),
  ssoUrl: z.string().nullable(),
  pageSizes: z.record(z.string(), z.number()),
  screen: z.object({ SCREENSIZE: z.number(), LAYOUTSIZE: z.number() }),
  resourceCategories: z.array(z.string()).readonly(),
  permissionTags: z.array(z.object({ tag: z.string(), name: z.string(), nameEn: z.string() })),
  permissions: z.array(
    z.object({ name: z.string(), code: z.string(), tag: z.string(), zh: z.string(), en: z.string() }),
  ),
});

const systemInfo = z.object({
  edition,
  version: z.string(),
  publicRegistration: z.boolean(),
  ssoUrl: z.string().nullable(),
  canSendEmail: z.boolean(),
  canSendSms: z.boolean(),
});

const outboxMessage = z.object({
  id: z.string(),
  target: z.string(),
  kind: z.string(),
  subject: z.string(),
  text: z.string(),
  time: z.date(),
});

/** Sign-up, codes, passwords, phone, profile, product constants and the outbox (userPro/*, system/*). */
export const accountRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { auth }) => {
  const tags = ['accounts'];
  const messenger = new Messenger(app.db, app.log, app.config);
  const codes = new VerificationCodes(app.db, app.limiter, app.config.secret);
  const accounts = new AccountsService(app.db, app.config, codes, messenger, auth);

  app.post(
    '/userPro/sendCode',
    {
      schema: {
        tags,
        summary:
          'Send a six-digit code by e-mail or SMS (purpose: register, resetPassword, bindPhone, changePhone)',
        body: sendCodeBody,
        response: answersNothing,
      },
      config: { access: access.public },
    },
    async (req) => {
      const t = targetOf(req.body);
      await accounts.sendCode(t.kind, t.target, req.body.purpose, req.ip);
      return okWith(req, null, ACCOUNTS_MSG.codeSent);
    },
  );

  app.post(
    '/userPro/checkVerificationCode',
    {
      schema: {
        tags,
        summary: 'Check a code without spending it (wrong tries count towards burning it)',
        body: checkCodeBody,
        response: answers(z.boolean()),
      },
      config: { access: access.public },
    },
    async (req) => {
      const t = targetOf(req.body);
      await accounts.checkCode(t.target, req.body.purpose, req.body.code, req.ip);
      return ok(true);
    },
  );

  app.post(
    '/userPro/emailRegister',
    {
      schema: {
        tags,
        summary: 'Sign up with an e-mail address or phone and a register code; answers a session',
        body: registerBody,
        response: answers(sessionTokensSchema),
      },
      config: { licence: 'seat', access: access.public },
    },
    async (req) => {
      const t = targetOf(req.body);
      return ok(
        await accounts.register(t.kind, t.target, req.body, req.ip, langOf(req.headers['accept-language'])),
      );
    },
  );

  app.post(
    '/userPro/editPassword',
    {
      schema: {
        tags,
        summary: 'Forgotten password: set a new one with a resetPassword code',
        body: editPasswordBody,
        response: answersNothing,
      },
      config: { access: access.public },
    },
    async (req) => {
      const t = targetOf(req.body);
      await accounts.resetPassword(t.kind, t.target, req.body.code, req.body.password, req.ip);
      return okWith(req, null, 'saved');
    },
  );

  app.post(
    '/userPro/updateUserPassword',
    {
      schema: {
        tags,
        summary: 'Change the password with the old one; other sessions end, a new one is answered',
        body: updatePasswordBody,
        response: answers(sessionTokensSchema),
      },
      config: { access: access.user },
    },
    async (req) =>
      ok(await accounts.changePassword(requireAuth(req).userId, req.body.oldPassword, req.body.password)),
  );

  app.post(
    '/userPro/bindPhone',
    {
      schema: {
        tags,
        summary: 'Bind a phone number with a bindPhone code sent to it',
        body: bindPhoneBody,
        response: answersNothing,
      },
      config: { access: access.user },
    },
    async (req) => {
      await accounts.bindPhone(requireAuth(req).userId, req.body.phone, req.body.code, req.ip);
      return okWith(req, null, 'saved');
    },
  );

  app.post(
    '/userPro/changeBindPhone',
    {
      schema: {
        tags,
        summary: 'Change the phone: changePhone code of the old number + bindPhone code of the new',
        body: changePhoneBody,
        response: answersNothing,
      },
      config: { access: access.user },
    },
    async (req) => {
      await accounts.changePhone(requireAuth(req).userId, req.body, req.ip);
      return okWith(req, null, 'saved');
    },
  );

  // user/update is the groups area's name for the same call (docs/reference.md#api).
  for (const url of ['/userPro/updateUserInfo', '/user/update']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: "The caller's own profile: nickName, headImg, sex (0 man, 1 woman, -1 other)",
          body: updateUserInfoBody,
          response: answers(userProfileSchema),
        },
        config: { access: access.user },
      },
      async (req) => okWith(req, await accounts.updateProfile(requireAuth(req).userId, req.body), 'saved'),
    );
  }

  app.post(
    '/userPro/getUserInfoByUserAssetId',
    {
      schema: {
        tags,
        summary: 'Public card of a user sharing a group with the caller',
        body: assetIdBody,
        response: answers(publicCard),
      },
      config: { access: access.user },
    },
    async (req) => ok(await accounts.publicCard(requireAuth(req).userId, req.body.userAssetId)),
  );

  app.get(
    '/userPro/constantInfo',
    {
      schema: {
        tags,
        summary: 'Product constants: versions, page sizes, edition, permission catalogue',
        response: answers(constantInfo),
      },
      config: { access: access.member },
    },
    async (req) => {
      requireGroup(req);
      return ok({
        edition: app.config.edition,
        version: VERSIONS[app.config.edition],
        versions: VERSIONS,
        publicRegistration: app.config.publicRegistration,
        ssoUrl: app.config.ssoUrl ?? null,
        pageSizes: { project: 30, case: 20, log: 9, userList: 10, deploy: 9, mapSearch: 20 },
        screen: { SCREENSIZE: 1920, LAYOUTSIZE: 1440 },
        resourceCategories: RESOURCE_CATEGORIES,
        permissionTags: PERMISSION_TAGS.map((tag) => ({
          tag,
          name: TAG_NAMES[tag].zh,
          nameEn: TAG_NAMES[tag].en,
        })),
        permissions: Object.entries(PERMISSIONS).map(([name, p]) => ({ name, ...p })),
      });
    },
  );

  app.get(
    '/system/info',
    {
      schema: {
        tags: ['system'],
        summary:
          'What the sign-in page needs before sign-in: edition, version, SSO, whether codes can be sent',
        response: answers(systemInfo),
      },
      config: { access: access.public },
    },
    async () =>
      ok({
        edition: app.config.edition,
        version: VERSIONS[app.config.edition],
        publicRegistration: app.config.edition === 'public' && app.config.publicRegistration,
        ssoUrl: app.config.ssoUrl ?? null,
        // Without a provider, sign-up and reset codes only reach the outbox: the pages say so up front.
        canSendEmail: Boolean(app.config.smtpUrl),
        canSendSms: Boolean(app.config.smsWebhookUrl),
      }),
  );

  app.get(
    '/system/outbox',
    {
      schema: {
        tags: ['system'],
        summary:
          'Messages kept instead of mailed/texted (no provider configured), newest first; system administrator only',
        querystring: outboxQuery,
        response: answers(z.array(outboxMessage)),
      },
      config: { access: access.user },
    },
    async (req) => {
      // Every registrant is super administrator of their own personal group, so "super admin" cannot be the
      // test here: only the instance's system administrator (the bootstrap account) reads everyone's codes.
      const [u] = await app.db
        .select({ admin: users.isSystemAdmin })
        .from(users)
        .where(eq(users.id, requireAuth(req).userId));
      if (!u?.admin) throw forbidden('systemAdminOnly');
      const rows = await app.db
        .select()
        .from(outbox)
        .where(req.query.target ? eq(outbox.target, req.query.target.trim().toLowerCase()) : undefined)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(req.query.limit);
      return ok(
        rows.map((r) => ({
          id: r.id,
          target: r.target,
          kind: r.kind,
          subject: r.subject,
          text: r.text,
          time: r.createdAt,
        })),
      );
    },
  );
};
