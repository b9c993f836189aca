import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { isSafeKey, storageFor } from '../../storage/index.js';
import { S3Storage } from '../../storage/s3.js';
import { uploads } from '../../db/schema/index.js';
import { storedUploadMaxMb } from '../settings/index.js';
import { cosCredentialAnswer, storedFileAnswer } from './answers.js';
import { recordDirect, reopenDirect, sweepSoon, takeDirect } from './claims.js';
import { newUploadKey, randomName, uploadFolder, uploadMaxBytes } from './keys.js';
import { fileUrlOf } from './service.js';
import { UPLOAD_MSG } from './texts.js';
import { FILE_TYPES, contentMatches } from './types.js';

/** Image types a browser may put straight into the bucket, with the content type that is signed. */
const COS_IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const COS_TTL_S = 15 * 60;
const cosBody = z.object({ ext: z.string().trim().min(1).max(16).default('png') });
const completeBody = z.object({ path: z.string().trim().min(1).max(400) });

/** The staging name a browser puts into: `{YYYYMMDD}/image/{32 hex}.put.{ext}`; never served. */
const STAGING = /^\d{8}\/image\/[0-9a-f]{32}\.put\.[a-z0-9]{1,8}$/;
export function isStagingKey(key: string): boolean {
  return STAGING.test(key);
}

/**
 * Direct uploads to the bucket (docs/deployment.md#cloud-object-storage-s3-compatible).
 *
 * file/cos/credential answers one pre-signed PUT (15 minutes, its content type signed) for a staging
 * object `{env}/{YYYYMMDD}/image/{random}.put.{ext}`, and records it with its owner in upload_claims
 * together with the file's final key. The browser never gets the store's key pair.
 *
 * file/cos/complete makes the upload a file: the one caller that takes the claim (a database update, so
 * a second complete, in any process, is refused) copies the staging object to the final key on the
 * server side, checks the copy (size limit, the image's first bytes) and records the upload row for the
 * group. A signed URL can be PUT to again until it expires, and a store may ignore `If-None-Match`, but
 * such a PUT only rewrites the staging object, which is never served: the file at the final key is
 * written once, by the server, after its checks (single use without trusting the store).
 */
export const directUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['uploads'];
  const storage = storageFor(app.config);

  app.post(
    '/file/cos/credential',
    {
      schema: {
        tags,
        summary: 'Cloud storage credentials: a pre-signed PUT for one image, with bucket and region',
        body: cosBody,
        response: answers(cosCredentialAnswer),
      },
      config: { access: access.perm('resourceEdit') },
    },
    async (req) => {
      const ctx = requireGroup(req);
      if (!(storage instanceof S3Storage)) throw new AppError(501, UPLOAD_MSG.noCloudStorage);
      const ext = req.body.ext.toLowerCase();
      const contentType = COS_IMAGE_TYPES[ext];
      if (!contentType) throw badRequest(UPLOAD_MSG.format);
      const stagingKey = `${uploadFolder()}/${randomName()}.put.${ext}`;
      const targetKey = newUploadKey(`.${ext}`);
      const expiresAt = new Date(Date.now() + COS_TTL_S * 1000);
      await recordDirect(app.db, {
        stagingKey,
        targetKey,
        groupId: ctx.groupId,
        userId: ctx.userId,
        contentType,
        expiresAt,
      });
      sweepSoon(app.db, storage, req.log);
      return ok({
        credentials: {
          uploadUrl: storage.presignPut(stagingKey, contentType, COS_TTL_S),
          method: 'PUT',
          headers: { 'content-type': contentType },
          expiresAt: expiresAt.toISOString(),
        },
        bucket: storage.bucket,
        region: storage.region,
        key: storage.objectName(stagingKey),
        path: stagingKey,
        /** Where the file is served once file/cos/complete has accepted it. */
        fileUrl: fileUrlOf(app.config.basePath, targetKey),
        completeUrl: `${app.config.basePath}api/file/cos/complete`,
      });
    },
  );

  app.post(
    '/file/cos/complete',
    {
      schema: {
        tags,
        summary: 'Completes a direct upload once: the server copies and checks it, then serves it at fileUrl',
        body: completeBody,
        response: answers(storedFileAnswer),
      },
      config: { access: access.perm('resourceEdit') },
    },
    async (req) => {
      const ctx = requireGroup(req);
      if (!(storage instanceof S3Storage)) throw new AppError(501, UPLOAD_MSG.noCloudStorage);
      const staging = req.body.path;
      if (!isStagingKey(staging)) throw notFound();
      const claim = await takeDirect(app.db, ctx.groupId, staging);
      if (claim === 'used') throw forbidden(UPLOAD_MSG.urlUsed);
      if (!claim || !claim.targetKey || !isSafeKey(claim.targetKey)) throw notFound();
      const target = claim.targetKey;
      const ext = target.slice(target.lastIndexOf('.') + 1);
      const type = FILE_TYPES.get(ext);
      if (!type) throw notFound();
      let copied = false;
      try {
        if (!(await storage.exists(staging))) throw badRequest(UPLOAD_MSG.notUploaded);
        await storage.copy(staging, target);
        copied = true;
        // Checked on the copy, which nobody but this request writes (the staging object may change).
        const head = await storage.open(target, { start: 0, end: 4099 });
        if (!head) throw badRequest(UPLOAD_MSG.notUploaded);
        const chunks: Buffer[] = [];
        for await (const c of head.stream) chunks.push(c as Buffer);
        const storedMb = await storedUploadMaxMb(app.db);
        const cap = Math.min(uploadMaxBytes(), storedMb ? storedMb * 1024 * 1024 : Infinity);
        if (head.size > cap) throw badRequest(UPLOAD_MSG.tooBig(Math.floor(cap / 1024 / 1024)));
        if (!contentMatches(type, Buffer.concat(chunks))) throw badRequest(UPLOAD_MSG.format);
        const [row] = await app.db
          .insert(uploads)
          .values({
            groupId: ctx.groupId,
            userId: ctx.userId,
            storageKey: target,
            fileName: `image.${ext}`,
            mime: type.mime,
            size: head.size,
            kind: type.kind,
          })
          .returning({ id: uploads.id });
        await storage.remove(staging).catch(() => undefined);
        return ok({
          fileUrl: fileUrlOf(app.config.basePath, target),
          uploadId: row!.id,
          path: target,
          size: head.size,
        });
      } catch (e) {
        if (copied) await storage.remove(target).catch(() => undefined);
        await reopenDirect(app.db, staging).catch(() => undefined);
        throw e;
      }
    },
  );
};
