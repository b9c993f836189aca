import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { storageFor, type FileStorage } from '../../storage/index.js';
import { encryptedUrlAnswer, preSignAnswer, storedFileAnswer } from './answers.js';
import { randomName, uploadMaxBytes } from './keys.js';
import { CapExceeded, streamToTemp } from './receive.js';
import { checkContent, fileUrlOf, keyOfUrl, planUpload, storeFile, uploadOfGroup } from './service.js';
import { claimSignedKey, releaseSignedKey, sweepSoon } from './claims.js';
import { PUT_TTL_MS, UploadSigner, type PutClaims } from './signing.js';
import { UPLOAD_MSG } from './texts.js';
import { FILE_TYPES, servedAs } from './types.js';

/** Sends a stored file with the headers every file answer carries (nosniff, sandbox, disposition). */
export async function sendStored(reply: FastifyReply, storage: FileStorage, key: string, cache: string) {
  const found = await storage.open(key);
  if (!found) throw notFound();
  const { mime, inline } = servedAs(key);
  const name = key.slice(key.lastIndexOf('/') + 1);
  reply
    .header('Content-Type', mime)
    .header('Content-Length', String(found.size))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-site')
    .header('Cache-Control', cache);
  return reply.send(found.stream);
}

const numberish = z.union([z.string().max(32), z.number()]);

const preSignBody = z.object({
  id: z.string().max(200).optional(),
  type: z.string().max(64).optional(),
  /** belong 0-3, named `target` as in the multipart upload; `belong` is accepted too. */
  target: numberish.optional(),
  belong: numberish.optional(),
  fileName: z.string().max(1000).optional(),
  ext: z.string().max(16).optional(),
  size: z.number().int().positive(),
  customKey: z.string().max(64).optional(),
  format: z.string().max(500).optional(),
  sizeVerify: numberish.optional(),
});

const encryptBody = z.object({
  fileUrl: z.string().max(2000),
  /** Seconds the URL stays valid: 60 s to 7 days, one hour when left out. */
  expiresIn: z.number().int().optional(),
});

// In the query: route parameters are capped at 100 characters, tokens are longer.
const tokenQuery = z.object({ token: z.string().max(2048) });
const ENCRYPT_TTL_S = { min: 60, max: 7 * 24 * 3600, default: 3600 };

/**
 * Pre-signed PUT uploads and encrypted file URLs (docs/reference.md#api "Upload": file/preSignatureUrl
 * and file/encrypt).
 *
 * file/preSignatureUrl runs the checks of the multipart upload up front (type, belong, format list, size
 * limits, key layout), fixes the storage key and answers a URL valid for 15 minutes whose token carries an
 * HMAC over the key, max size, content type, expiry and group. The PUT to it (public: the signature is the
 * credential) streams through the same code as the multipart path: streamToTemp with the size cap,
 * checkContent (magic bytes, SVG sanitising), storeFile (durable, row recorded for the group). The key's
 * existence is the single-use guard: the file is linked into place only when the name is still free.
 *
 * file/encrypt: files are served publicly under unguessable keys that never expire. To hand out one of
 * the group's files for a limited time without revealing (or being able to derive) its permanent URL,
 * file/encrypt answers a URL whose token is the storage key and an expiry encrypted with AES-256-GCM under
 * a key derived from the app secret; GET /file/encrypted?token= decrypts and checks it on every request.
 */
export const signedUrlRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['uploads'];
  const storage = storageFor(app.config);
  const signer = new UploadSigner(app.config.secret);
  const base = `${app.config.basePath}api/file`;

  /** Reads, checks and stores the body of a claimed pre-signed PUT. */
  const receiveSigned = async (req: FastifyRequest, reply: FastifyReply, c: PutClaims) => {
    // The rest of an oversized body is never read, so the connection cannot be reused after the 413.
    const tooLarge = () => {
      void reply.header('Connection', 'close');
      return new AppError(413, 'tooLarge');
    };
    if (Number(req.headers['content-length'] ?? 0) > c.m) throw tooLarge();
    const body = req.body as Readable | undefined;
    if (!body || typeof body.pipe !== 'function') throw badRequest(UPLOAD_MSG.format);
    let got: { tempFile: string; size: number };
    try {
      // Read through an iterator that leaves the request alone when the cap stops reading: destroying
      // the request itself would surface the cap error a second time, unhandled.
      got = await streamToTemp(Readable.from(body.iterator({ destroyOnReturn: false })), storage, c.m);
    } catch (e) {
      if (e instanceof CapExceeded) throw tooLarge();
      throw e;
    }
    try {
      const ext = c.k.slice(c.k.lastIndexOf('.') + 1);
      const type = await checkContent(got.tempFile, ext);
      const stored = await storeFile(
        app.db,
        storage,
        { groupId: c.g, userId: c.u },
        {
          tempFile: got.tempFile,
          folder: c.k.slice(0, c.k.lastIndexOf('/')),
          type,
          fileName: c.n,
          size: got.size,
          key: c.k,
        },
      );
      return ok({
        fileUrl: fileUrlOf(app.config.basePath, stored.key),
        uploadId: stored.id,
        path: stored.key,
        name: c.n,
        size: got.size,
      });
    } finally {
      await storage.discard(got.tempFile);
    }
  };

  app.post(
    '/file/preSignatureUrl',
    {
      schema: {
        tags,
        summary: 'A pre-signed PUT URL (15 min, single use) for one upload',
        body: preSignBody,
        response: answers(preSignAnswer),
      },
      config: { access: access.perm('resourceEdit') },
    },
    async (req) => {
      const ctx = requireGroup(req);
      const b = req.body;
      const fileName = b.fileName ?? (b.ext ? `file.${b.ext}` : undefined);
      if (!fileName) throw badRequest(UPLOAD_MSG.missing);
      const target = b.target ?? b.belong;
      const plan = planUpload(
        ctx,
        { ...b, target: target === undefined ? undefined : String(target) },
        fileName,
      );
      const fileType = FILE_TYPES.get(plan.ext);
      if (!fileType) throw badRequest(UPLOAD_MSG.format);
      if (b.size > uploadMaxBytes()) throw new AppError(413, 'tooLarge');
      const verifyMb = Number(b.sizeVerify);
      if (Number.isFinite(verifyMb) && verifyMb > 0 && b.size > verifyMb * 1024 * 1024)
        throw badRequest(UPLOAD_MSG.tooBig(verifyMb));
      const key = `${plan.folder}/${randomName()}.${fileType.ext}`;
      const expiresAt = Date.now() + PUT_TTL_MS;
      const token = signer.signPut({
        k: key,
        m: b.size,
        c: fileType.mime,
        e: expiresAt,
        g: ctx.groupId,
        u: ctx.userId,
        n: plan.name,
      });
      return ok({
        url: `${base}/signed-put?token=${token}`,
        method: 'PUT' as const,
        headers: { 'Content-Type': fileType.mime },
        fileUrl: fileUrlOf(app.config.basePath, key),
        path: key,
        maxSize: b.size,
        expiresAt: new Date(expiresAt).toISOString(),
      });
    },
  );

  // Its own scope: the PUT body must reach the handler as a raw stream whatever its content type, which
  // means no JSON or multipart parser may consume it first.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    scope.put(
      '/file/signed-put',
      {
        schema: {
          tags,
          summary: 'Body of a pre-signed upload (public: the signature is the credential)',
          response: answers(storedFileAnswer),
        },
        config: { access: access.public },
      },
      async (req, reply) => {
        const query = tokenQuery.safeParse(req.query);
        if (!query.success) throw new AppError(400, UPLOAD_MSG.badSignature);
        const { token } = query.data;
        const c = signer.verifyPut(token);
        if (!c) throw forbidden(UPLOAD_MSG.badSignature);
        const declared = String(req.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        if (declared !== c.c) throw forbidden(UPLOAD_MSG.badSignature);
        // The claim, not the store, makes the URL single use: exactly one PUT of it gets the key, in
        // any process (claims.ts). The existence check still refuses URLs used before claims were kept.
        if (
          !(await claimSignedKey(app.db, { key: c.k, groupId: c.g, userId: c.u, expiresAt: new Date(c.e) }))
        )
          throw forbidden(UPLOAD_MSG.urlUsed);
        sweepSoon(app.db, storage, req.log);
        try {
          if (await storage.exists(c.k)) throw forbidden(UPLOAD_MSG.urlUsed);
          return await receiveSigned(req, reply, c);
        } catch (e) {
          // Nothing was kept: the URL may be tried again until it expires.
          await releaseSignedKey(app.db, c.k).catch(() => undefined);
          throw e;
        }
      },
    );
  });

  app.post(
    '/file/encrypt',
    {
      schema: {
        tags,
        summary: "A time-limited encrypted URL for one of the group's files",
        body: encryptBody,
        response: answers(encryptedUrlAnswer),
      },
      config: { access: access.perm('resourceView') },
    },
    async (req) => {
      const ctx = requireGroup(req);
      const key = keyOfUrl(app.config.basePath, req.body.fileUrl);
      const ttl = req.body.expiresIn ?? ENCRYPT_TTL_S.default;
      if (!key || ttl < ENCRYPT_TTL_S.min || ttl > ENCRYPT_TTL_S.max) throw badRequest(UPLOAD_MSG.encryptBad);
      await uploadOfGroup(app.db, ctx.groupId, key);
      const expiresAt = Date.now() + ttl * 1000;
      return ok({
        url: `${base}/encrypted?token=${signer.encryptFile({ k: key, e: expiresAt })}`,
        expiresAt: new Date(expiresAt).toISOString(),
      });
    },
  );

  app.get(
    '/file/encrypted',
    {
      schema: {
        tags,
        summary: 'A file behind an encrypted URL (public until it expires)',
        querystring: tokenQuery,
        // No response schema: the answer is the file's bytes, streamed.
      },
      config: { access: access.public },
    },
    async (req, reply) => {
      const c = signer.decryptFile(req.query.token);
      if (!c) throw forbidden(UPLOAD_MSG.badSignature);
      const left = Math.max(0, Math.floor((c.e - Date.now()) / 1000));
      return sendStored(reply, storage, c.k, `private, max-age=${left}`);
    },
  );
};
