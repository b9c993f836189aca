import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { declaredProject } from '../documents/index.js';
import {
  addGlobalRouterBody,
  addProjectRouterBody,
  deleteRoutersBody,
  globalRouterPageBody,
  projectRouterPageBody,
  relationsBody,
  routerPageAnswer,
  routerRelationAnswer,
  routerRelationListBody,
  updateRouterBody,
  usedRoutersAnswer,
  usedRoutersBody,
} from './schema.js';
import {
  addRelations,
  addRouter,
  deleteRelations,
  deleteRouters,
  listRelations,
  pageRouters,
  updateRouter,
  usedRouters,
} from './service.js';

const idAnswer = z.object({ id: z.string() });
const idsAnswer = z.object({ ids: z.array(z.string()).readonly() });

/**
 * Data routers (docs/reference.md#api): global routers (type 1) under /remote/data/router/* with the
 * data-management permissions; project routers under /project/router/* with the project permissions,
 * plus the router relations per component and the used-routers query of docs/reference.md#api. Project routes
 * also need the caller's grants on the project: view to read, edit to change, declared per route
 * (`config.resource`) or checked on the projects a router or relation list names (service.ts).
 */
export const routerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['routers'];

  app.post(
    '/remote/data/router/queryPage',
    {
      schema: {
        tags,
        summary: 'Global routers: name, page, limit, groupManagementId (-1 all)',
        body: globalRouterPageBody,
        response: answers(routerPageAnswer),
      },
      config: { access: access.perm('dataView') },
    },
    async (req) => ok(await pageRouters(app.db, requireGroup(req), { kind: 'global' }, req.body)),
  );

  app.post(
    '/remote/data/router/add',
    {
      schema: {
        tags,
        summary: 'Add a global router',
        body: addGlobalRouterBody,
        response: answers(idAnswer),
      },
      config: { access: access.perm('dataEdit') },
    },
    async (req) => ok(await addRouter(app.db, requireGroup(req), { kind: 'global' }, req.body)),
  );

  app.post(
    '/remote/data/router/update',
    {
      schema: {
        tags,
        summary: 'Update a global router',
        body: updateRouterBody,
        response: answers(idAnswer),
      },
      config: { access: access.perm('dataEdit') },
    },
    async (req) => ok(await updateRouter(app.db, requireGroup(req), true, req.body)),
  );

  app.post(
    '/remote/data/router/delete',
    {
      schema: {
        tags,
        summary: 'Delete global routers (their relations go too)',
        body: deleteRoutersBody,
        response: answers(idsAnswer),
      },
      config: { access: access.perm('dataEdit') },
    },
    async (req) => ok(await deleteRouters(app.db, requireGroup(req), true, req.body)),
  );

  app.post(
    '/project/router/queryPage/projectInfo',
    {
      schema: {
        tags,
        summary: 'Project routers: name, limit, projectFlag',
        body: projectRouterPageBody,
        response: answers(routerPageAnswer),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectView'),
        resource: { type: 'project', level: 'view', from: { flag: 'projectFlag' } },
      },
    },
    async (req) => {
      const p = declaredProject(req);
      return ok(
        await pageRouters(
          app.db,
          requireGroup(req),
          { kind: 'project', projectId: p.id, projectFlag: p.projectFlag },
          req.body,
        ),
      );
    },
  );

  app.post(
    '/project/router/add',
    {
      schema: {
        tags,
        summary: 'Add a project router',
        body: addProjectRouterBody,
        response: answers(idAnswer),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        resource: { type: 'project', level: 'edit', from: { flag: 'projectFlag' } },
      },
    },
    async (req) => {
      const { projectFlag, ...r } = req.body;
      const p = declaredProject(req);
      return ok(
        await addRouter(app.db, requireGroup(req), { kind: 'project', projectId: p.id, projectFlag }, r),
      );
    },
  );

  app.post(
    '/project/router/update',
    {
      schema: {
        tags,
        summary: 'Update a project router',
        body: updateRouterBody,
        response: answers(idAnswer),
      },
      config: { licence: 'opening', access: access.perm('projectEdit') },
    },
    async (req) => ok(await updateRouter(app.db, requireGroup(req), false, req.body)),
  );

  app.post(
    '/project/router/delete',
    {
      schema: {
        tags,
        summary: 'Delete project routers',
        body: deleteRoutersBody,
        response: answers(idsAnswer),
      },
      config: { licence: 'opening', access: access.perm('projectEdit') },
    },
    async (req) => ok(await deleteRouters(app.db, requireGroup(req), false, req.body)),
  );

  app.post(
    '/project/router/relation/add',
    {
      schema: {
        tags,
        summary: 'Add router relations: {proProjectComponentList}',
        body: relationsBody,
        response: answers(z.object({ added: z.number() })),
      },
      config: { licence: 'opening', access: access.perm('projectEdit') },
    },
    async (req) => ok(await addRelations(app.db, requireGroup(req), req.body.proProjectComponentList)),
  );

  app.post(
    '/project/router/relation/delete',
    {
      schema: {
        tags,
        summary: 'Delete router relations: {proProjectComponentList}',
        body: relationsBody,
        response: answers(z.object({ removed: z.number() })),
      },
      config: { licence: 'opening', access: access.perm('projectEdit') },
    },
    async (req) => ok(await deleteRelations(app.db, requireGroup(req), req.body.proProjectComponentList)),
  );

  app.post(
    '/project/router/relation/list',
    {
      schema: {
        tags,
        summary: 'Router relations of a project',
        body: routerRelationListBody,
        response: answers(z.array(routerRelationAnswer)),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectView'),
        resource: { type: 'project', level: 'view', from: { flag: 'projectFlag' } },
      },
    },
    async (req) => ok(await listRelations(app.db, declaredProject(req))),
  );

  app.post(
    '/project/router/used',
    {
      schema: {
        tags,
        summary: 'Used routers: globalRouterIds, projectRouterIds, projectFlag → their definitions',
        body: usedRoutersBody,
        response: answers(usedRoutersAnswer),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectView'),
        resource: { type: 'project', level: 'view', from: { flag: 'projectFlag' } },
      },
    },
    async (req) => ok(await usedRouters(app.db, requireGroup(req), declaredProject(req), req.body)),
  );
};
