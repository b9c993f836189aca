import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { access, requireAuth, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok, okWith } from '../../http/envelope.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { parseAllowList } from '../../connectors/ip.js';
import { fill } from '../licence/index.js';
import { baseConfigAnswer, logoAnswer, settingsAnswer } from './answers.js';
import {
  editionLabel,
  logoFor,
  readSettings,
  saveGroupLogo,
  settingsShape,
  storedSetting,
  writeSettings,
} from './service.js';

const SETTINGS_MSG = {
  systemAdminOnly: {
    zh: '只有系统管理员可以修改系统设置',
    en: 'Only a system administrator can change the system settings',
  },
  badAllowEntry: {
    zh: '数据源白名单条目「{entry}」不是主机名（api.corp、*.corp）或地址段（10.0.0.0/8）',
    en: 'The data-source allow-list entry "{entry}" is not a host (api.corp, *.corp) or an address range (10.0.0.0/8)',
  },
} as const;

/**
 * System settings (docs/reference.md#api sysBaseConfig, user-logo-config): what every page shows (title, logo,
 * default language, edition label) is public, since the sign-in page shows it too; the full settings and
 * changing them are for the system administrator; a group's own logo and title for its managers.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  const isSystemAdmin = async (userId: string) => {
    const [u] = await app.db.select({ admin: users.isSystemAdmin }).from(users).where(eq(users.id, userId));
    return u?.admin === true;
  };

  app.get(
    '/sysBaseConfig/queryBaseConfig',
    {
      schema: {
        tags,
        summary: 'Title, logo, default language, upload limit and edition label (public)',
        response: answers(baseConfigAnswer),
      },
      config: { access: access.public },
    },
    async () => {
      const s = await readSettings(app.db);
      return ok({
        title: s.title,
        logoUrl: s.logoUrl,
        // null until an administrator picks one: then each browser's own preference decides.
        defaultLanguage: await storedSetting(app.db, 'defaultLanguage'),
        uploadMaxMb: s.uploadMaxMb,
        edition: await editionLabel(app.db, app.config.edition),
        verifyUrl: app.config.verifyUrl ?? null,
      });
    },
  );

  app.post(
    '/sysBaseConfig',
    {
      schema: {
        tags,
        summary: 'All system settings, the data-source allow-list included (system administrator)',
        response: answers(settingsAnswer),
      },
      config: { access: access.user },
    },
    async (req) => {
      if (!(await isSystemAdmin(requireAuth(req).userId))) throw forbidden(SETTINGS_MSG.systemAdminOnly);
      return ok(await readSettings(app.db));
    },
  );

  app.post(
    '/sysBaseConfig/addOrUpdateConfig',
    {
      schema: {
        tags,
        summary: 'Change system settings (system administrator); absent fields stay',
        body: settingsShape.partial(),
        response: answers(settingsAnswer),
      },
      config: { access: access.user },
    },
    async (req) => {
      const userId = requireAuth(req).userId;
      if (!(await isSystemAdmin(userId))) throw forbidden(SETTINGS_MSG.systemAdminOnly);
      // Checked with the data sources' own parser before anything is written, so an entry the SSRF guard
      // could not read is refused here by name instead of being silently ignored later.
      for (const entry of req.body.dataSourceAllowHosts ?? []) {
        try {
          parseAllowList([entry]);
        } catch {
          throw badRequest(fill(SETTINGS_MSG.badAllowEntry, { entry }));
        }
      }
      return okWith(req, await writeSettings(app.db, req.body, userId), 'saved');
    },
  );

  app.post(
    '/user-logo-config',
    {
      schema: {
        tags,
        summary: 'The logo and title the current group shows (its own, else the installation’s)',
        response: answers(logoAnswer),
      },
      config: { access: access.member },
    },
    async (req) => ok(await logoFor(app.db, requireGroup(req).groupId)),
  );

  app.post(
    '/user-logo-config/save',
    {
      schema: {
        tags,
        summary: 'Set the current group’s own logo and title (empty = the installation’s)',
        body: settingsShape.pick({ title: true, logoUrl: true }),
        response: answers(logoAnswer),
      },
      config: { access: access.perm('groupEdit') },
    },
    async (req) => okWith(req, await saveGroupLogo(app.db, requireGroup(req).groupId, req.body), 'saved'),
  );
};
