import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { modelEditorJsonSchema, preparedModelUrls, type PreparedModel } from '@twincanvas/model';
import { libraryResources } from '../../db/schema/index.js';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { storageFor } from '../../storage/index.js';
import { getResource, insertResource, liveResources, resourceAnswer } from '../resources/index.js';
import {
  newUploadKey,
  uploadMaxBytes,
  receiveMultipart,
  fileReleaser,
  UPLOAD_MSG,
  displayName,
  extensionOf,
} from '../uploads/index.js';
import { prepareModel, ModelRefused } from './prepare.js';
import { readUploadedModel, storePreparedModel } from './service.js';
import { refusedMessage } from './texts.js';

const uuid = z.uuid();

/**
 * 3D models of the resource library (type '9'), prepared on the server at upload: inspected, optimised
 * (the copy the scenes load) and reported against the performance budget (docs/3d.md, "Models").
 */
export const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['models'];
  const storage = storageFor(app.config);
  await app.register(multipart, {
    limits: { fileSize: uploadMaxBytes(), files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });
  const releaser = (groupId: string, log: Parameters<typeof fileReleaser>[4]) =>
    fileReleaser(app.db, storage, app.config.basePath, groupId, log);

  app.post(
    '/model/upload',
    {
      schema: {
        tags,
        summary:
          'Upload a model (glb, gltf, or zip of gltf + files; fields name, groupManagementId, resourceId to replace; file last): answers the resource and its budget report',
        consumes: ['multipart/form-data'],
        // The budget report (prepare.ts ModelBudgetReport: sizes before and after, steps, warnings) is
        // computed from the model file alone, so it is left free-form; the resource is named field by field.
        response: answers(z.object({ resource: resourceAnswer, report: z.unknown() })),
      },
      config: { access: access.perm('resourceEdit') },
    },
    async (req) => {
      const ctx = requireGroup(req);
      if (!req.isMultipart()) throw badRequest(UPLOAD_MSG.missing);
      const { fields, file } = await receiveMultipart(req, storage);
      if (!file) throw badRequest(UPLOAD_MSG.missing);
      let prepared: PreparedModel;
      try {
        const parsed = z
          .object({
            groupManagementId: uuid.optional(),
            resourceId: uuid.optional(),
            name: z.string().max(200).optional(),
          })
          .safeParse(fields);
        if (!parsed.success) throw badRequest(UPLOAD_MSG.missing);
        const input = await readUploadedModel(storage, file.tempFile, extensionOf(file.fileName));
        const files = await prepareModel(input).catch((e: unknown) => {
          throw e instanceof ModelRefused ? badRequest(refusedMessage(e)) : e;
        });
        const dir = newUploadKey('');
        prepared = await storePreparedModel(app.db, storage, app.config.basePath, ctx, dir, files);
        const release = releaser(ctx.groupId, req.log);
        const name =
          (parsed.data.name?.trim() || displayName(file.fileName).replace(/\.[^.]+$/, '')).slice(0, 100) ||
          'model';
        try {
          const { row, dropped } = await app.db.transaction(async (tx) => {
            if (!parsed.data.resourceId)
              return {
                row: await insertResource(tx, ctx, {
                  type: '9',
                  name,
                  fileUrl: prepared.optimisedUrl,
                  groupManagementId: parsed.data.groupManagementId,
                  body: { model: prepared },
                }),
                dropped: [] as string[],
              };
            // A new file for a model in use: its modules and styles stay (the model editor remaps them).
            const [before] = await liveResources(tx, ctx.groupId, [parsed.data.resourceId], '9');
            const [row] = await tx
              .update(libraryResources)
              .set({
                fileUrl: prepared.optimisedUrl,
                uploadId: null,
                body: { ...before!.body, model: prepared },
                updatedBy: ctx.userId,
                updatedAt: new Date(),
              })
              .where(eq(libraryResources.id, before!.id))
              .returning({ id: libraryResources.id });
            return { row: row!, dropped: [before!.fileUrl, ...preparedModelUrls(before!.body)] };
          });
          await release(dropped);
          return ok({ resource: await getResource(app.db, ctx.groupId, row.id), report: prepared.report });
        } catch (e) {
          await release([prepared.originalUrl, prepared.optimisedUrl, prepared.nodesUrl]);
          throw e;
        }
      } finally {
        await storage.discard(file.tempFile);
      }
    },
  );

  app.post(
    '/model/editor/save',
    {
      schema: {
        tags,
        summary: "Save a model's modules and styles (modelEditorJson), kept with the library resource",
        body: z.object({ id: uuid, modelEditorJson: modelEditorJsonSchema }),
        response: answers(resourceAnswer),
      },
      config: { access: access.perm('resourceEdit') },
    },
    async (req) => {
      const ctx = requireGroup(req);
      await app.db.transaction(async (tx) => {
        const [before] = await liveResources(tx, ctx.groupId, [req.body.id], '9');
        await tx
          .update(libraryResources)
          .set({
            body: { ...before!.body, modelEditorJson: req.body.modelEditorJson },
            updatedBy: ctx.userId,
            updatedAt: new Date(),
          })
          .where(eq(libraryResources.id, before!.id));
      });
      return ok(await getResource(app.db, ctx.groupId, req.body.id));
    },
  );
};
