import { and, asc, count, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { VARIABLE_STATUS_ACTIVE } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import type { ResolvedProject } from '../../http/declaredResource.js';
import { dataRouters, dataVariables, projects } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { AddVariable, UpdateVariable } from './schema.js';
import { isUuid, paramVarId, parseParamVarId, projectById, type Ctx, type Scope } from './scope.js';
import { DATA_MSG, withDetail } from './texts.js';

/** A variable as the editor reads it (docs/reference.md#data-binding). projectFlag null = a global variable. */
export interface VariableView {
  id: string;
  name: string;
  defaultValue: string;
  variableDescribe: string;
  projectFlag: string | null;
  groupId: string;
  status: number;
  routerId: string | null;
  routerField: string;
  routerType: number;
  createBy: string | null;
}

const columns = {
  id: dataVariables.id,
  name: dataVariables.name,
  defaultValue: dataVariables.defaultValue,
  variableDescribe: dataVariables.variableDescribe,
  projectFlag: projects.projectFlag,
  groupId: dataVariables.groupId,
  status: dataVariables.status,
  routerId: dataVariables.routerId,
  routerField: dataVariables.routerField,
  routerType: dataVariables.routerType,
  createBy: dataVariables.createdBy,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The unique index on names is the last word under concurrency; map its violation to the bilingual 400. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(DATA_MSG.variableNameTaken);
    throw err;
  }
}

/**
 * Project variables of a project, plus (by default) the group's global variables. `p`: the route's
 * declared project (config.resource, view).
 */
export async function listVariables(db: Db, ctx: Ctx, p: ResolvedProject, includeGlobal = true) {
  return db
    .select(columns)
    .from(dataVariables)
    .leftJoin(projects, eq(projects.id, dataVariables.projectId))
    .where(
      and(
        eq(dataVariables.groupId, ctx.groupId),
        includeGlobal
          ? or(eq(dataVariables.projectId, p.id), isNull(dataVariables.projectId))
          : eq(dataVariables.projectId, p.id),
      ),
    )
    .orderBy(asc(dataVariables.createdAt), asc(dataVariables.name));
}

export async function pageGlobalVariables(
  db: Db,
  ctx: Ctx,
  q: { name?: string | undefined; page: number; limit: number },
) {
  const cond = and(
    eq(dataVariables.groupId, ctx.groupId),
    isNull(dataVariables.projectId),
    q.name ? ilike(dataVariables.name, `%${escapeLike(q.name)}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(dataVariables).where(cond);
  const list = await db
    .select(columns)
    .from(dataVariables)
    .leftJoin(projects, eq(projects.id, dataVariables.projectId))
    .where(cond)
    .orderBy(asc(dataVariables.createdAt), asc(dataVariables.name))
    .offset((q.page - 1) * q.limit)
    .limit(q.limit);
  const totalResult = Number(total?.n ?? 0);
  return { currentResult: list, totalResult, totalPage: Math.ceil(totalResult / q.limit), page: q.page };
}

/**
 * A router link must name a router the variable can see: a global router (routerType 1) of the group, or
 * (project variables only) a router of the same project.
 */
async function checkRouterLink(
  db: Db,
  groupId: string,
  projectId: string | null,
  link: { routerId?: string | null | undefined; routerType?: number | undefined },
) {
  if (!link.routerId) return;
  const global = link.routerType === 1;
  if (!global && projectId === null) throw notFound(DATA_MSG.routerNotFound);
  const [r] = await db
    .select({ id: dataRouters.id })
    .from(dataRouters)
    .where(
      and(
        eq(dataRouters.id, link.routerId),
        eq(dataRouters.groupId, groupId),
        global ? isNull(dataRouters.projectId) : eq(dataRouters.projectId, projectId ?? ''),
      ),
    );
  if (!r) throw notFound(DATA_MSG.routerNotFound);
}

async function insertVariables(
  db: Db,
  ctx: Ctx,
  projectId: string | null,
  list: readonly AddVariable[],
): Promise<string[]> {
  const names = new Set<string>();
  for (const v of list) {
    if (names.has(v.name)) throw badRequest(withDetail(DATA_MSG.variableNameRepeated, v.name));
    names.add(v.name);
  }
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const taken = await tx
        .select({ name: dataVariables.name })
        .from(dataVariables)
        .where(
          and(
            projectId === null
              ? and(eq(dataVariables.groupId, ctx.groupId), isNull(dataVariables.projectId))
              : eq(dataVariables.projectId, projectId),
            inArray(dataVariables.name, [...names]),
          ),
        );
      if (taken.length > 0) throw badRequest(withDetail(DATA_MSG.variableNameTaken, taken[0]!.name));
      for (const v of list) await checkRouterLink(tx, ctx.groupId, projectId, v);
      const rows = await tx
        .insert(dataVariables)
        .values(
          list.map((v) => ({
            groupId: ctx.groupId,
            projectId,
            name: v.name,
            defaultValue: v.defaultValue ?? '',
            variableDescribe: v.variableDescribe ?? '',
            status: VARIABLE_STATUS_ACTIVE,
            routerId: v.routerId ?? null,
            routerField: v.routerId ? (v.routerField ?? '') : '',
            routerType: v.routerId ? (v.routerType ?? 0) : 0,
            createdBy: ctx.userId,
          })),
        )
        .returning({ id: dataVariables.id });
      return rows.map((r) => r.id);
    }),
  );
}

export async function addVariable(db: Db, ctx: Ctx, scope: Scope, v: AddVariable) {
  const projectId = scope.kind === 'project' ? scope.projectId : null;
  const [id] = await insertVariables(db, ctx, projectId, [v]);
  return { id: id! };
}

/**
 * Bulk add (docs/reference.md#api): answers the list of new ids, in the order given. All or nothing. `p`:
 * the route's declared project (edit).
 */
export async function addVariablesBatch(db: Db, ctx: Ctx, p: ResolvedProject, list: readonly AddVariable[]) {
  return insertVariables(db, ctx, p.id, list);
}

/**
 * The variable, if it is in the caller's group and of the kind the route handles (project or global); a
 * project variable's changes need edit level on its project (404 when the caller may not view it).
 */
async function ownVariable(db: Db, ctx: Ctx, id: string, global: boolean) {
  const [row] = await db
    .select({ id: dataVariables.id, projectId: dataVariables.projectId })
    .from(dataVariables)
    .leftJoin(projects, eq(projects.id, dataVariables.projectId))
    .where(
      and(
        eq(dataVariables.id, id),
        eq(dataVariables.groupId, ctx.groupId),
        global ? isNull(dataVariables.projectId) : isNull(projects.deletedAt),
      ),
    );
  if (!row || (global ? row.projectId !== null : row.projectId === null))
    throw notFound(DATA_MSG.variableNotFound);
  if (row.projectId !== null) await projectById(db, ctx, row.projectId, 'edit');
  return row;
}

export async function updateVariable(db: Db, ctx: Ctx, global: boolean, v: UpdateVariable) {
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const row = await ownVariable(tx, ctx, v.id, global);
      if (v.routerId !== undefined) await checkRouterLink(tx, ctx.groupId, row.projectId, v);
      const set: Partial<typeof dataVariables.$inferInsert> = { updatedAt: new Date() };
      if (v.name !== undefined) set.name = v.name;
      if (v.defaultValue !== undefined) set.defaultValue = v.defaultValue;
      if (v.variableDescribe !== undefined) set.variableDescribe = v.variableDescribe;
      if (v.routerId !== undefined) {
        set.routerId = v.routerId;
        set.routerField = v.routerId ? (v.routerField ?? '') : '';
        set.routerType = v.routerId ? (v.routerType ?? 0) : 0;
      } else if (v.routerField !== undefined) set.routerField = v.routerField;
      await tx.update(dataVariables).set(set).where(eq(dataVariables.id, row.id));
      return { id: row.id };
    }),
  );
}

export async function deleteVariables(db: Db, ctx: Ctx, global: boolean, ids: readonly string[]) {
  return db.transaction(async (tx) => {
    for (const id of ids) await ownVariable(tx, ctx, id, global);
    await tx.delete(dataVariables).where(inArray(dataVariables.id, [...ids]));
    return { ids };
  });
}

interface ParamVariableIn {
  id: string;
  name: string;
  value?: unknown;
  des?: string | undefined;
  [extra: string]: unknown;
}

/**
 * Parameter variables of pasted components (docs/reference.md#api, "Parameter variables"): each `{userId}_{varId}`
 * is made valid in the target project. A variable the project can already see (its own or a global one)
 * is kept; otherwise the project's variable of the same name is used, or one is created with the
 * parameter's value as default. Answers the list with ids rewritten, in the order given. `p`: the route's
 * declared project (edit).
 */
export async function resolveParamVariables(
  db: Db,
  ctx: Ctx,
  p: ResolvedProject,
  list: readonly ParamVariableIn[],
) {
  const parsed = list.map((v) => {
    const ids = parseParamVarId(v.id);
    if (!ids) throw badRequest(withDetail(DATA_MSG.paramVarInvalid, v.id));
    return { v, varId: ids.varId };
  });
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const visible = await tx
        .select({ id: dataVariables.id, name: dataVariables.name, projectId: dataVariables.projectId })
        .from(dataVariables)
        .where(
          and(
            eq(dataVariables.groupId, ctx.groupId),
            or(eq(dataVariables.projectId, p.id), isNull(dataVariables.projectId)),
          ),
        );
      const byId = new Set(visible.map((r) => r.id));
      const byName = new Map(visible.filter((r) => r.projectId !== null).map((r) => [r.name, r.id]));
      const out: ParamVariableIn[] = [];
      for (const { v, varId } of parsed) {
        let id = isUuid(varId) && byId.has(varId) ? varId : byName.get(v.name);
        if (!id) {
          const name = v.name.trim().slice(0, 100);
          if (!name) throw badRequest(DATA_MSG.variableNameEmpty);
          const value = v.value === undefined || v.value === null ? '' : String(v.value);
          const [row] = await tx
            .insert(dataVariables)
            .values({
              groupId: ctx.groupId,
              projectId: p.id,
              name,
              defaultValue: value.slice(0, 10_000),
              variableDescribe: (v.des ?? '').slice(0, 1000),
              status: VARIABLE_STATUS_ACTIVE,
              createdBy: ctx.userId,
            })
            .returning({ id: dataVariables.id });
          id = row!.id;
          byName.set(name, id);
          byId.add(id);
        }
        out.push({ ...v, id: paramVarId(ctx.userId, id), createBy: ctx.userId });
      }
      return out;
    }),
  );
}
