import { createHmac, timingSafeEqual } from 'node:crypto';
import multipart from '@fastify/multipart';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploads } from '../../db/schema/index.js';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { deriveKey } from '../../lib/tokens.js';
import { storageFor } from '../../storage/index.js';
import { newUploadKey, CapExceeded, streamToTemp } from '../uploads/index.js';
import { fileReader, inspectArchive, storageReader, type ArchiveInfo } from './archive.js';
import { parseRange } from './range.js';
import { UUID } from '../../lib/uuid.js';

/** The kind of the upload rows of tile archives (the archive's header facts live in the file). */
const KIND = 'map-tiles';
const MIME = 'application/vnd.pmtiles';

const idBody = z.object({ id: z.string().regex(UUID, 'an archive id') });
const fileParams = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.pmtiles$/i, '<id>.pmtiles') });
const tokenQuery = z.object({ t: z.string().max(64).optional() });

/**
 * A tile archive as the calls answer it: the upload row's id, name, size and time, never its storage key;
 * the header facts (archive.ts ArchiveInfo) when the file could be read.
 */
const archiveAnswer = z.object({
  id: z.string(),
  // The archive's own name from its metadata when it has one (then possibly null), else the file's.
  name: z.string().nullable(),
  size: z.number(),
  createdAt: z.date(),
  url: z.string(),
  kind: z.enum(['vector', 'raster']).optional(),
  tileFormat: z.string().optional(),
  minZoom: z.number().optional(),
  maxZoom: z.number().optional(),
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  center: z.tuple([z.number(), z.number(), z.number()]).optional(),
  attribution: z.string().nullable().optional(),
  vectorLayers: z.array(z.string()).optional(),
});

export const TILES_MSG = {
  tooBig: (mb: number) => ({
    zh: `地图瓦片包不能超过 ${mb} MB（可用 MAP_TILES_MAX_MB 调整）`,
    en: `A tile archive may not exceed ${mb} MB (MAP_TILES_MAX_MB sets the limit)`,
  }),
  noFile: { zh: '请选择一个 .pmtiles 文件（字段 file）', en: 'Choose a .pmtiles file (field "file")' },
  badToken: { zh: '瓦片地址无效或已删除', en: 'The tile address is invalid or the archive was deleted' },
  notFound: { zh: '地图瓦片包不存在', en: 'No such tile archive' },
};

/**
 * PMTiles archives for detailed offline base maps (docs/maps.md). An administrator (resourceEdit)
 * uploads one file of vector or raster tiles; its header is checked with the pmtiles reader; it is stored
 * with the other uploads and recorded as an upload row of kind `map-tiles` of the group. The browser's
 * pmtiles protocol reads it with HTTP range requests from GET /api/map/tiles/<id>.pmtiles?t=<token>:
 * the token is an HMAC of the id (no expiry: a big screen runs for weeks), handed out only to members
 * of the owning group by `list`, and dead once the archive is deleted.
 */
export const mapTileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['map tiles'];
  const storage = storageFor(app.config);
  const maxBytes = app.config.mapTilesMaxMb * 1024 * 1024;
  const key = deriveKey(app.config.secret, 'map-tiles-url');
  const tokenOf = (id: string) => createHmac('sha256', key).update(id).digest('base64url').slice(0, 32);
  const urlOf = (id: string) => `${app.config.basePath}api/map/tiles/${id}.pmtiles?t=${tokenOf(id)}`;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 6 } });

  const answer = (row: typeof uploads.$inferSelect, info: ArchiveInfo | null) => ({
    id: row.id,
    name: row.fileName,
    size: row.size,
    createdAt: row.createdAt,
    url: urlOf(row.id),
    ...(info ?? {}),
  });

  app.post(
    '/map/tiles/upload',
    {
      schema: {
        tags,
        summary: 'Upload a PMTiles archive (multipart field "file"); its header is checked',
        consumes: ['multipart/form-data'],
        response: answers(archiveAnswer),
      },
      config: { access: access.perm('resourceEdit') },
    },
    async (req) => {
      const ctx = requireGroup(req);
      if (!req.isMultipart()) throw badRequest(TILES_MSG.noFile);
      const part = await req.file().catch(() => undefined);
      if (!part || part.fieldname !== 'file') throw badRequest(TILES_MSG.noFile);
      let temp;
      try {
        temp = await streamToTemp(part.file, storage, maxBytes);
      } catch (e) {
        if (e instanceof CapExceeded || (e as { statusCode?: number }).statusCode === 413)
          throw new AppError(413, TILES_MSG.tooBig(app.config.mapTilesMaxMb));
        throw e;
      }
      // @fastify/multipart truncates at its own limit rather than throwing.
      if (part.file.truncated) {
        await storage.discard(temp.tempFile);
        throw new AppError(413, TILES_MSG.tooBig(app.config.mapTilesMaxMb));
      }
      try {
        const reader = await fileReader(temp.tempFile);
        const info = await inspectArchive(reader.read, temp.size).finally(reader.close);
        const storageKey = newUploadKey('.pmtiles');
        await storage.commit(temp.tempFile, storageKey);
        const name =
          [...part.filename]
            .filter((c) => c >= ' ' && c !== '/' && c !== '\\')
            .join('')
            .slice(0, 200) || 'tiles.pmtiles';
        try {
          const [row] = await app.db
            .insert(uploads)
            .values({
              groupId: ctx.groupId,
              userId: ctx.userId,
              storageKey,
              fileName: name,
              mime: MIME,
              size: temp.size,
              kind: KIND,
            })
            .returning();
          return ok(answer(row!, info));
        } catch (e) {
          await storage.remove(storageKey).catch(() => undefined);
          throw e;
        }
      } finally {
        await storage.discard(temp.tempFile);
      }
    },
  );

  const rowOf = async (id: string, groupId?: string) => {
    const [row] = await app.db
      .select()
      .from(uploads)
      .where(
        and(eq(uploads.id, id), eq(uploads.kind, KIND), ...(groupId ? [eq(uploads.groupId, groupId)] : [])),
      );
    return row;
  };

  app.post(
    '/map/tiles/list',
    {
      schema: {
        tags,
        summary: "The group's tile archives with their header facts and tile URLs",
        response: answers(z.object({ list: z.array(archiveAnswer.extend({ missing: z.boolean() })) })),
      },
      config: { access: access.perm('resourceView') },
    },
    async (req) => {
      const ctx = requireGroup(req);
      const rows = await app.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.groupId, ctx.groupId), eq(uploads.kind, KIND)))
        .orderBy(desc(uploads.createdAt))
        .limit(500);
      const list = [];
      // Header facts are read from each file (a few kilobytes each): the row keeps no copy to go stale.
      for (const row of rows) {
        const info = await inspectArchive(storageReader(storage, row.storageKey), row.size).catch(() => null);
        list.push({ ...answer(row, info), missing: !info });
      }
      return ok({ list });
    },
  );

  app.post(
    '/map/tiles/delete',
    {
      schema: {
        tags,
        summary: 'Delete a tile archive (its URL stops working)',
        body: idBody,
        response: answers(z.object({ id: z.string(), deleted: z.boolean() })),
      },
      config: { access: access.perm('resourceEdit') },
    },
    async (req) => {
      const row = await rowOf(req.body.id, requireGroup(req).groupId);
      if (!row) throw notFound(TILES_MSG.notFound);
      await app.db.delete(uploads).where(eq(uploads.id, row.id));
      await storage.remove(row.storageKey);
      return ok({ id: row.id, deleted: true });
    },
  );

  app.get(
    '/map/tiles/:file',
    {
      schema: {
        tags,
        summary: 'The archive bytes by HTTP range (206, Content-Range, ETag; 416 for bad ranges)',
        params: fileParams,
        querystring: tokenQuery,
        // None: the archive's bytes by range, not the envelope.
      },
      config: { access: access.public },
    },
    async (req, reply) => {
      const id = req.params.file.slice(0, 36).toLowerCase();
      const given = Buffer.from(req.query.t ?? '');
      const expected = Buffer.from(tokenOf(id));
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError(403, TILES_MSG.badToken);
      const row = await rowOf(id);
      if (!row) throw new AppError(404, TILES_MSG.badToken);
      const etag = `"${row.id.replace(/-/g, '').slice(0, 16)}-${row.size.toString(36)}"`;
      const range = parseRange(req.headers.range, row.size);
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .type(MIME);
      if (range === 'unsatisfiable')
        return reply.code(416).header('content-range', `bytes */${row.size}`).send();
      // If-Range with another version: the whole file, as RFC 9110 says (the reader then refetches).
      const ifRange = req.headers['if-range'];
      const honoured = range && (!ifRange || ifRange === etag) ? range : null;
      if (!honoured && req.headers['if-none-match'] === etag) return reply.code(304).send();
      const file = await storage.open(row.storageKey, honoured ?? undefined);
      if (!file) throw new AppError(404, TILES_MSG.notFound);
      if (!honoured) return reply.header('content-length', file.size).send(file.stream);
      return reply
        .code(206)
        .header('content-range', `bytes ${honoured.start}-${honoured.end}/${file.size}`)
        .header('content-length', honoured.end - honoured.start + 1)
        .send(file.stream);
    },
  );
};
