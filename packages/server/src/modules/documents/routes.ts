import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok, okWith } from '../../http/envelope.js';
import { declaredProject } from './openProject.js';
import { idCodeQuery, idCodeSaveBody, projectRef, saveBody } from './schema.js';

/**
 * A project document is what its users built (any component, any property) and the editor's hottest
 * read: kept to the envelope, not parsed field by field again.
 */
const documentAnswer = answers(z.unknown());

/** service.ts SaveResult: saved (with the earlier edits it overwrote), or refused with the reason. */
const saveAnswer = answers(
  z.union([
    z.object({
      subCode: z.literal(0),
      revision: z.number(),
      rowsWritten: z.number(),
      overwritten: z.array(
        z.object({
          path: z.string(),
          revision: z.number(),
          componentId: z.string(),
          componentName: z.string(),
          property: z.string(),
        }),
      ),
    }),
    z.object({
      subCode: z.union([z.literal(1), z.literal(2)]),
      revision: z.number(),
      reason: z.object({ zh: z.string(), en: z.string() }),
    }),
  ]),
);

/**
 * Project documents: read and save (per-node ops) (docs/reference.md#api, project/detail/v2), and the same
 * calls by projectFlag (/project/id-code/v2/*); import and export are the projects area's (transferRoutes.ts). Every call declares
 * its project (`config.resource`): openProject (grants and the expired-trial lock) runs before the handler.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['documents'];

  const query = async (req: FastifyRequest) => {
    const a = requireGroup(req);
    const p = declaredProject(req);
    return ok(await app.documents.query(a.groupId, { projectId: p.id }));
  };

  const save = async (
    req: FastifyRequest,
    body: { baseRevision: number; opts: unknown[]; clientId?: string | undefined; goal?: string | undefined },
  ) => {
    const a = requireGroup(req);
    const p = declaredProject(req);
    const res = await app.documents.save({
      groupId: a.groupId,
      userId: a.userId,
      projectId: p.id,
      baseRevision: body.baseRevision,
      ops: body.opts,
      clientId: body.clientId,
    });
    // The goal names the edits (un_/re_ for undo and redo, docs/reference.md#history): the request log tells an
    // undo from the edit it undoes.
    req.log.info({ projectId: p.id, goal: body.goal ?? '', subCode: res.subCode }, 'document save');
    return res.subCode === 0 ? ok(res) : okWith(req, res, res.reason);
  };

  app.post(
    '/project/detail/v2/query',
    {
      schema: {
        tags,
        summary: 'The whole project document (assembled from its node rows) and revision',
        body: projectRef,
        response: documentAnswer,
      },
      config: {
        licence: 'opening',
        access: access.perm('projectView'),
        resource: { type: 'project', op: 'view', from: { id: 'projectId', flag: 'projectFlag' } },
      },
    },
    async (req) => query(req),
  );

  app.get(
    '/project/id-code/v2/query',
    {
      schema: {
        tags,
        summary: 'The project document by projectFlag (alias of detail query)',
        querystring: idCodeQuery,
        response: documentAnswer,
      },
      config: {
        licence: 'opening',
        access: access.perm('projectView'),
        resource: { type: 'project', op: 'view', from: { flag: 'projectFlag' } },
      },
    },
    async (req) => query(req),
  );

  for (const url of ['/project/detail/v2/save', '/project/detail/v2/save/v1']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Apply operations in one transaction; data.subCode 0 saved, 1 refused, 2 conflict',
          body: saveBody,
          response: saveAnswer,
        },
        config: {
          licence: 'opening',
          access: access.perm('projectEdit'),
          resource: { type: 'project', op: 'edit', from: { id: 'projectId' } },
        },
      },
      async (req) => save(req, req.body),
    );
  }

  app.post(
    '/project/id-code/v2/save',
    {
      schema: {
        tags,
        summary: 'Save operations by projectFlag (same as project/detail/v2/save)',
        body: idCodeSaveBody,
        response: saveAnswer,
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        resource: { type: 'project', op: 'edit', from: { flag: 'projectFlag' } },
      },
    },
    async (req) => save(req, req.body),
  );
};
