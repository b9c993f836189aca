/**
 * Data-source management (docs/reference.md#api: /remote/source/*) and the data proxy.
 *
 * ── The proxy: POST /api/previewData/getData ─────────────────────────────────────────────────────────
 * Headers: Authorization + Current-Group (a member holding dataView, projectView or projectEdit).
 * Body:    { "data": base64(UTF-8 JSON of { type, param }) }
 *   type   source kind name or database type code: 'api'|0, 'mysql'|1, 'oracle'|3, 'sqlServer'|4,
 *          'postgreSQL'|5, 'DAYU'|6, 'file', 'socket' (a stored source's own kind wins over it)
 *   param  { sourceId?    stored source id — required for every kind but api
 *            url?         api without a stored source (with one, the stored URL is used)
 *            requestType? 'GET' | 'POST'
 *            headers?     {name: value} or [{key, value}]
 *            params?      {name: value} query parameters (api)
 *            bodyType?    0 none | 1 form | 2 json;  body?  string or JSON value
 *            sql?         SQL kinds; `${name}` / '${name}' become bound parameters, never text
 *            variables? / paramVars?  {name: value} or [{name, value}] — fill ${name} everywhere }
 * Answer:  { code: '0', data: { data: <decoded JSON answer | rows [{column: value}]>,
 *            meta: { upstreamMs, serverMs, status?, rows?, truncated?, columns? } } }
 *          socket sources answer data {url, reconnectAttempts, reconnectIntervalMs, heartbeatMs,
 *          forcedDisconnectMs}: the browser connects itself.
 * Access:  SQL text of the caller's own (param.sql) needs the data-management permission, unless it
 *          is SQL already stored for that source (sqlAccess.ts): viewers run saved queries only.
 * Errors:  400 refused by a guard (private address, write SQL …) or incomplete settings,
 *          404 unknown source (also another group's), 502 (code '500') the upstream failed or timed out.
 * Server code reuses the same path through service.ts `runSourceRequest(db, groupId, request, vars)`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { sendBatchLines } from '../../http/batchLines.js';
import { ok, okWith, sendJson } from '../../http/envelope.js';
import { MESSAGES, langOf } from '../../http/messages.js';
import { openLeases } from '../../lib/leases.js';
import {
  deleteCheckAnswer,
  fileValueAnswer,
  proxyAnswer,
  sourcePage,
  sourceView,
  testAnswer,
  tokenListAnswer,
  uploadAnswer,
} from './answers.js';
import { buildDataEnv } from './env.js';
import { uploadFile } from './files.js';
import { assertMayUseData } from './mayUse.js';
import { decodeProxyBody, runSourceRequest } from './run.js';
import { assertMayRunSql } from './sqlAccess.js';
import {
  fileValueBody,
  getDataBatchBody,
  getDataBody,
  idsBody,
  pageBody,
  pageByTypeBody,
  saveSourceBody,
  saveSourceParams,
  shipBody,
  testBody,
  uidBody,
  uploadBody,
} from './schema.js';
import {
  deleteCheck,
  deleteSources,
  fileValue,
  listSources,
  moveSources,
  saveSource,
  tokenList,
  toView,
} from './service.js';
import { sourceRow } from './stored.js';
import { testConnection } from './testConnection.js';

const ctxOf = (a: { groupId: string; userId: string }) => ({ groupId: a.groupId, userId: a.userId });

export const dataSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  // With REDIS_URL the per-group upstream cap counts across every server process (run.ts).
  const shared = openLeases(app.config.redisUrl, (err) =>
    app.log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'upstream cap: Redis unavailable',
    ),
  );
  app.addHook('onClose', async () => shared.close());
  const env = buildDataEnv(app.config, app.log, shared.leases);
  const tags = ['data sources'];
  const view = access.perm('dataView');
  const edit = access.perm('dataEdit');

  app.post(
    '/remote/source/queryPage',
    {
      schema: {
        tags,
        summary: 'Sources of the group: keyword (matching first), page, limit',
        body: pageBody,
        response: answers(sourcePage),
      },
      config: { access: view },
    },
    async (req) => ok(await listSources(app.db, env, requireGroup(req).groupId, req.body)),
  );

  app.post(
    '/remote/source/queryPageByType',
    {
      schema: {
        tags,
        summary: 'Sources of one kind (name or type code), paged',
        body: pageByTypeBody,
        response: answers(sourcePage),
      },
      config: { access: view },
    },
    async (req) => ok(await listSources(app.db, env, requireGroup(req).groupId, req.body)),
  );

  app.post(
    '/remote/source/queryByUid',
    {
      schema: {
        tags,
        summary: 'One source; credentials only as has* flags and masks',
        body: uidBody,
        response: answers(sourceView),
      },
      config: { access: view },
    },
    async (req) => ok(toView(env, await sourceRow(app.db, requireGroup(req).groupId, req.body.uid))),
  );

  const save = async (a: { groupId: string; userId: string }, body: Parameters<typeof saveSource>[3]) =>
    saveSource(app.db, env, ctxOf(a), body);

  app.post(
    '/remote/source/saveOrUpdate',
    {
      schema: {
        tags,
        summary: 'Create a source, or update it when id is given',
        body: saveSourceBody,
        response: answers(sourceView),
      },
      config: { access: edit },
    },
    async (req) => okWith(req, await save(requireGroup(req), req.body), 'saved'),
  );

  app.post(
    '/remote/source/saveOrUpdate/:id',
    {
      schema: {
        tags,
        summary: 'Update the source named in the path',
        params: saveSourceParams,
        body: saveSourceBody,
        response: answers(sourceView),
      },
      config: { access: edit },
    },
    async (req) => okWith(req, await save(requireGroup(req), { ...req.body, id: req.params.id }), 'saved'),
  );

  app.post(
    '/remote/source/saveOrUpdateTwins',
    {
      schema: {
        tags,
        summary: 'Create or update a digital-twin platform source (kind twins: a twin API path and body)',
        // The kind is always twins here, so it may be left out.
        body: saveSourceBody.partial({ type: true }),
        response: answers(sourceView),
      },
      config: { access: edit },
    },
    async (req) => okWith(req, await save(requireGroup(req), { ...req.body, type: 'twins' }), 'saved'),
  );

  app.post(
    '/remote/source/delete/authorize',
    {
      schema: {
        tags,
        summary:
          'Before deleting: may these go, and which projects use them (those the caller cannot view, and any beyond 50, only counted in otherProjects)',
        body: idsBody,
        response: answers(deleteCheckAnswer),
      },
      config: { access: edit },
    },
    async (req) => ok(await deleteCheck(app.db, requireGroup(req), req.body.ids)),
  );

  app.post(
    '/remote/source/delete',
    {
      schema: {
        tags,
        summary: 'Delete sources (all or nothing)',
        body: idsBody,
        response: answers(z.object({ deleted: z.number() })),
      },
      config: { access: edit },
    },
    async (req) =>
      okWith(req, await deleteSources(app.db, requireGroup(req).groupId, req.body.ids), 'deleted'),
  );

  app.post(
    '/remote/source/saveOrUpdateUpLoadData',
    {
      schema: {
        tags,
        summary: 'Upload a CSV/XLSX/JSON file (base64): preview, or store as a file source',
        body: uploadBody,
        response: answers(uploadAnswer),
      },
      config: { access: edit },
    },
    async (req) => ok(await uploadFile(app.db, env, ctxOf(requireGroup(req)), req.body)),
  );

  app.post(
    '/remote/source/getFileValue',
    {
      schema: {
        tags,
        summary: 'Rows of a file source',
        body: fileValueBody,
        // Up to 50,000 rows of the file: the rows themselves are not parsed again (fileRows).
        response: answers(fileValueAnswer),
      },
      config: { access: view },
    },
    async (req) => {
      const b = req.body;
      return ok(await fileValue(app.db, requireGroup(req).groupId, b.id, b.page, b.limit));
    },
  );

  app.post(
    '/remote/source/queryTokenList',
    {
      schema: {
        tags,
        summary: 'Token configurations (api sources with authenticationType 2)',
        response: answers(tokenListAnswer),
      },
      config: { access: view },
    },
    async (req) => ok(await tokenList(app.db, requireGroup(req).groupId)),
  );

  app.post(
    '/remote/source/addOffLineDadaResourceShip',
    {
      schema: {
        tags,
        summary: 'Put sources into a data-source group (group type 7), or none with null',
        body: shipBody,
        response: answers(z.object({ moved: z.number() })),
      },
      config: { access: edit },
    },
    async (req) =>
      ok(await moveSources(app.db, ctxOf(requireGroup(req)), req.body.groupManagementId, req.body.ids)),
  );

  app.post(
    '/remote/source/testConnection',
    {
      schema: {
        tags,
        summary:
          'Try a stored or unsaved source once; answers success, ms, message, sample, warning (superuser-like account)',
        body: testBody,
        response: answers(testAnswer),
      },
      config: { access: edit },
    },
    async (req) => {
      const r = await testConnection(app.db, env, requireGroup(req).groupId, req.body);
      const lang = langOf(req.headers['accept-language']);
      return ok({
        ...r,
        message: r.message ? r.message[lang] : '',
        warning: r.warning ? r.warning[lang] : '',
      });
    },
  );

  app.post(
    '/previewData/getData',
    {
      schema: {
        tags,
        summary: 'The data proxy: base64 JSON {type, param} → data (contract at the top of routes.ts)',
        body: getDataBody,
        // Documentation only: sendJson answers prepared JSON text, which the serializer does not see.
        response: answers(proxyAnswer),
      },
      config: { licence: 'opening', access: access.member },
    },
    async (req, reply) => {
      const a = requireGroup(req);
      assertMayUseData(a);
      return sendJson(reply, ok(await proxy(a, req.body.data)));
    },
  );

  app.post(
    '/previewData/getData/batch',
    {
      schema: {
        tags,
        summary:
          'Many data-proxy requests in one call (an editor or preview page refreshing many charts); answered as JSON lines {i, code, …}, each as soon as its item is done',
        body: getDataBatchBody,
        // None: the answer is a stream of JSON lines (http/batchLines.ts), not one envelope.
      },
      config: { licence: 'opening', access: access.member },
    },
    async (req, reply) => {
      const a = requireGroup(req);
      assertMayUseData(a);
      return sendBatchLines(
        req,
        reply,
        req.body.items.map((item) => proxy(a, item.data)),
        MESSAGES.internal,
      );
    },
  );

  /** One proxy request, checked as the caller's: the answer's data and its timing. */
  async function proxy(a: ReturnType<typeof requireGroup>, body: string) {
    const started = performance.now();
    const { request, variables } = decodeProxyBody(body);
    await assertMayRunSql(app.db, a, request);
    const res = await runSourceRequest(app.db, a.groupId, request, variables, env);
    return { data: res.json ?? res.data, meta: { ...res.meta, serverMs: performance.now() - started } };
  }
};
