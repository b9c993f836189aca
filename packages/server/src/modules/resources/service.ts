import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { collectName, preparedModelUrls } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { libraryResources, resourceGroups } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { assertResourceAvailable, registerResourceCounter, type ResourceCategory } from '../groups/index.js';
import type { ResourceType } from './schema.js';

export interface Ctx {
  groupId: string;
  userId: string;
}

/** Limit category of each resource type (images and other sources have none). */
export const CATEGORY_OF: Partial<Record<ResourceType, ResourceCategory>> = {
  '0': 'CHART',
  '1': 'COMPONENT_COLLECTION',
  '2': 'TTF',
  '9': 'MODEL',
};

async function countType(db: Db, groupId: string, type: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(libraryResources)
    .where(and(eq(libraryResources.groupId, groupId), eq(libraryResources.type, type)));
  return Number(r?.n ?? 0);
}
for (const [type, category] of Object.entries(CATEGORY_OF))
  registerResourceCounter(category, (db, groupId) => countType(db, groupId, type));

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  id: libraryResources.id,
  type: libraryResources.type,
  name: libraryResources.name,
  fileUrl: libraryResources.fileUrl,
  thumbnailUrl: libraryResources.thumbnailUrl,
  groupManagementId: libraryResources.groupManagementId,
  body: libraryResources.body,
  createBy: libraryResources.createdBy,
  updateBy: libraryResources.updatedBy,
  createdAt: libraryResources.createdAt,
  updatedAt: libraryResources.updatedAt,
};

/** A resource group of the caller's group (any group type unless one is given); 404 otherwise. */
export async function liveResourceGroup(db: Db, groupId: string, id: string, groupType?: number) {
  const [g] = await db
    .select()
    .from(resourceGroups)
    .where(
      and(
        eq(resourceGroups.id, id),
        eq(resourceGroups.groupId, groupId),
        groupType === undefined ? undefined : eq(resourceGroups.groupType, groupType),
      ),
    );
  if (!g) throw notFound();
  return g;
}

/** Resources of the group with these ids (and type, when given), locked; 404 unless all are. */
export async function liveResources(db: Db, groupId: string, ids: readonly string[], type?: string) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ ...columns, uploadId: libraryResources.uploadId })
    .from(libraryResources)
    .where(
      and(
        inArray(libraryResources.id, unique),
        eq(libraryResources.groupId, groupId),
        type === undefined ? undefined : eq(libraryResources.type, type),
      ),
    )
    .for('update');
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

/** One page of a type: data.currentResult and data.totalPage (docs/reference.md#library), from page 1. */
export async function listResources(
  db: Db,
  groupId: string,
  q: {
    type: string;
    keyword?: string | undefined;
    page: number;
    limit: number;
    groupManagementId?: string | number | undefined;
  },
) {
  const gm =
    q.groupManagementId !== undefined && String(q.groupManagementId) !== '-1'
      ? String(q.groupManagementId)
      : null;
  // Another group's resource group is "not found", not an empty list.
  if (gm) await liveResourceGroup(db, groupId, gm);
  const cond = and(
    eq(libraryResources.groupId, groupId),
    eq(libraryResources.type, q.type),
    q.keyword ? ilike(libraryResources.name, `%${escapeLike(q.keyword)}%`) : undefined,
    gm ? eq(libraryResources.groupManagementId, gm) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(libraryResources).where(cond);
  const totalResult = Number(total?.n ?? 0);
  const currentResult = await db
    .select(columns)
    .from(libraryResources)
    .where(cond)
    .orderBy(desc(libraryResources.updatedAt), desc(libraryResources.id))
    .offset((q.page - 1) * q.limit)
    .limit(q.limit);
  return {
    currentResult,
    totalPage: Math.ceil(totalResult / q.limit),
    totalResult,
    page: q.page,
    limit: q.limit,
  };
}

export async function getResource(db: Db, groupId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(libraryResources)
    .where(and(eq(libraryResources.id, id), eq(libraryResources.groupId, groupId)));
  if (!row) throw notFound();
  return row;
}

/** Adds one resource, inside the caller's transaction, after the category limit check. */
export async function insertResource(
  tx: Db,
  ctx: Ctx,
  v: {
    type: ResourceType;
    name: string;
    fileUrl?: string;
    thumbnailUrl?: string;
    groupManagementId?: string | null | undefined;
    body?: Record<string, unknown> | undefined;
    uploadId?: string | null;
  },
) {
  const category = CATEGORY_OF[v.type];
  if (category) await assertResourceAvailable(tx, ctx.groupId, category);
  if (v.groupManagementId) await liveResourceGroup(tx, ctx.groupId, v.groupManagementId);
  const [row] = await tx
    .insert(libraryResources)
    .values({
      groupId: ctx.groupId,
      type: v.type,
      name: v.name,
      fileUrl: v.fileUrl ?? '',
      thumbnailUrl: v.thumbnailUrl ?? '',
      groupManagementId: v.groupManagementId ?? null,
      uploadId: v.uploadId ?? null,
      body: v.body ?? {},
      createdBy: ctx.userId,
      updatedBy: ctx.userId,
    })
    .returning(columns);
  return row!;
}

/** The file and thumbnail URLs a change leaves behind (to release once it has committed). */
const droppedUrls = (
  before: { fileUrl: string; thumbnailUrl: string },
  after?: { fileUrl: string; thumbnailUrl: string },
) =>
  [
    after?.fileUrl === before.fileUrl ? '' : before.fileUrl,
    after?.thumbnailUrl === before.thumbnailUrl ? '' : before.thumbnailUrl,
  ].filter(Boolean);

/** Updates a resource; `dropped` lists the URLs it no longer names (release them after the commit). */
export async function updateResource(
  db: Db,
  ctx: Ctx,
  v: {
    id: string;
    name?: string | undefined;
    thumbnailUrl?: string | undefined;
    fileUrl?: string | undefined;
    uploadId?: string | null | undefined;
    body?: Record<string, unknown> | undefined;
  },
) {
  return db.transaction(async (tx) => {
    const [before] = await liveResources(tx, ctx.groupId, [v.id]);
    const set: Partial<typeof libraryResources.$inferInsert> = {
      updatedBy: ctx.userId,
      updatedAt: new Date(),
    };
    if (v.name !== undefined) set.name = v.name;
    if (v.thumbnailUrl !== undefined) set.thumbnailUrl = v.thumbnailUrl;
    if (v.fileUrl !== undefined) set.fileUrl = v.fileUrl;
    if (v.uploadId !== undefined) set.uploadId = v.uploadId;
    if (v.body !== undefined) set.body = v.body;
    const [row] = await tx
      .update(libraryResources)
      .set(set)
      .where(eq(libraryResources.id, v.id))
      .returning(columns);
    return { row: row!, dropped: droppedUrls(before!, row!) };
  });
}

/**
 * Deletes resources of the group. `dropped` lists their file and thumbnail URLs: the caller releases
 * them after the commit, which removes each stored file no other row still names (copies share a file;
 * dashboards using it keep it).
 */
export async function deleteResources(db: Db, ctx: Ctx, ids: string[], type?: string) {
  return db.transaction(async (tx) => {
    const rows = await liveResources(tx, ctx.groupId, ids, type);
    await tx.delete(libraryResources).where(
      inArray(
        libraryResources.id,
        rows.map((r) => r.id),
      ),
    );
    return {
      count: rows.length,
      dropped: rows.flatMap((r) => [...droppedUrls(r), ...preparedModelUrls(r.body)]),
    };
  });
}

/** Copies resources (into a resource group, or where they are); counts against the category limits. */
export async function copyResources(
  db: Db,
  ctx: Ctx,
  ids: string[],
  groupManagementId?: string | null,
  type?: string,
) {
  return db.transaction(async (tx) => {
    const rows = await liveResources(tx, ctx.groupId, ids, type);
    const made = [];
    for (const r of rows)
      made.push(
        await insertResource(tx, ctx, {
          type: r.type as ResourceType,
          name: r.type === '1' ? collectName(r.name) : `${r.name}副本`.slice(0, 200),
          fileUrl: r.fileUrl,
          thumbnailUrl: r.thumbnailUrl,
          groupManagementId: groupManagementId === undefined ? r.groupManagementId : groupManagementId,
          body: r.body,
          uploadId: r.uploadId,
        }),
      );
    return made;
  });
}

export async function moveResources(
  db: Db,
  ctx: Ctx,
  ids: string[],
  groupManagementId: string | null,
  type?: string,
) {
  return db.transaction(async (tx) => {
    if (groupManagementId) await liveResourceGroup(tx, ctx.groupId, groupManagementId);
    const rows = await liveResources(tx, ctx.groupId, ids, type);
    await tx
      .update(libraryResources)
      .set({ groupManagementId, updatedBy: ctx.userId, updatedAt: new Date() })
      .where(
        inArray(
          libraryResources.id,
          rows.map((r) => r.id),
        ),
      );
    return { moved: rows.length };
  });
}

/** Every font of the group (the text properties' font list), without paging. */
export async function listFonts(db: Db, groupId: string) {
  const rows = await db
    .select(columns)
    .from(libraryResources)
    .where(and(eq(libraryResources.groupId, groupId), eq(libraryResources.type, '2')))
    .orderBy(desc(libraryResources.updatedAt));
  return rows.map((r) => ({ ...r, fontRealName: r.name, fontUrl: r.fileUrl }));
}
