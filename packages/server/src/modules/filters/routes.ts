import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { declaredProject } from '../documents/index.js';
import {
  addFilterBody,
  copyFiltersBody,
  deleteFiltersBody,
  filterListBody,
  filtersByIdsBody,
  runFiltersBody,
  updateFilterBody,
} from './schema.js';
import {
  addFilter,
  copyFilters,
  deleteFilters,
  filtersByIds,
  listFilters,
  runFiltersServerSide,
  updateFilter,
} from './service.js';

const filter = z.object({ id: z.string(), name: z.string(), code: z.string() });
const storedFilter = filter.extend({ updateTime: z.date() });

/**
 * Project filters (docs/reference.md#data-binding, docs/reference.md#api). The share/case variant of "filters by ids" is the service's
 * sharedFiltersByIds, mounted by the share area behind its signed-header access. The caller's grants on
 * the project apply too: view to read, edit to change, declared per route (`config.resource`) or, for a
 * filter named by id, checked on its own project (service.ts ownFilter).
 */
export const filterRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['filters'];

  app.post(
    '/project/filter/list',
    {
      schema: {
        tags,
        summary: 'Filters of a project',
        body: filterListBody,
        response: answers(z.array(storedFilter)),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectView'),
        resource: { type: 'project', level: 'view', from: { flag: 'projectFlag' } },
      },
    },
    async (req) => ok(await listFilters(app.db, declaredProject(req))),
  );

  app.post(
    '/project/filter/add',
    {
      schema: {
        tags,
        summary: "Add a filter (default 'filter example', returns data unchanged)",
        body: addFilterBody,
        response: answers(storedFilter),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        resource: { type: 'project', level: 'edit', from: { flag: 'projectFlag' } },
      },
    },
    async (req) => ok(await addFilter(app.db, requireGroup(req), declaredProject(req), req.body)),
  );

  app.post(
    '/project/filter/update',
    {
      schema: {
        tags,
        summary: 'Update a filter’s name or code',
        body: updateFilterBody,
        response: answers(storedFilter),
      },
      config: { licence: 'opening', access: access.perm('projectEdit') },
    },
    async (req) => ok(await updateFilter(app.db, requireGroup(req), req.body)),
  );

  app.post(
    '/project/filter/delete',
    {
      schema: {
        tags,
        summary: 'Delete filters (components naming them get the placeholder)',
        body: deleteFiltersBody,
        response: answers(z.object({ ids: z.array(z.string()).readonly() })),
      },
      config: { licence: 'opening', access: access.perm('projectEdit') },
    },
    async (req) => ok(await deleteFilters(app.db, requireGroup(req), req.body.ids)),
  );

  app.post(
    '/project/filter/byIds',
    {
      schema: {
        tags,
        summary: 'Filters by ids (deleted ones answer the placeholder code)',
        body: filtersByIdsBody,
        response: answers(z.array(filter.extend({ deleted: z.boolean().optional() }))),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectView'),
        resource: { type: 'project', level: 'view', from: { flag: 'projectFlag' } },
      },
    },
    async (req) => ok(await filtersByIds(app.db, declaredProject(req), req.body.filterIds)),
  );

  app.post(
    '/project/filter/copy',
    {
      schema: {
        tags,
        summary: 'Filter definitions of pasted components copied into a project',
        body: copyFiltersBody,
        response: answers(z.array(filter.extend({ oldId: z.string() }))),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        resource: { type: 'project', level: 'edit', from: { flag: 'projectFlag' } },
      },
    },
    async (req) => ok(await copyFilters(app.db, requireGroup(req), declaredProject(req), req.body.filterIds)),
  );

  app.post(
    '/project/filter/run',
    {
      schema: {
        tags,
        summary: 'Run filters (or a draft) over data in the server sandbox',
        body: runFiltersBody,
        // The filtered data (any shape the filters made) and its timing: a data path, kept to the envelope.
        response: answers(z.unknown()),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        // Running reads the project's filters: view level (the route's code, projectEdit, is the editor's).
        resource: { type: 'project', level: 'view', from: { flag: 'projectFlag' } },
      },
    },
    async (req) => ok(await runFiltersServerSide(app.db, declaredProject(req).id, req.body)),
  );
};
