import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers, pageOf } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import {
  operaCommandBody,
  recycleCountsAnswer,
  recycleItemAnswer,
  recycleMenuAnswer,
  recycleIdsBody,
  recycleListBody,
  recycleMenusBody,
  removeAllBody,
} from './schema.js';
import { listRecycle, recycleMenus, removeAll, removeItems, restoreItems } from './service.js';

/** The recycle bin of the current group (docs/reference.md#api). */
export const recycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['recycle'];

  app.post(
    '/recycle-bin/list-by-para',
    {
      schema: {
        tags,
        summary: 'Deleted folders and projects, newest first, filtered by kind',
        body: recycleListBody,
        response: answers(pageOf(recycleItemAnswer)),
      },
      config: { access: access.perm('recycleView') },
    },
    async (req) => ok(await listRecycle(app.db, requireGroup(req), req.body)),
  );

  app.post(
    '/recycle-bin/menus',
    {
      schema: {
        tags,
        summary: 'The kinds in the recycle bin with their counts',
        body: recycleMenusBody,
        response: answers(z.array(recycleMenuAnswer)),
      },
      config: { access: access.perm('recycleView') },
    },
    async (req) => ok(await recycleMenus(app.db, requireGroup(req), req.body?.keyword)),
  );

  app.post(
    '/recycle-bin/restore',
    {
      schema: {
        tags,
        summary: 'Put items back whole (a project into its folder or the first one)',
        body: recycleIdsBody,
        response: answers(recycleCountsAnswer),
      },
      config: { access: access.perm('recycleEdit') },
    },
    async (req) => ok(await restoreItems(app.db, requireGroup(req), req.body.ids)),
  );

  app.post(
    '/recycle-bin/remove',
    {
      schema: {
        tags,
        summary: 'Delete items for good',
        body: recycleIdsBody,
        response: answers(recycleCountsAnswer),
      },
      config: { access: access.perm('recycleEdit') },
    },
    async (req) => ok(await removeItems(app.db, requireGroup(req), req.body.ids)),
  );

  app.post(
    '/recycle-bin/remove/all',
    {
      schema: {
        tags,
        summary: 'Empty the recycle bin (optionally only some kinds)',
        body: removeAllBody,
        response: answers(recycleCountsAnswer),
      },
      config: { access: access.perm('recycleEdit') },
    },
    async (req) => ok(await removeAll(app.db, requireGroup(req), req.body?.types)),
  );

  app.post(
    '/recovery/operaCommand',
    {
      schema: {
        tags,
        summary: 'Restore or remove recycle items (recoveryIds, action)',
        body: operaCommandBody,
        response: answers(recycleCountsAnswer),
      },
      config: { access: access.perm('recycleEdit') },
    },
    async (req) => {
      const ctx = requireGroup(req);
      const { recoveryIds, action } = req.body;
      return ok(
        action === 'restore'
          ? await restoreItems(app.db, ctx, recoveryIds)
          : await removeItems(app.db, ctx, recoveryIds),
      );
    },
  );
};
