import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { KIND_CODE, type SourceKind } from '../../connectors/types.js';
import type { Db } from '../../db/client.js';
import { dataSourceFiles, dataSources, groups, projectNodes, projects } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../http/errors.js';
import { secretAad } from './crypto.js';
import type { DataEnv } from './env.js';
import type { saveSourceBody } from './schema.js';
import { assertSourceGroup, liveSourceGroups, sourceGroupCounts, ungrouped } from './sourceGroups.js';
import { MASK } from './schema.js';
import { normaliseConfig } from './connectors.js';
import {
  kindOrThrow,
  openSecrets,
  sourceNotFound,
  sourceRow,
  type Ctx,
  type Row,
  type Secrets,
} from './stored.js';
import { visibleProjects, type Viewer } from '../../http/resourceAccess.js';

export { assertSourceGroup, moveSources, sourceGroupCounts } from './sourceGroups.js';

/**
 * Data-source management (docs/reference.md#api, /remote/source/*). Every function takes the group
 * from the verified Current-Group (ctx), never from a body. Secrets go in through `secrets` and the
 * credential headers, are sealed with the source's group and id, and come out of this file only as
 * `hasPassword` / `hasAppSecret` / `hasAppPassword` flags and masked header values.
 */
/** Sources a group may hold; checked under the group-row lock so concurrent creates cannot pass it. */
export const SOURCE_LIMIT = 500;

export function toView(env: DataEnv, row: Row) {
  const s = openSecrets(env, row);
  const config = { ...row.config };
  if (Array.isArray(config.headers))
    config.headers = (config.headers as { key: string; value: string; secret?: boolean }[]).map((h) =>
      h.secret ? { ...h, value: s.headers?.[h.key] ? MASK : '' } : h,
    );
  return {
    id: row.id,
    uid: row.id,
    name: row.name,
    type: row.kind,
    typeCode: KIND_CODE[row.kind as SourceKind] ?? null,
    groupManagementId: row.groupManagementId,
    config,
    hasPassword: Boolean(s.password),
    hasAppSecret: Boolean(s.appSecret),
    hasAppPassword: Boolean(s.appPassword),
    /** Sealed under another SECRET: the credentials must be entered again. */
    secretUnreadable:
      row.secret !== null && env.box.open(row.secret, secretAad(row.groupId, row.id)) === null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type SourceView = ReturnType<typeof toView>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the group's sources; with a keyword only matching ones, exact names first, then prefixes.
 * `groupManagementId` narrows to one data-source group, or with null to the ungrouped ones; the answer
 * carries the per-group counts for the tree.
 */
export async function listSources(
  db: Db,
  env: DataEnv,
  groupId: string,
  q: {
    keyword?: string | undefined;
    page: number;
    limit: number;
    groupManagementId?: string | null | undefined;
    type?: unknown;
  },
) {
  const keyword = q.keyword?.trim();
  const cond = and(
    eq(dataSources.groupId, groupId),
    keyword ? ilike(dataSources.name, `%${escapeLike(keyword)}%`) : undefined,
    q.groupManagementId === null
      ? ungrouped
      : q.groupManagementId
        ? eq(dataSources.groupManagementId, q.groupManagementId)
        : undefined,
    q.type !== undefined && q.type !== '' ? eq(dataSources.kind, kindOrThrow(q.type)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(dataSources).where(cond);
  const rank = keyword
    ? [
        asc(
          sql`case when lower(${dataSources.name}) = lower(${keyword}::text) then 0 when ${dataSources.name} ilike ${`${escapeLike(keyword)}%`}::text then 1 else 2 end`,
        ),
      ]
    : [];
  const rows = await db
    .select()
    .from(dataSources)
    .where(cond)
    .orderBy(...rank, desc(dataSources.updatedAt), desc(dataSources.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const totalResult = Number(total?.n ?? 0);
  const pages = Math.max(1, Math.ceil(totalResult / q.limit));
  const live = await liveSourceGroups(db, groupId);
  return {
    list: rows.map((r) => {
      const v = toView(env, r);
      return v.groupManagementId && !live.has(v.groupManagementId) ? { ...v, groupManagementId: null } : v;
    }),
    groupCounts: await sourceGroupCounts(db, groupId, live),
    totalResult,
    total: totalResult,
    totalPage: pages,
    pages,
    page: q.page,
  };
}

export function mergeSecrets(
  old: Secrets,
  given: {
    password?: string | null | undefined;
    appSecret?: string | null | undefined;
    appPassword?: string | null | undefined;
  },
  headerSecrets: Record<string, string | undefined>,
  headerNames: string[],
): Secrets {
  const pick = (k: 'password' | 'appSecret' | 'appPassword') =>
    given[k] === null ? undefined : given[k] ? given[k] : old[k];
  const headers: Record<string, string> = {};
  for (const n of headerNames) {
    const v = headerSecrets[n] ?? old.headers?.[n];
    if (v) headers[n] = v;
  }
  const out: Secrets = {};
  for (const k of ['password', 'appSecret', 'appPassword'] as const) {
    const v = pick(k);
    if (v) out[k] = v;
  }
  if (Object.keys(headers).length) out.headers = headers;
  return out;
}

export async function saveSource(db: Db, env: DataEnv, ctx: Ctx, body: z.infer<typeof saveSourceBody>) {
  const kind = kindOrThrow(body.type);
  return db.transaction(async (tx) => {
    const previous = body.id ? await sourceRow(tx, ctx.groupId, body.id) : null;
    if (previous && previous.kind !== kind)
      throw badRequest({ zh: '不能修改数据源类型', en: 'The type of a data source cannot be changed' });
    await assertSourceGroup(tx, ctx.groupId, body.groupManagementId);
    const { config, headerSecrets } = normaliseConfig(kind, body.config, previous);
    const id = previous?.id ?? randomUUID();
    const headerNames = Array.isArray(config.headers)
      ? (config.headers as { key: string; secret?: boolean }[]).filter((h) => h.secret).map((h) => h.key)
      : [];
    const secrets = mergeSecrets(
      previous ? openSecrets(env, previous) : {},
      body.secrets,
      headerSecrets,
      headerNames,
    );
    const sealed = Object.keys(secrets).length ? env.box.seal(secrets, secretAad(ctx.groupId, id)) : null;
    if (previous) {
      const [row] = await tx
        .update(dataSources)
        .set({
          name: body.name,
          config,
          secret: sealed,
          updatedBy: ctx.userId,
          updatedAt: new Date(),
          ...(body.groupManagementId !== undefined ? { groupManagementId: body.groupManagementId } : {}),
        })
        .where(eq(dataSources.id, id))
        .returning();
      return toView(env, row!);
    }
    await assertSourceRoom(tx, ctx.groupId);
    const [row] = await tx
      .insert(dataSources)
      .values({
        id,
        groupId: ctx.groupId,
        groupManagementId: body.groupManagementId ?? null,
        name: body.name,
        kind,
        config,
        secret: sealed,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
      })
      .returning();
    return toView(env, row!);
  });
}

export async function assertSourceRoom(tx: Db, groupId: string): Promise<void> {
  await tx.execute(sql`select id from ${groups} where ${groups.id} = ${groupId} for update`);
  const [n] = await tx.select({ n: count() }).from(dataSources).where(eq(dataSources.groupId, groupId));
  if (Number(n?.n ?? 0) >= SOURCE_LIMIT)
    throw new AppError(403, {
      zh: `数据源数量已达上限（${SOURCE_LIMIT}）`,
      en: `The group has reached its limit of ${SOURCE_LIMIT} data sources`,
    });
}

/** Projects the delete warning names at most; any beyond are counted in `otherProjects`. */
const USED_BY_NAMED = 50;

/**
 * delete/authorize: may these be deleted, and which projects of the group still use them. Projects the
 * caller's grants hide (the project list's own condition, visibleProjects) are counted, not named, so the
 * warning stays true without telling their names.
 */
export async function deleteCheck(db: Db, v: Viewer, ids: string[]) {
  const groupId = v.groupId;
  const rows = await db
    .select({ id: dataSources.id, name: dataSources.name })
    .from(dataSources)
    .where(and(eq(dataSources.groupId, groupId), inArray(dataSources.id, ids)));
  if (rows.length !== new Set(ids).size) throw sourceNotFound();
  const seen = visibleProjects(v);
  const uses = sql.join(
    ids.map((id) => sql`${projectNodes.body}::text like ${`%${id}%`}`),
    sql` or `,
  );
  // One row per project (the level is worked out once per project, not per node).
  const using = await db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      visible: seen ? sql<boolean>`${seen}` : sql<boolean>`true`,
    })
    .from(projects)
    .where(
      and(
        eq(projects.groupId, groupId),
        sql`exists (select 1 from ${projectNodes} where ${projectNodes.projectId} = ${projects.id} and (${uses}))`,
      ),
    )
    .orderBy(asc(projects.name), asc(projects.id));
  const named = using.filter((p) => p.visible);
  const usedBy = named
    .slice(0, USED_BY_NAMED)
    .map(({ projectId, projectName }) => ({ projectId, projectName }));
  return { canDelete: true, sources: rows, usedBy, otherProjects: using.length - usedBy.length };
}

export async function deleteSources(db: Db, groupId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(dataSources)
      .where(and(eq(dataSources.groupId, groupId), inArray(dataSources.id, ids)))
      .returning({ id: dataSources.id });
    // All or nothing: an id of another group (or none) undoes the whole call.
    if (gone.length !== new Set(ids).size) throw sourceNotFound();
    return { deleted: gone.length };
  });
}

/** queryTokenList: api sources that carry a token request (authenticationType 2), by tokenUid. */
export async function tokenList(db: Db, groupId: string) {
  const rows = await db
    .select({ id: dataSources.id, name: dataSources.name, config: dataSources.config })
    .from(dataSources)
    .where(and(eq(dataSources.groupId, groupId), eq(dataSources.kind, 'api')))
    .orderBy(asc(dataSources.name));
  return rows
    .filter((r) => r.config.authenticationType === 2 && (r.config.token as { url?: string } | null)?.url)
    .map((r) => ({ tokenUid: r.id, name: r.name, url: (r.config.token as { url: string }).url }));
}

export async function fileValue(db: Db, groupId: string, id: string, page: number, limit: number) {
  const row = await sourceRow(db, groupId, id);
  if (row.kind !== 'file') throw badRequest({ zh: '该数据源不是文件', en: 'This data source is not a file' });
  const [file] = await db.select().from(dataSourceFiles).where(eq(dataSourceFiles.sourceId, id));
  if (!file) throw sourceNotFound();
  const start = (page - 1) * limit;
  return {
    fileName: file.fileName,
    format: file.format,
    columns: file.columns,
    total: file.rows.length,
    data: file.rows.slice(start, start + limit),
  };
}
