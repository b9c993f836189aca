import { z } from 'zod';

const name = z.string().trim().min(1).max(100);
const flag = z.string().min(1).max(200);
const page = z.coerce.number().int().min(1).default(1);
/** Router option lists ask for up to 10000 (docs/reference.md#limits). */
const limit = z.coerce.number().int().min(1).max(10_000).default(20);

/** The request a router makes: a requestSource-like object (routerType api, requestType GET by default). */
const routerConfig = z
  .record(z.string(), z.unknown())
  .refine((c) => JSON.stringify(c).length <= 256 * 1024, 'routerConfig is larger than 256 KiB');

export const globalRouterPageBody = z.object({
  // Sent by the editor; tenancy comes only from the Current-Group header.
  groupId: z.string().optional(),
  name: z.string().max(100).optional(),
  page,
  limit,
  /** '-1' (or absent) lists every group; otherwise only routers filed under that group (type 8). */
  groupManagementId: z.union([z.string().max(100), z.number()]).optional(),
});

export const projectRouterPageBody = z.object({
  projectFlag: flag,
  name: z.string().max(100).optional(),
  page,
  limit,
});

export const addGlobalRouterBody = z.object({
  name,
  groupManagementId: z.string().max(100).nullable().optional(),
  routerConfig: routerConfig.optional(),
});

export const addProjectRouterBody = z.object({
  projectFlag: flag,
  name,
  routerConfig: routerConfig.optional(),
});

export const updateRouterBody = z.object({
  id: z.uuid(),
  name: name.optional(),
  groupManagementId: z.string().max(100).nullable().optional(),
  routerConfig: routerConfig.optional(),
});

export const deleteRoutersBody = z
  .object({ id: z.uuid().optional(), ids: z.array(z.uuid()).max(500).optional() })
  .transform((b) => [...(b.ids ?? []), ...(b.id ? [b.id] : [])])
  .refine((ids) => ids.length > 0, 'id or ids is required');

const nodeId = z.string().max(200).optional();
const routerRef = z.union([
  z.uuid().transform((id) => ({ id, routerType: 0 })),
  z.looseObject({ id: z.uuid(), routerType: z.coerce.number().int().optional() }),
]);

/** Router association payload of docs/reference.md#data-binding, one per component. */
export const relationEntry = z.object({
  projectFlag: flag,
  folderId: z.string().max(200).optional(),
  targetId: nodeId,
  sceneId: nodeId,
  pageId: nodeId,
  componentId: z.string().min(1).max(200),
  groupId: nodeId,
  dynamicPanelId: nodeId,
  innerComponentId: nodeId,
  innerGroupId: nodeId,
  dynamicPanelPageId: nodeId,
  mapChildId: nodeId,
  routers: z.array(routerRef).max(100).optional(),
});
export type RelationEntry = z.infer<typeof relationEntry>;

export const relationsBody = z.object({ proProjectComponentList: z.array(relationEntry).min(1).max(500) });

export const usedRoutersBody = z.object({
  projectFlag: flag,
  globalRouterIds: z.array(z.uuid()).max(1000).default([]),
  projectRouterIds: z.array(z.uuid()).max(1000).default([]),
});

export const routerRelationListBody = z.object({ projectFlag: flag });

// Answers.
/** A router as the editor and the runtime read it (service.ts view); routerConfig is its stored request. */
export const routerAnswer = z.object({
  id: z.string(),
  name: z.string(),
  projectFlag: z.string().nullable(),
  groupManagementId: z.string().nullable(),
  // The request (source, SQL, parameters…) is free-form JSON the editor wrote.
  routerConfig: z.record(z.string(), z.unknown()),
  createBy: z.string().nullable(),
  updateTime: z.date(),
  routerType: z.number(),
  relationCount: z.number(),
});

export const routerPageAnswer = z.object({
  currentResult: z.array(routerAnswer),
  totalResult: z.number(),
  totalPage: z.number(),
  page: z.number(),
});

export const routerRelationAnswer = z.object({
  routerId: z.string(),
  routerType: z.number(),
  componentId: z.string(),
  innerComponentId: z.string(),
  sceneId: z.string(),
  pageId: z.string(),
  groupId: z.string(),
  dynamicPanelId: z.string(),
  innerGroupId: z.string(),
  dynamicPanelPageId: z.string(),
  mapChildId: z.string(),
});

export const usedRoutersAnswer = z.object({
  globalRouters: z.array(routerAnswer),
  projectRouters: z.array(routerAnswer),
});
