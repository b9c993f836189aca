import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { storageFor } from '../../storage/index.js';
import { seedOfficialCases } from './seed.js';
import { caseTwinData } from './twins.js';
import { ensureOfficialModels } from '../models/index.js';
import {
  mapItemIdsOf,
  mapOriginsOfDocument,
  mapUrlSigning,
  signForViewer,
  type ViewerMaps,
} from '../mapTiles/index.js';
import {
  copyCase,
  deleteCase,
  getCase,
  listCases,
  publishCase,
  twinInfoByCaseFlag,
  type Gallery,
} from './service.js';

const listBody = z
  .object({
    start: z.coerce.number().int().min(0).default(0),
    end: z.coerce.number().int().min(0).optional(),
    rId: z.union([z.string().max(100), z.number()]).optional(),
    category: z.string().max(100).optional(),
    keyword: z.string().max(200).optional(),
  })
  .transform((q) => ({ ...q, end: q.end ?? q.start + 20 }));
const byCase = z.object({ caseId: z.uuid().optional(), caseFlag: z.string().min(1).max(100).optional() });
const publishBody = z.object({
  projectId: z.uuid(),
  caseName: z.string().max(400).optional(),
  category: z.string().trim().max(100).optional(),
  description: z.string().max(2000).optional(),
});

/** service.ts listCols: a case as the galleries list it. */
const caseItem = z.object({
  caseId: z.string(),
  caseFlag: z.string(),
  caseName: z.string(),
  category: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  official: z.boolean(),
  copyCount: z.number(),
  createdAt: z.date(),
});

const caseList = z.object({
  list: z.array(caseItem),
  caseNum: z.number(),
  total: z.number(),
  categories: z.array(z.string()),
  rId: z.union([z.string(), z.number()]).nullable(),
  limit: z.number().optional(),
});

const caseWithDocument = z.object({
  caseId: z.string(),
  caseFlag: z.string(),
  caseName: z.string(),
  category: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  gallery: z.string(),
  official: z.boolean(),
  projectFlag: z.string(),
  // The case's project document, as a user made it: passed on whole, not checked field by field.
  detail: z.unknown(),
});

const caseProject = z.object({
  id: z.string(),
  projectId: z.string(),
  projectFlag: z.string(),
  folderId: z.string(),
  projectName: z.string(),
  assetsCopied: z.number(),
});

/**
 * Cases (docs/reference.md#api): the official and industry galleries, publishing a project as a case,
 * copying a case into a new project of one's own, and the case viewer's lookups. Shipped official cases
 * are visible to every group; published ones only to the publishing group.
 */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cases'];
  const view = { access: access.perm('caseView') };
  const edit = { access: access.perm('caseEdit') };
  const storage = storageFor(app.config);
  const mapSigning = mapUrlSigning(app);

  app.addHook('onReady', async () => {
    await ensureOfficialModels(app.db, storage);
    await seedOfficialCases(app.db, app.config.basePath);
  });
  // `get` is a form call (docs/reference.md#api); the parser is scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 10_000 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const galleries: [string, Gallery][] = [
    ['', 'official'],
    ['industry-', 'industry'],
  ];
  for (const [prefix, gallery] of galleries) {
    app.post(
      `/project/case/v2/${prefix}list`,
      {
        schema: {
          tags,
          summary: `${gallery} cases: start/end paging (20), end 10000 counts only, rId echoed`,
          body: listBody,
          response: answers(caseList),
        },
        config: view,
      },
      async (req) => ok(await listCases(app.db, requireGroup(req).groupId, gallery, req.body)),
    );
    app.post(
      `/project/case/v2/${prefix === '' ? '' : 'industry-'}${prefix === '' ? 'delete' : 'del'}`,
      {
        schema: {
          tags,
          summary: `Delete a ${gallery} case of the group`,
          body: z.object({ caseId: z.uuid() }),
          response: answers(z.object({ caseId: z.string() })),
        },
        config: edit,
      },
      async (req) => ok(await deleteCase(app.db, requireGroup(req), gallery, req.body.caseId)),
    );
    app.post(
      `/project/case/v2/${prefix}publish`,
      {
        schema: {
          tags,
          summary: `Publish a project as a ${gallery} case (sample data only)`,
          body: publishBody,
          response: answers(caseItem),
        },
        config: { ...edit, licence: 'opening' },
      },
      async (req) => ok(await publishCase(app.db, requireGroup(req), gallery, req.body)),
    );
  }

  app.post(
    '/project/case/v2/get',
    {
      schema: {
        tags,
        summary: 'A case with its document (form or JSON: caseId or caseFlag)',
        body: byCase,
        response: answers(caseWithDocument),
      },
      config: { ...view, licence: 'opening' },
    },
    async (req) => ok(await getCase(app.db, requireGroup(req).groupId, req.body)),
  );

  app.get(
    '/project/case/v2/getTwinInfoByCaseFlag',
    {
      schema: {
        tags,
        summary: 'Case project info by caseFlag: data.projectFlag',
        querystring: z.object({ caseFlag: z.string().min(1).max(100) }),
        response: answers(
          z.object({
            projectFlag: z.string(),
            caseFlag: z.string(),
            caseId: z.string(),
            caseName: z.string(),
          }),
        ),
      },
      config: view,
    },
    async (req) => ok(await twinInfoByCaseFlag(app.db, requireGroup(req).groupId, req.query.caseFlag)),
  );

  app.post(
    '/project/case/v2/twinData',
    {
      schema: {
        tags,
        summary:
          'Twins data of a case component: through the twin proxy with a type-1 token for the case’s stored tenant and space',
        body: z.object({ caseFlag: z.string().min(1).max(100), componentId: z.string().min(1).max(100) }),
        // The twin platform's answer, passed on as it came (a data path: not parsed again here).
        response: answers(z.unknown()),
      },
      config: { ...view, licence: 'opening' },
    },
    async (req) =>
      ok(await caseTwinData(app.db, app.config.twinGatewayUrl, requireGroup(req).groupId, req.body)),
  );

  app.post(
    '/project/case/v2/copy',
    {
      schema: {
        tags,
        summary: 'Copy a case into a new project of the group (assets copied, data sources → sample data)',
        body: byCase.extend({ folderId: z.uuid().optional(), projectName: z.string().max(400).optional() }),
        response: answers(caseProject),
      },
      config: { ...view, licence: 'making' },
    },
    async (req) => {
      const ctx = requireGroup(req);
      // Copying makes a project: the caller must also be allowed to create projects.
      if (!ctx.permissions.has(PERMISSIONS.projectCreate.code)) throw forbidden();
      return ok(await copyCase(app.db, storage, app.config.basePath, ctx, req.body));
    },
  );

  app.post(
    '/project/case/v2/map/sign',
    {
      schema: {
        tags,
        summary:
          'The map proxy form of an external address the case’s maps name, or (with componentId) one that map item’s stored twins request answers with (for case viewers); other origins are refused',
        body: z.object({
          caseFlag: z.string().min(1).max(100),
          url: z.string().min(1).max(8000),
          componentId: z.string().min(1).max(100).optional(),
        }),
        response: answers(z.object({ origin: z.string(), prefix: z.string(), url: z.string() })),
      },
      config: { ...view, licence: 'opening' },
    },
    async (req) => {
      const { groupId } = requireGroup(req);
      const { caseFlag, url, componentId } = req.body;
      const c = await getCase(app.db, groupId, { caseFlag });
      // A viewer of cases need not view projects: it may have signed only what the case's maps name, or
      // what a map item's stored request (a kept twins call; other requests became sample rows, which
      // the document names) answers now, as the case's data call runs it (mapTiles/viewerSigning.ts).
      const viewer: ViewerMaps = {
        named: mapOriginsOfDocument(c.detail),
        isMapItem: (id) => mapItemIdsOf(c.detail).has(id),
        produce: (id) =>
          caseTwinData(app.db, app.config.twinGatewayUrl, groupId, { caseFlag, componentId: id }).then(
            (answer) => answer.data,
          ),
      };
      return ok(await signForViewer(mapSigning, viewer, url, componentId));
    },
  );
};
