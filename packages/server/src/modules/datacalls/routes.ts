/**
 * The data calls of docs/reference.md#api / docs/reference.md#api that are not source management:
 *
 * ── Members (Authorization + Current-Group; data view, project view or project edit) ─────────────────
 * POST /api/remote/data/router/version   {}  → {version, count, updateTime}
 *      A stamp of the group's global routers; it changes with every add, edit or delete, so a client
 *      reloads its routers only when the stamp differs from the one it loaded them under.
 * POST /api/remote/data/mapping          {requestType: 1, data, mapingJson, componentType, target?}
 *      → the mapped data (the model's `mapData`: the same field mapping the browser runs).
 * POST /api/remote/data/mapping/batch    {list: [mapping request + optional id] (≤ 200)}
 *      → [{id?, data}] in the order asked.
 *
 * ── Share pages (no bearer token; signed like every share call: share-token, timestamp, nonce, sign —
 *    see shares/verify.ts; the share id is in the signed body) ─────────────────────────────────────────
 * POST /api/open/share/getFileValue                    {sid, id, page?, limit?}
 *      → {format, columns, total, data}: rows of a FILE source the shared project uses.
 * POST /api/resource/raydb-resource/tokenApiInfoByUid  {sid, tokenUid}
 *      → {tokenUid, name, authenticationType, requestType, bodyType, header, prefix, path, ttlSeconds}:
 *      how a token configuration the shared project uses authenticates, never a URL, key or secret.
 * Anything the shared project does not use, and anything of another group, answers 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapData } from '@twincanvas/model';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { assertMayUseData } from '../datasources/index.js';
import { shareVerifier } from '../shares/index.js';
import { mappingBatchBody, mappingBody, routerVersionBody, sharedFileBody, tokenInfoBody } from './schema.js';
import { routerVersion, sharedFileValue, sharedTokenInfo } from './service.js';

/** The answers to share pages: a file's rows (the owner's data), a token's non-secret settings. */
const sharedFileAnswer = z.object({
  format: z.string(),
  columns: z.array(z.string()),
  total: z.number(),
  data: z.array(z.unknown()),
});
const tokenInfoAnswer = z.object({
  tokenUid: z.string(),
  name: z.string(),
  authenticationType: z.number(),
  requestType: z.string(),
  bodyType: z.number(),
  header: z.string(),
  prefix: z.string(),
  path: z.string(),
  ttlSeconds: z.number(),
});

export const dataCallRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['data calls'];
  // The share calls are signed over the exact body: this plugin keeps raw JSON bodies (its own scope).
  const verifier = shareVerifier(app);

  app.post(
    '/remote/data/router/version',
    {
      schema: {
        tags,
        summary: 'Version stamp of the group’s global routers (changes with every add, edit, delete)',
        body: routerVersionBody,
        response: answers(
          z.object({ version: z.string(), count: z.number(), updateTime: z.number().nullable() }),
        ),
      },
      config: { access: access.member },
    },
    async (req) => {
      const a = requireGroup(req);
      assertMayUseData(a);
      return ok(await routerVersion(app.db, a.groupId));
    },
  );

  app.post(
    '/remote/data/mapping',
    {
      schema: {
        tags,
        summary: 'Field mapping of one answer (requestType 1, data, mapingJson, componentType)',
        body: mappingBody,
        // The mapped rows of the caller's own data: a data path, kept to the envelope.
        response: answers(z.unknown()),
      },
      config: { access: access.member },
    },
    async (req) => {
      assertMayUseData(requireGroup(req));
      return ok(mapData(req.body));
    },
  );

  app.post(
    '/remote/data/mapping/batch',
    {
      schema: {
        tags,
        summary: 'Field mapping of several answers, in order',
        body: mappingBatchBody,
        response: answers(z.array(z.object({ id: z.string().optional(), data: z.unknown() }))),
      },
      config: { access: access.member },
    },
    async (req) => {
      assertMayUseData(requireGroup(req));
      return ok(
        req.body.list.map((m) => ({ ...(m.id !== undefined ? { id: m.id } : {}), data: mapData(m) })),
      );
    },
  );

  app.post(
    '/open/share/getFileValue',
    {
      schema: {
        tags,
        summary: 'Rows of a file source the shared project uses (signed share request)',
        body: sharedFileBody,
        security: [],
        response: answers(sharedFileAnswer),
      },
      config: { licence: 'opening', access: access.public },
    },
    async (req) => {
      const share = await verifier.verify(req, req.body.sid);
      return ok(await sharedFileValue(app.db, app.documents, share, req.body));
    },
  );

  app.post(
    '/resource/raydb-resource/tokenApiInfoByUid',
    {
      schema: {
        tags,
        summary:
          'Non-secret settings of a token configuration the shared project uses (signed share request)',
        body: tokenInfoBody,
        security: [],
        response: answers(tokenInfoAnswer),
      },
      config: { licence: 'opening', access: access.public },
    },
    async (req) => {
      const share = await verifier.verify(req, req.body.sid);
      return ok(await sharedTokenInfo(app.db, app.documents, share, req.body.tokenUid));
    },
  );
};
