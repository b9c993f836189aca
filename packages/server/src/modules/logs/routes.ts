import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers, answersNothing } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { tooMany } from '../../http/errors.js';
import { EXPORT_TYPES, addLogBody, logExportBody, logListBody, pageLogBody, webLogBody } from './schema.js';
import { exportLogs, listLogs, recordLog } from './service.js';
import { saveWebLog, WEB_LOG_RATE } from './weblog.js';

/** service.ts LogItem, a page of them. */
const logPage = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      typeName: z.string(),
      operatorId: z.string().nullable(),
      operatorName: z.string(),
      projectId: z.string().nullable(),
      projectName: z.string(),
      content: z.string(),
      createdAt: z.string(),
    }),
  ),
  total: z.number(),
  totalPage: z.number(),
  curPage: z.number(),
  limit: z.number(),
});

/** The operation log of the current group (docs/reference.md#workspace, docs/reference.md#api). */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['logs'];

  app.post(
    '/log-record/list',
    {
      schema: {
        tags,
        summary:
          'Records filtered by type, operatorName, projectName, st, et; 9 a page (records about folders or projects the caller cannot view left out)',
        body: logListBody,
        response: answers(logPage),
      },
      config: { access: access.perm('logView') },
    },
    async (req) => {
      const { curPage, ...filter } = req.body;
      return ok(await listLogs(app.db, requireGroup(req), filter, curPage));
    },
  );

  app.post(
    '/log-record/export',
    {
      schema: {
        tags,
        summary: 'The filtered records as a CSV (formula-like cells neutralised) or XLSX file',
        body: logExportBody,
        // A CSV or XLSX file, not the envelope: nothing for the JSON serializer to check.
      },
      config: { access: access.perm('logView') },
    },
    async (req, reply) => {
      const { format, ...filter } = req.body;
      const file = await exportLogs(app.db, requireGroup(req), filter, format);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', EXPORT_TYPES[format])
        .header('content-disposition', `attachment; filename="log-record-${stamp}.${format}"`)
        .send(file);
    },
  );

  app.post(
    '/log-record/addLogRecord',
    {
      schema: {
        tags,
        summary: 'Record an operation the browser performs (preview, export, share…)',
        body: addLogBody,
        response: answersNothing,
      },
      config: {
        access: access.member,
        // A project the caller may not view is 404 like another group's: the record would name it.
        resource: { type: 'project', level: 'view', from: { id: 'projectId' }, optional: true },
      },
    },
    async (req) => {
      const a = requireGroup(req);
      const project = req.resource?.type === 'project' ? req.resource.row : null;
      await recordLog(app.db, {
        groupId: a.groupId,
        operatorId: a.userId,
        type: req.body.type,
        projectId: project?.id ?? null,
        projectName: project?.name ?? '',
        content: req.body.content ?? '',
      });
      return ok(null);
    },
  );

  app.post(
    '/log-record/logPageRecord',
    {
      schema: { tags, summary: 'Record a page visit', body: pageLogBody, response: answersNothing },
      config: { access: access.member },
    },
    async (req) => {
      const a = requireGroup(req);
      await recordLog(app.db, {
        groupId: a.groupId,
        operatorId: a.userId,
        type: 'page',
        content: req.body.content ? `${req.body.page} ${req.body.content}` : req.body.page,
      });
      return ok(null);
    },
  );

  app.post(
    '/web-log/save',
    {
      schema: {
        tags,
        summary:
          'A browser error or page log (rate-limited and size-capped per user); readable in the log list as type web',
        body: webLogBody,
        response: answersNothing,
      },
      config: { access: access.member },
    },
    async (req) => {
      const a = requireGroup(req);
      if (!(await app.limiter.hit(`web-log:${a.userId}`, WEB_LOG_RATE.limit, WEB_LOG_RATE.windowMs)))
        throw tooMany();
      await saveWebLog(app.db, a, req.body);
      return ok(null);
    },
  );
};
