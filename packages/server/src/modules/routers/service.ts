import { and, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { ROUTER_TYPE_GLOBAL, ROUTER_TYPE_PROJECT } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import type { ResolvedProject } from '../../http/declaredResource.js';
import { dataRouters, dataVariables, projects, routerRelations } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { projectById, projectOf, type Ctx, type Scope, DATA_MSG } from '../variables/index.js';
import type { RelationEntry } from './schema.js';

/** A new router's request: api, GET by default (docs/reference.md#data-binding). */
export const DEFAULT_ROUTER_CONFIG = Object.freeze({ routerType: 'api', requestType: 'GET' });

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const relationCount = sql<number>`(select count(*) from router_relations rr where rr.router_id = ${dataRouters.id})`;

const columns = {
  id: dataRouters.id,
  name: dataRouters.name,
  projectId: dataRouters.projectId,
  projectFlag: projects.projectFlag,
  groupManagementId: dataRouters.groupManagementId,
  routerConfig: dataRouters.routerConfig,
  createBy: dataRouters.createdBy,
  updateTime: dataRouters.updatedAt,
  relationCount,
};

type Row = { projectId: string | null; relationCount: number | string };
const view = <R extends Row>({ projectId, relationCount: n, ...r }: R) => ({
  ...r,
  routerType: projectId === null ? ROUTER_TYPE_GLOBAL : ROUTER_TYPE_PROJECT,
  relationCount: Number(n),
});

function scopeCond(ctx: Ctx, scope: Scope) {
  return and(
    eq(dataRouters.groupId, ctx.groupId),
    scope.kind === 'global' ? isNull(dataRouters.projectId) : eq(dataRouters.projectId, scope.projectId),
  );
}

/** Paged routers of a scope: `{currentResult, totalPage, totalResult, page}` (docs/reference.md#library lists). */
export async function pageRouters(
  db: Db,
  ctx: Ctx,
  scope: Scope,
  q: {
    name?: string | undefined;
    page: number;
    limit: number;
    groupManagementId?: string | number | undefined;
  },
) {
  const gm = q.groupManagementId === undefined ? '-1' : String(q.groupManagementId);
  const cond = and(
    scopeCond(ctx, scope),
    q.name ? ilike(dataRouters.name, `%${escapeLike(q.name)}%`) : undefined,
    scope.kind === 'global' && gm !== '-1' && gm !== '' ? eq(dataRouters.groupManagementId, gm) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(dataRouters).where(cond);
  const rows = await db
    .select(columns)
    .from(dataRouters)
    .leftJoin(projects, eq(projects.id, dataRouters.projectId))
    .where(cond)
    .orderBy(desc(dataRouters.createdAt), desc(dataRouters.id))
    .offset((q.page - 1) * q.limit)
    .limit(q.limit);
  const totalResult = Number(total?.n ?? 0);
  return {
    currentResult: rows.map(view),
    totalResult,
    totalPage: Math.ceil(totalResult / q.limit),
    page: q.page,
  };
}

export async function addRouter(
  db: Db,
  ctx: Ctx,
  scope: Scope,
  r: {
    name: string;
    groupManagementId?: string | null | undefined;
    routerConfig?: Record<string, unknown> | undefined;
  },
) {
  const [row] = await db
    .insert(dataRouters)
    .values({
      groupId: ctx.groupId,
      projectId: scope.kind === 'project' ? scope.projectId : null,
      name: r.name,
      groupManagementId: scope.kind === 'global' ? (r.groupManagementId ?? null) : null,
      routerConfig: { ...DEFAULT_ROUTER_CONFIG, ...r.routerConfig },
      createdBy: ctx.userId,
      updatedBy: ctx.userId,
    })
    .returning({ id: dataRouters.id });
  return { id: row!.id };
}

/**
 * A router of the caller's group of the route's kind (global, or project router of a live project); a
 * project router's changes need edit level on its project (404 when the caller may not view it).
 */
async function ownRouter(db: Db, ctx: Ctx, id: string, global: boolean) {
  const [row] = await db
    .select({ id: dataRouters.id, projectId: dataRouters.projectId, deletedAt: projects.deletedAt })
    .from(dataRouters)
    .leftJoin(projects, eq(projects.id, dataRouters.projectId))
    .where(and(eq(dataRouters.id, id), eq(dataRouters.groupId, ctx.groupId)));
  if (!row || (global ? row.projectId !== null : row.projectId === null || row.deletedAt !== null))
    throw notFound(DATA_MSG.routerNotFound);
  if (row.projectId !== null) await projectById(db, ctx, row.projectId, 'edit');
  return row;
}

export async function updateRouter(
  db: Db,
  ctx: Ctx,
  global: boolean,
  r: {
    id: string;
    name?: string | undefined;
    groupManagementId?: string | null | undefined;
    routerConfig?: Record<string, unknown> | undefined;
  },
) {
  return db.transaction(async (tx) => {
    const row = await ownRouter(tx, ctx, r.id, global);
    const set: Partial<typeof dataRouters.$inferInsert> = { updatedAt: new Date(), updatedBy: ctx.userId };
    if (r.name !== undefined) set.name = r.name;
    if (global && r.groupManagementId !== undefined) set.groupManagementId = r.groupManagementId;
    if (r.routerConfig !== undefined) set.routerConfig = r.routerConfig;
    await tx.update(dataRouters).set(set).where(eq(dataRouters.id, row.id));
    return { id: row.id };
  });
}

/** Deletes routers; their relations go with them and variables linked to them fall back to their default. */
export async function deleteRouters(db: Db, ctx: Ctx, global: boolean, ids: readonly string[]) {
  return db.transaction(async (tx) => {
    for (const id of ids) await ownRouter(tx, ctx, id, global);
    await tx
      .update(dataVariables)
      .set({ routerId: null, routerField: '', routerType: 0, updatedAt: new Date() })
      .where(and(eq(dataVariables.groupId, ctx.groupId), inArray(dataVariables.routerId, [...ids])));
    await tx.delete(dataRouters).where(inArray(dataRouters.id, [...ids]));
    return { ids };
  });
}

/** Routers a project may use by id: its own project routers and the group's global routers. */
async function visibleRouterIds(db: Db, groupId: string, projectId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: dataRouters.id, projectId: dataRouters.projectId })
    .from(dataRouters)
    .where(and(eq(dataRouters.groupId, groupId), inArray(dataRouters.id, [...ids])));
  return new Map(
    rows
      .filter((r) => r.projectId === null || r.projectId === projectId)
      .map((r) => [r.id, r.projectId === null ? ROUTER_TYPE_GLOBAL : ROUTER_TYPE_PROJECT]),
  );
}

/** The projects a relation list names, each needing edit level (relations are part of the project). */
async function projectsOf(db: Db, ctx: Ctx, list: readonly RelationEntry[]) {
  const byFlag = new Map<string, string>();
  for (const e of list)
    if (!byFlag.has(e.projectFlag))
      byFlag.set(e.projectFlag, (await projectOf(db, ctx, e.projectFlag, 'edit')).id);
  return byFlag;
}

const nodeFields = (e: RelationEntry) => ({
  componentId: e.componentId,
  innerComponentId: e.innerComponentId ?? '',
  sceneId: e.sceneId ?? '',
  pageId: e.pageId ?? '',
  nodeGroupId: e.groupId ?? '',
  dynamicPanelId: e.dynamicPanelId ?? '',
  innerGroupId: e.innerGroupId ?? '',
  dynamicPanelPageId: e.dynamicPanelPageId ?? '',
  mapChildId: e.mapChildId ?? '',
});

/**
 * Router relations per component (docs/reference.md#api {proProjectComponentList}); the editor adds them when a
 * component bound to routers is pasted or bound. Adding one that exists is a no-op. A router the
 * project cannot see is "not found" and nothing is added.
 */
export async function addRelations(db: Db, ctx: Ctx, list: readonly RelationEntry[]) {
  return db.transaction(async (tx) => {
    const flags = await projectsOf(tx, ctx, list);
    let added = 0;
    for (const e of list) {
      const projectId = flags.get(e.projectFlag)!;
      const wanted = e.routers ?? [];
      const visible = await visibleRouterIds(
        tx,
        ctx.groupId,
        projectId,
        wanted.map((r) => r.id),
      );
      for (const r of wanted) {
        const routerType = visible.get(r.id);
        if (routerType === undefined) throw notFound(DATA_MSG.routerNotFound);
        const done = await tx
          .insert(routerRelations)
          .values({ projectId, routerId: r.id, routerType, ...nodeFields(e) })
          .onConflictDoNothing()
          .returning({ id: routerRelations.id });
        added += done.length;
      }
    }
    return { added };
  });
}

/** Removes the relations of deleted components (all their routers, or only the routers listed). */
export async function deleteRelations(db: Db, ctx: Ctx, list: readonly RelationEntry[]) {
  return db.transaction(async (tx) => {
    const flags = await projectsOf(tx, ctx, list);
    let removed = 0;
    for (const e of list) {
      const routers = (e.routers ?? []).map((r) => r.id);
      const gone = await tx
        .delete(routerRelations)
        .where(
          and(
            eq(routerRelations.projectId, flags.get(e.projectFlag)!),
            eq(routerRelations.componentId, e.componentId),
            e.innerComponentId !== undefined
              ? eq(routerRelations.innerComponentId, e.innerComponentId)
              : undefined,
            e.mapChildId !== undefined ? eq(routerRelations.mapChildId, e.mapChildId) : undefined,
            routers.length > 0 ? inArray(routerRelations.routerId, routers) : undefined,
          ),
        )
        .returning({ id: routerRelations.id });
      removed += gone.length;
    }
    return { removed };
  });
}

/** `p`: the route's declared project (config.resource, view). */
export async function listRelations(db: Db, p: ResolvedProject) {
  return db
    .select({
      routerId: routerRelations.routerId,
      routerType: routerRelations.routerType,
      componentId: routerRelations.componentId,
      innerComponentId: routerRelations.innerComponentId,
      sceneId: routerRelations.sceneId,
      pageId: routerRelations.pageId,
      groupId: routerRelations.nodeGroupId,
      dynamicPanelId: routerRelations.dynamicPanelId,
      innerGroupId: routerRelations.innerGroupId,
      dynamicPanelPageId: routerRelations.dynamicPanelPageId,
      mapChildId: routerRelations.mapChildId,
    })
    .from(routerRelations)
    .where(eq(routerRelations.projectId, p.id));
}

/**
 * Used routers (docs/reference.md#api): the definitions of the global and project routers a project's components
 * use, so the runtime can make their requests. Ids the project cannot see are left out.
 */
export async function usedRouters(
  db: Db,
  ctx: Ctx,
  p: ResolvedProject,
  q: { globalRouterIds: readonly string[]; projectRouterIds: readonly string[] },
) {
  return usedRoutersOfProject(db, ctx.groupId, p.id, q);
}

/** The same for a project already authorised by other means (share and case views call this). */
export async function usedRoutersOfProject(
  db: Db,
  groupId: string,
  projectId: string,
  q: { globalRouterIds: readonly string[]; projectRouterIds: readonly string[] },
) {
  const pick = async (ids: readonly string[], global: boolean) =>
    ids.length === 0
      ? []
      : (
          await db
            .select(columns)
            .from(dataRouters)
            .leftJoin(projects, eq(projects.id, dataRouters.projectId))
            .where(
              and(
                eq(dataRouters.groupId, groupId),
                inArray(dataRouters.id, [...ids]),
                global ? isNull(dataRouters.projectId) : eq(dataRouters.projectId, projectId),
              ),
            )
        ).map(view);
  return {
    globalRouters: await pick(q.globalRouterIds, true),
    projectRouters: await pick(q.projectRouterIds, false),
  };
}
