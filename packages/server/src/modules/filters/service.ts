import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  DEFAULT_FILTER_CODE,
  DEFAULT_FILTER_NAME,
  DELETED_FILTER_CODE,
  type FilterChainResult,
  type FilterRef,
} from '@twincanvas/sandbox';
import { FilterPool } from '@twincanvas/sandbox/pool';
import type { Db } from '../../db/client.js';
import type { ResolvedProject } from '../../http/declaredResource.js';
import { projectFilters, projects } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { LevelName } from '../../http/resourceAccess.js';
import { isUuid, projectById, type Ctx, DATA_MSG } from '../variables/index.js';

export interface FilterView {
  id: string;
  name: string;
  code: string;
  /** Set when the filter's record is gone: `code` is then the placeholder returning data unchanged. */
  deleted?: boolean;
}

const columns = {
  id: projectFilters.id,
  name: projectFilters.name,
  code: projectFilters.code,
  updateTime: projectFilters.updatedAt,
};

/** `p`: the route's declared project (config.resource, view). */
export async function listFilters(db: Db, p: ResolvedProject) {
  return db
    .select(columns)
    .from(projectFilters)
    .where(eq(projectFilters.projectId, p.id))
    .orderBy(asc(projectFilters.createdAt), asc(projectFilters.id));
}

/** A new filter is the default 'filter example', whose code returns the data unchanged (docs/reference.md#data-binding). */
export async function addFilter(
  db: Db,
  ctx: Ctx,
  p: ResolvedProject,
  f: { name?: string | undefined; code?: string | undefined },
) {
  const [row] = await db
    .insert(projectFilters)
    .values({
      projectId: p.id,
      name: f.name ?? DEFAULT_FILTER_NAME,
      code: f.code ?? DEFAULT_FILTER_CODE,
      createdBy: ctx.userId,
      updatedBy: ctx.userId,
    })
    .returning(columns);
  return row!;
}

/**
 * The filter, when it belongs to a live project of the caller's group whose grants give the caller
 * `need` (edit to change it, view to copy it elsewhere); 404 when they may not view that project.
 */
async function ownFilter(db: Db, ctx: Ctx, id: string, need: LevelName) {
  const [row] = await db
    .select({
      id: projectFilters.id,
      projectId: projectFilters.projectId,
      name: projectFilters.name,
      code: projectFilters.code,
    })
    .from(projectFilters)
    .innerJoin(projects, eq(projects.id, projectFilters.projectId))
    .where(and(eq(projectFilters.id, id), eq(projects.groupId, ctx.groupId), isNull(projects.deletedAt)));
  if (!row) throw notFound(DATA_MSG.filterNotFound);
  await projectById(db, ctx, row.projectId, need);
  return row;
}

export async function updateFilter(
  db: Db,
  ctx: Ctx,
  f: { id: string; name?: string | undefined; code?: string | undefined },
) {
  const row = await ownFilter(db, ctx, f.id, 'edit');
  const set: Partial<typeof projectFilters.$inferInsert> = { updatedAt: new Date(), updatedBy: ctx.userId };
  if (f.name !== undefined) set.name = f.name;
  if (f.code !== undefined) set.code = f.code;
  const [out] = await db
    .update(projectFilters)
    .set(set)
    .where(eq(projectFilters.id, row.id))
    .returning(columns);
  return out!;
}

export async function deleteFilters(db: Db, ctx: Ctx, ids: readonly string[]) {
  return db.transaction(async (tx) => {
    for (const id of ids) await ownFilter(tx, ctx, id, 'edit');
    await tx.delete(projectFilters).where(inArray(projectFilters.id, [...ids]));
    return { ids };
  });
}

/**
 * Filters of one project by id, in the order asked. An id with no record (deleted, or never of this
 * project) answers the placeholder that returns the data unchanged (docs/reference.md#data-binding).
 */
export async function filtersOfProject(
  db: Db,
  projectId: string,
  ids: readonly string[],
): Promise<FilterView[]> {
  const wanted = ids.filter(isUuid);
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ id: projectFilters.id, name: projectFilters.name, code: projectFilters.code })
          .from(projectFilters)
          .where(and(eq(projectFilters.projectId, projectId), inArray(projectFilters.id, wanted)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? { id, name: '', code: DELETED_FILTER_CODE, deleted: true });
}

export async function filtersByIds(db: Db, p: ResolvedProject, ids: readonly string[]) {
  return filtersOfProject(db, p.id, ids);
}

/**
 * Filters by ids for share and case views (docs/reference.md#api, "shared variant"): the viewer/share area has
 * already authorised the project (signed share headers or a case flag) and passes its id.
 */
export const sharedFiltersByIds = filtersOfProject;

/**
 * Pasting components into another project (docs/reference.md#api, "Filter function definitions"): filters of
 * any live project of the caller's group are copied into the target. Answers `{oldId, id, name, code}`
 * per filter so the editor can rewrite the pasted components' filter ids. A filter already in the
 * target project is answered as is. `target`: the route's declared project (edit); each source filter's
 * project is checked for view as it is read.
 */
export async function copyFilters(db: Db, ctx: Ctx, target: ResolvedProject, ids: readonly string[]) {
  return db.transaction(async (tx) => {
    const out: (FilterView & { oldId: string })[] = [];
    for (const id of ids) {
      const f = await ownFilter(tx, ctx, id, 'view');
      if (f.projectId === target.id) {
        out.push({ oldId: id, id: f.id, name: f.name, code: f.code });
        continue;
      }
      const [row] = await tx
        .insert(projectFilters)
        .values({
          projectId: target.id,
          name: f.name,
          code: f.code,
          createdBy: ctx.userId,
          updatedBy: ctx.userId,
        })
        .returning({ id: projectFilters.id, name: projectFilters.name, code: projectFilters.code });
      out.push({ oldId: id, ...row! });
    }
    return out;
  });
}

/**
 * Wall-clock budget of one request's whole chain (up to 50 filters): each filter's own deadline is cut
 * to what is left of it.
 */
export const FILTER_REQUEST_BUDGET_MS = 3000;

let pool: FilterPool | undefined;
/** The process's filter workers (started on first use; idle workers do not keep the process alive). */
export const filterPool = (): FilterPool => (pool ??= new FilterPool());

/**
 * Runs saved filters (chained in order) or a draft over data in the QuickJS sandbox, on the server: in
 * the worker pool, never on the event loop that serves requests, within FILTER_REQUEST_BUDGET_MS.
 */
export async function runFiltersServerSide(
  db: Db,
  projectId: string,
  q: {
    filterIds?: readonly string[] | undefined;
    code?: string | undefined;
    data: unknown;
    vars?: Record<string, unknown> | undefined;
    filterOn: boolean;
  },
): Promise<FilterChainResult> {
  const chain: FilterRef[] =
    q.code !== undefined
      ? [{ id: 'draft', code: q.code }]
      : await filtersOfProject(db, projectId, q.filterIds ?? []);
  return filterPool().runChain(chain, q.data, q.vars ?? {}, {
    filterOn: q.filterOn,
    budgetMs: FILTER_REQUEST_BUDGET_MS,
  });
}
