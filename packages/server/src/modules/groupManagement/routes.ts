import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkName } from '../projects/index.js';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { storageFor } from '../../storage/index.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { fileReleaser } from '../uploads/index.js';
import { resourceType } from '../resources/index.js';
import {
  addGroup,
  addResourceShip,
  copyGroup,
  deleteGroup,
  listGroups,
  moveOrCopy,
  renameGroup,
} from './service.js';

/** Group types: 0 chart, 1 collect, 4 sources, 5 font, 7 data source, 8 global router, 9 3D resource. */
const groupTypeParams = z.object({ groupType: z.coerce.number().int().min(0).max(99) });
const dataTypeParams = z.object({ dataType: resourceType });
// Not trimmed: a leading or trailing space is refused with the platform's message (checkName in the
// handlers), like a name over 100 units (a Chinese character counts 2); here only a sanity bound.
const name = z.string().max(400);

const groupFields = {
  id: z.string(),
  groupManagementId: z.string(),
  name: z.string(),
  groupId: z.string(),
  groupType: z.number(),
};
const listedGroup = z.object({
  ...groupFields,
  createBy: z.string().nullable(),
  updateBy: z.string().nullable(),
  resourceCount: z.number(),
});
/** service.ts addGroup: the new row. */
const storedGroup = z.object({
  ...groupFields,
  position: z.number(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/**
 * Resource groups (docs/reference.md#api: /group-management/..., /group-relationship/...). Groups of
 * group types 7 and 8 are used by the data-source and router areas; the library uses the others.
 */
export const groupManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['resource groups'];
  const storage = storageFor(app.config);
  // The permission depends on the group type (data areas use data codes), so the route declares
  // membership and `allowed` checks the code for the type named in the path.
  const view = { access: access.member };
  const edit = { access: access.member };
  const allowed = (
    req: Parameters<typeof requireGroup>[0],
    groupType: number | null,
    mode: 'view' | 'edit',
  ) => {
    const ctx = requireGroup(req);
    const data = groupType === 7 || groupType === 8;
    const perm =
      PERMISSIONS[
        data ? (mode === 'view' ? 'dataView' : 'dataEdit') : mode === 'view' ? 'resourceView' : 'resourceEdit'
      ];
    if (!ctx.permissions.has(perm.code)) throw forbidden();
    return ctx;
  };

  const queryAll = async (req: { params: { groupType: number } } & Parameters<typeof requireGroup>[0]) =>
    ok(await listGroups(app.db, allowed(req, req.params.groupType, 'view').groupId, req.params.groupType));
  app.post(
    '/group-management/queryAll/:groupType',
    {
      schema: {
        tags,
        summary: 'Resource groups of a group type (Current-Group)',
        params: groupTypeParams,
        response: answers(z.array(listedGroup)),
      },
      config: view,
    },
    queryAll,
  );
  app.post(
    '/group-management/query/:groupType',
    {
      schema: {
        tags,
        summary: 'Resource groups of a group type (query/9: 3D resource groups)',
        params: groupTypeParams,
        response: answers(z.array(listedGroup)),
      },
      config: view,
    },
    queryAll,
  );

  app.post(
    '/group-management/add/:groupType',
    {
      schema: {
        tags,
        summary: 'Create a resource group',
        params: groupTypeParams,
        body: z.object({ name }),
        response: answers(storedGroup),
      },
      config: edit,
    },
    async (req) =>
      ok(
        await addGroup(
          app.db,
          allowed(req, req.params.groupType, 'edit'),
          req.params.groupType,
          checkName(req.body.name),
        ),
      ),
  );

  app.post(
    '/group-management/update/:groupType',
    {
      schema: {
        tags,
        summary: 'Rename a resource group',
        params: groupTypeParams,
        body: z.object({ id: z.uuid(), name }),
        response: answers(z.object({ id: z.string(), name: z.string() })),
      },
      config: edit,
    },
    async (req) =>
      ok(
        await renameGroup(
          app.db,
          allowed(req, req.params.groupType, 'edit'),
          req.params.groupType,
          req.body.id,
          checkName(req.body.name),
        ),
      ),
  );

  app.post(
    '/group-management/delete/:groupType',
    {
      schema: {
        tags,
        summary: 'Delete a resource group and the library resources in it',
        params: groupTypeParams,
        body: z.object({ id: z.uuid(), updateBy: z.string().optional(), groupId: z.string().optional() }),
        response: answers(z.object({ id: z.string(), removedResources: z.number() })),
      },
      config: edit,
    },
    async (req) => {
      const ctx = allowed(req, req.params.groupType, 'edit');
      const { dropped, ...done } = await deleteGroup(app.db, ctx, req.params.groupType, req.body.id);
      await fileReleaser(app.db, storage, app.config.basePath, ctx.groupId, req.log)(dropped);
      return ok(done);
    },
  );

  app.post(
    '/group-management/group/copy/:groupType',
    {
      schema: {
        tags,
        summary: 'Copy a resource group with its resources (groupManagementId)',
        params: groupTypeParams,
        body: z.object({
          groupManagementId: z.uuid(),
          createBy: z.string().optional(),
          groupId: z.string().optional(),
        }),
        response: answers(storedGroup.extend({ copied: z.number() })),
      },
      config: edit,
    },
    async (req) =>
      ok(
        await copyGroup(
          app.db,
          allowed(req, req.params.groupType, 'edit'),
          req.params.groupType,
          req.body.groupManagementId,
        ),
      ),
  );

  for (const mode of ['move', 'copy'] as const)
    app.post(
      `/group-management/${mode}/:dataType`,
      {
        schema: {
          tags,
          summary: `${mode === 'move' ? 'Move' : 'Copy'} resources of a data type into a resource group`,
          params: dataTypeParams,
          body: z.object({ ids: z.array(z.uuid()).min(1).max(500), groupManagementId: z.uuid().nullable() }),
          // Moving answers {moved}; copying answers the new library resources, rows of the resources
          // area whose shape that area's routes declare: documented here, not checked twice.
          response: answers(z.unknown()),
        },
        config: edit,
      },
      async (req) =>
        ok(
          await moveOrCopy(
            app.db,
            allowed(req, null, 'edit'),
            mode,
            req.params.dataType,
            req.body.ids,
            req.body.groupManagementId,
          ),
        ),
    );

  app.post(
    '/group-relationship/addResourceShip/:groupType',
    {
      schema: {
        tags,
        summary: 'Put resources into a resource group of a group type',
        params: groupTypeParams,
        body: z.object({
          groupManagementId: z.uuid(),
          resourceIds: z.array(z.string().min(1).max(100)).min(1).max(500),
        }),
        response: answers(z.union([z.object({ moved: z.number() }), z.object({ added: z.number() })])),
      },
      config: edit,
    },
    async (req) =>
      ok(
        await addResourceShip(
          app.db,
          allowed(req, req.params.groupType, 'edit'),
          req.params.groupType,
          req.body.groupManagementId,
          req.body.resourceIds,
        ),
      ),
  );
};
