import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { isSafeKey, storageFor } from '../../storage/index.js';
import { storedUploadMaxMb } from '../settings/index.js';
import { uploadAnswer, zipUploadAnswer } from './answers.js';
import { directUploadRoutes, isStagingKey } from './direct.js';
import { randomName, uploadMaxBytes } from './keys.js';
import { receiveMultipart } from './receive.js';
import { checkContent, fileUrlOf, planUpload, storeFile } from './service.js';
import { sendStored, signedUrlRoutes } from './signedRoutes.js';
import { UPLOAD_MSG } from './texts.js';
import { storeZip } from './zipUpload.js';

export { uploadMaxBytes };

/**
 * Uploads (docs/reference.md#api "Upload"): multipart with the field `file`, answering data.fileUrl.
 * Files are served from GET /api/file/{key} without a token: keys carry 128 random bits, so only whoever
 * was given a URL (e.g. through a shared dashboard) can fetch it.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['uploads'];
  const storage = storageFor(app.config);
  await app.register(multipart, {
    limits: { fileSize: uploadMaxBytes(), files: 1, fields: 20, fieldSize: 4096, parts: 24 },
  });

  /** Shared parameter checks of the upload calls; answers the folder and the file's display name. */
  const prepare = async (req: Parameters<typeof requireGroup>[0], svgOnly: boolean) => {
    const ctx = requireGroup(req);
    if (!req.isMultipart()) throw badRequest(UPLOAD_MSG.missing);
    const got = await receiveMultipart(req, storage, await storedUploadMaxMb(app.db));
    const { fields, file } = got;
    const discard = async () => file && (await storage.discard(file.tempFile));
    try {
      if (!file || !fields.id) throw badRequest(UPLOAD_MSG.missing);
      const { name, ext, folder } = planUpload(ctx, fields, file.fileName, svgOnly);
      return { ctx, file, fields, name, ext, folder };
    } catch (e) {
      await discard();
      throw e;
    }
  };

  const upload = (svgOnly: boolean) => async (req: Parameters<typeof requireGroup>[0]) => {
    const p = await prepare(req, svgOnly);
    try {
      const type = await checkContent(p.file.tempFile, p.ext);
      const stored = await storeFile(app.db, storage, p.ctx, {
        tempFile: p.file.tempFile,
        folder: p.folder,
        type,
        fileName: p.name,
        size: p.file.size,
      });
      const fileUrl = fileUrlOf(app.config.basePath, stored.key);
      // Upload record fields of docs/reference.md#workspace: id, type, target, file, path, name.
      return ok({
        fileUrl,
        id: p.fields.id!,
        uploadId: stored.id,
        type: p.fields.type ?? 'svg',
        target: p.fields.target ?? '1',
        file: fileUrl,
        path: stored.key,
        name: p.name,
        size: p.file.size,
      });
    } finally {
      await storage.discard(p.file.tempFile);
    }
  };

  app.post(
    '/file/upload',
    {
      schema: {
        tags,
        summary:
          'Multipart upload (fields id, type, target=belong 0-3, optional customKey, format, sizeVerify; file last)',
        consumes: ['multipart/form-data'],
        response: answers(uploadAnswer),
      },
      config: { access: access.perm('resourceEdit') },
    },
    upload(false),
  );

  app.post(
    '/upload-svg',
    {
      schema: {
        tags,
        summary: 'SVG upload, sanitised on the server (no scripts, handlers or external references)',
        consumes: ['multipart/form-data'],
        response: answers(uploadAnswer),
      },
      config: { access: access.perm('resourceEdit') },
    },
    upload(true),
  );

  app.post(
    '/customUploadZipFile/upload',
    {
      schema: {
        tags,
        summary: 'Zip of assets: extracted into one folder (zip slip and zip bombs refused)',
        consumes: ['multipart/form-data'],
        response: answers(zipUploadAnswer),
      },
      config: { access: access.perm('resourceEdit') },
    },
    async (req) => {
      const p = await prepare(req, false);
      try {
        if (p.ext !== 'zip') throw badRequest(UPLOAD_MSG.format);
        const folder = `${p.folder}/${randomName()}`;
        const files = await storeZip(app.db, storage, p.ctx, p.file.tempFile, folder);
        const base = fileUrlOf(app.config.basePath, folder);
        return ok({
          fileUrl: `${base}/`,
          id: p.fields.id!,
          name: p.name,
          path: folder,
          files: files.map((f) => ({ name: f.name, fileUrl: fileUrlOf(app.config.basePath, f.key) })),
        });
      } finally {
        await storage.discard(p.file.tempFile);
      }
    },
  );

  app.get(
    '/file/*',
    {
      schema: {
        tags,
        summary: 'A stored file (public: names are unguessable); nosniff, downloads unless safe',
        // No response schema: the answer is the file's bytes, streamed.
      },
      config: { access: access.public },
    },
    async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      // A direct upload's staging object is never served: only the copy file/cos/complete checked is.
      if (!isSafeKey(key) || isStagingKey(key)) throw notFound();
      return sendStored(reply, storage, key, 'public, max-age=31536000, immutable');
    },
  );

  await app.register(signedUrlRoutes);

  await app.register(directUploadRoutes);
};
