import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import {
  addGlobalVariableBody,
  globalVariablePageAnswer,
  paramVariableAnswer,
  variableAnswer,
  addVariableBody,
  addVariablesBatchBody,
  deleteVariablesBody,
  globalVariablePageBody,
  paramVariablesBody,
  updateVariableBody,
  variableListBody,
} from './schema.js';
import { declaredProject } from '../documents/index.js';
import {
  addVariable,
  addVariablesBatch,
  deleteVariables,
  listVariables,
  pageGlobalVariables,
  resolveParamVariables,
  updateVariable,
} from './service.js';

const idAnswer = z.object({ id: z.string() });
const idsAnswer = z.object({ ids: z.array(z.string()).readonly() });

/**
 * Variables (docs/reference.md#data-binding, docs/reference.md#api): project variables under /project/variable/* (project permissions:
 * the project must be in the caller's group), the group's global variables under /remote/data/variable/*
 * (data-management permissions, like the global routers beside them). Project variables also need the
 * caller's grants on the project: view to read, edit to change, declared per route (`config.resource`) or,
 * for a variable named by id, checked on its own project (scope.ts projectById).
 */
export const variableRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['variables'];

  app.post(
    '/project/variable/list',
    {
      schema: {
        tags,
        summary: 'Variable list of a project (plus global variables)',
        body: variableListBody,
        response: answers(z.array(variableAnswer)),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectView'),
        resource: { type: 'project', level: 'view', from: { flag: 'projectFlag' } },
      },
    },
    async (req) =>
      ok(await listVariables(app.db, requireGroup(req), declaredProject(req), req.body.includeGlobal)),
  );

  app.post(
    '/project/variable/add',
    {
      schema: {
        tags,
        summary: 'Add a project variable (status 10001, optional router link)',
        body: addVariableBody,
        response: answers(idAnswer),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        resource: { type: 'project', level: 'edit', from: { flag: 'projectFlag' } },
      },
    },
    async (req) => {
      const { projectFlag, ...v } = req.body;
      const p = declaredProject(req);
      return ok(
        await addVariable(app.db, requireGroup(req), { kind: 'project', projectId: p.id, projectFlag }, v),
      );
    },
  );

  app.post(
    '/project/variable/addBatch',
    {
      schema: {
        tags,
        summary: 'Add variables in bulk: createBy, projectFlag, variableList → list of new ids',
        body: addVariablesBatchBody,
        response: answers(z.array(z.string())),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        resource: { type: 'project', level: 'edit', from: { flag: 'projectFlag' } },
      },
    },
    async (req) =>
      ok(await addVariablesBatch(app.db, requireGroup(req), declaredProject(req), req.body.variableList)),
  );

  app.post(
    '/project/variable/update',
    {
      schema: {
        tags,
        summary: 'Update a project variable',
        body: updateVariableBody,
        response: answers(idAnswer),
      },
      config: { licence: 'opening', access: access.perm('projectEdit') },
    },
    async (req) => ok(await updateVariable(app.db, requireGroup(req), false, req.body)),
  );

  app.post(
    '/project/variable/delete',
    {
      schema: {
        tags,
        summary: 'Delete project variables',
        body: deleteVariablesBody,
        response: answers(idsAnswer),
      },
      config: { licence: 'opening', access: access.perm('projectEdit') },
    },
    async (req) => ok(await deleteVariables(app.db, requireGroup(req), false, req.body.ids)),
  );

  app.post(
    '/project/variable/param',
    {
      schema: {
        tags,
        summary: 'Parameter variables ({userId}_{varId}) of pasted components made valid in a project',
        body: paramVariablesBody,
        response: answers(z.array(paramVariableAnswer)),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        resource: { type: 'project', level: 'edit', from: { flag: 'projectFlag' } },
      },
    },
    async (req) =>
      ok(await resolveParamVariables(app.db, requireGroup(req), declaredProject(req), req.body.variableList)),
  );

  app.post(
    '/remote/data/variable/queryPage',
    {
      schema: {
        tags,
        summary: 'Global variables of the group, paged',
        body: globalVariablePageBody,
        response: answers(globalVariablePageAnswer),
      },
      config: { access: access.perm('dataView') },
    },
    async (req) => ok(await pageGlobalVariables(app.db, requireGroup(req), req.body)),
  );

  app.post(
    '/remote/data/variable/add',
    {
      schema: {
        tags,
        summary: 'Add a global variable',
        body: addGlobalVariableBody,
        response: answers(idAnswer),
      },
      config: { access: access.perm('dataEdit') },
    },
    async (req) => ok(await addVariable(app.db, requireGroup(req), { kind: 'global' }, req.body)),
  );

  app.post(
    '/remote/data/variable/update',
    {
      schema: {
        tags,
        summary: 'Update a global variable',
        body: updateVariableBody,
        response: answers(idAnswer),
      },
      config: { access: access.perm('dataEdit') },
    },
    async (req) => ok(await updateVariable(app.db, requireGroup(req), true, req.body)),
  );

  app.post(
    '/remote/data/variable/delete',
    {
      schema: {
        tags,
        summary: 'Delete global variables',
        body: deleteVariablesBody,
        response: answers(idsAnswer),
      },
      config: { access: access.perm('dataEdit') },
    },
    async (req) => ok(await deleteVariables(app.db, requireGroup(req), true, req.body.ids)),
  );
};
