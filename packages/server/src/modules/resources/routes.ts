import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import type { Db } from '../../db/client.js';
import { storageFor } from '../../storage/index.js';
import { fileReleaser, keyOfUrl, uploadOfGroup } from '../uploads/index.js';
import { collectComponents, listCollected, replaceCollectedPart } from './collect.js';
import {
  addBody,
  collectAddBody,
  collectListBody,
  collectedPartAnswer,
  fontAnswer,
  fontListBody,
  idBody,
  idsBody,
  listBody,
  replaceFiltersBody,
  replaceParamsBody,
  resourceAnswer,
  resourcePageAnswer,
  updateBody,
} from './schema.js';
import {
  copyResources,
  deleteResources,
  getResource,
  insertResource,
  listFonts,
  listResources,
  moveResources,
  updateResource,
} from './service.js';

const countAnswer = z.object({ count: z.number() });
const movedAnswer = z.object({ moved: z.number() });

const MSG = {
  notOurFile: {
    zh: '文件地址不是本团队上传的文件',
    en: 'The file URL is not a file uploaded by this group',
  },
};

/**
 * The resource library (docs/reference.md#library, docs/reference.md#api): charts saved with their settings ('0'), collected
 * components ('1'), fonts ('2'), images and other sources ('4', '5'), 3D resources ('9'). Every row
 * belongs to the caller's group; another group's ids answer 404.
 */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['resources'];
  const view = { access: access.perm('resourceView') };
  const edit = { access: access.perm('resourceEdit') };
  const storage = storageFor(app.config);
  const release = (req: Parameters<typeof requireGroup>[0]) =>
    fileReleaser(app.db, storage, app.config.basePath, requireGroup(req).groupId, req.log);

  /**
   * A file or thumbnail URL a resource may name: one of this group's uploads (share-locked until the
   * transaction commits, so it cannot be released meanwhile; answers its upload id) or a web address.
   * Anything else is refused.
   */
  const ownUrl = async (tx: Db, groupId: string, url: string | undefined, thumb = false) => {
    if (!url) return null;
    const key = keyOfUrl(app.config.basePath, url);
    if (key) return (await uploadOfGroup(tx, groupId, key, true)).id;
    // Thumbnails may also be image data URLs or other same-site pictures (schema-checked already).
    if (!/^https?:\/\//i.test(url) && !(thumb && /^(data:image\/|\/(?!\/))/.test(url)))
      throw badRequest(MSG.notOurFile);
    return null;
  };

  /** Update, then release the file or thumbnail it replaced. */
  const update = async (req: Parameters<typeof requireGroup>[0] & { body: z.infer<typeof updateBody> }) => {
    const ctx = requireGroup(req);
    const { row, dropped } = await app.db.transaction(async (tx) => {
      const uploadId = await ownUrl(tx, ctx.groupId, req.body.fileUrl);
      await ownUrl(tx, ctx.groupId, req.body.thumbnailUrl, true);
      return updateResource(tx, ctx, {
        ...req.body,
        ...(req.body.fileUrl === undefined ? {} : { uploadId }),
      });
    });
    await release(req)(dropped);
    return row;
  };
  /** Delete, then release the files no other row names. */
  const remove = async (req: Parameters<typeof requireGroup>[0], ids: string[], type?: string) => {
    const { dropped, ...done } = await deleteResources(app.db, requireGroup(req), ids, type);
    await release(req)(dropped);
    return done;
  };

  app.post(
    '/resource/source/list',
    {
      schema: {
        tags,
        summary: 'One page of a resource type (page from 1, limit 20): currentResult, totalPage',
        body: listBody,
        response: answers(resourcePageAnswer),
      },
      config: view,
    },
    async (req) => ok(await listResources(app.db, requireGroup(req).groupId, req.body)),
  );

  app.post(
    '/resource/source/get',
    {
      schema: {
        tags,
        summary: 'One resource (chart settings, font, image, 3D resource)',
        body: idBody,
        response: answers(resourceAnswer),
      },
      config: view,
    },
    async (req) => ok(await getResource(app.db, requireGroup(req).groupId, req.body.id)),
  );

  app.post(
    '/resource/source/add',
    {
      schema: {
        tags,
        summary:
          'Add a resource: an uploaded file (fileUrl of this group), or a chart with its settings (body)',
        body: addBody,
        response: answers(resourceAnswer),
      },
      config: edit,
    },
    async (req) => {
      const ctx = requireGroup(req);
      // A library entry may only point at a file this group uploaded (or a plain web address).
      const row = await app.db.transaction(async (tx) => {
        const uploadId = await ownUrl(tx, ctx.groupId, req.body.fileUrl);
        await ownUrl(tx, ctx.groupId, req.body.thumbnailUrl, true);
        return insertResource(tx, ctx, { ...req.body, uploadId });
      });
      return ok(row);
    },
  );

  app.post(
    '/resource/source/update',
    {
      schema: {
        tags,
        summary: 'Rename a resource, or replace its thumbnail or settings',
        body: updateBody,
        response: answers(resourceAnswer),
      },
      config: edit,
    },
    async (req) => ok(await update(req)),
  );

  app.post(
    '/resource/source/delete',
    {
      schema: {
        tags,
        summary: 'Delete resources (their files too, unless a copy, dashboard or case still uses them)',
        body: idsBody,
        response: answers(countAnswer),
      },
      config: edit,
    },
    async (req) => ok(await remove(req, req.body.ids)),
  );

  app.post(
    '/resource/source/copy',
    {
      schema: {
        tags,
        summary: 'Copy resources (optionally into a resource group)',
        body: idsBody.extend({ groupManagementId: z.uuid().optional() }),
        response: answers(z.array(resourceAnswer)),
      },
      config: edit,
    },
    async (req) =>
      ok(await copyResources(app.db, requireGroup(req), req.body.ids, req.body.groupManagementId)),
  );

  app.post(
    '/resource/source/move',
    {
      schema: {
        tags,
        summary: 'Move resources into a resource group (null: out of every group)',
        body: idsBody.extend({ groupManagementId: z.uuid().nullable() }),
        response: answers(movedAnswer),
      },
      config: edit,
    },
    async (req) =>
      ok(await moveResources(app.db, requireGroup(req), req.body.ids, req.body.groupManagementId)),
  );

  app.post(
    '/resource/font/list',
    {
      schema: {
        tags,
        summary: 'Fonts of the group without paging (fontRealName, fontUrl)',
        body: fontListBody,
        response: answers(z.array(fontAnswer)),
      },
      config: { access: access.member },
    },
    async (req) => ok(await listFonts(app.db, requireGroup(req).groupId)),
  );

  app.post(
    '/resource/collect/add',
    {
      schema: {
        tags,
        summary: 'Collect components into collect groups (collectGroupId list, name + collected suffix)',
        body: collectAddBody,
        response: answers(z.array(resourceAnswer)),
      },
      config: edit,
    },
    async (req) => ok(await collectComponents(app.db, requireGroup(req), req.body)),
  );

  app.post(
    '/resource/collect/list',
    {
      schema: {
        tags,
        summary: 'Collected components (page 1, size 10000)',
        body: collectListBody,
        response: answers(resourcePageAnswer),
      },
      config: view,
    },
    async (req) => ok(await listCollected(app.db, requireGroup(req).groupId, req.body)),
  );

  app.post(
    '/resource/collect/edit',
    {
      schema: {
        tags,
        summary: 'Rename a collected component or replace its components',
        body: updateBody,
        response: answers(resourceAnswer),
      },
      config: edit,
    },
    async (req) => ok(await update(req)),
  );

  app.post(
    '/resource/collect/delete',
    {
      schema: {
        tags,
        summary: 'Delete collected components',
        body: idsBody,
        response: answers(countAnswer),
      },
      config: edit,
    },
    async (req) => ok(await remove(req, req.body.ids, '1')),
  );

  app.post(
    '/resource/collect/copy',
    {
      schema: {
        tags,
        summary: 'Copy collected components into a collect group',
        body: idsBody.extend({ groupManagementId: z.uuid().optional() }),
        response: answers(z.array(resourceAnswer)),
      },
      config: edit,
    },
    async (req) =>
      ok(await copyResources(app.db, requireGroup(req), req.body.ids, req.body.groupManagementId, '1')),
  );

  app.post(
    '/resource/collect/move',
    {
      schema: {
        tags,
        summary: 'Move collected components into another collect group',
        body: idsBody.extend({ groupManagementId: z.uuid() }),
        response: answers(movedAnswer),
      },
      config: edit,
    },
    async (req) =>
      ok(await moveResources(app.db, requireGroup(req), req.body.ids, req.body.groupManagementId, '1')),
  );

  app.post(
    '/resource/collect/replace-filters',
    {
      schema: {
        tags,
        summary: 'Replace the filter definitions of a collected component',
        body: replaceFiltersBody,
        response: answers(collectedPartAnswer),
      },
      config: edit,
    },
    async (req) =>
      ok(await replaceCollectedPart(app.db, requireGroup(req), req.body.id, 'filters', req.body.filters)),
  );

  app.post(
    '/resource/collect/replace-params',
    {
      schema: {
        tags,
        summary: 'Replace the parameter variables of a collected component',
        body: replaceParamsBody,
        response: answers(collectedPartAnswer),
      },
      config: edit,
    },
    async (req) =>
      ok(await replaceCollectedPart(app.db, requireGroup(req), req.body.id, 'paramVars', req.body.paramVars)),
  );
};
