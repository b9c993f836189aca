import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { libraryResources, resourceGroupShips, resourceGroups } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { copyResources, liveResourceGroup, moveResources, type Ctx } from '../resources/index.js';
import { moveSources } from '../datasources/index.js';

/** Group type of data sources: their membership lives on the source row, not in resource_group_ships. */
const DATA_SOURCE_GROUP = 7;

/** The resource type codes whose rows live in library_resources, by the group type that holds them. */
export const LIBRARY_TYPE_OF_GROUP: Readonly<Record<number, string[]>> = {
  0: ['0'],
  1: ['1'],
  4: ['4', '5'],
  5: ['2'],
  9: ['9'],
};

export async function listGroups(db: Db, groupId: string, groupType: number) {
  const rows = await db
    .select({
      id: resourceGroups.id,
      groupManagementId: resourceGroups.id,
      name: resourceGroups.name,
      groupId: resourceGroups.groupId,
      groupType: resourceGroups.groupType,
      createBy: resourceGroups.createdBy,
      updateBy: resourceGroups.updatedBy,
      // Qualified by hand: inside a subquery drizzle would leave "id" ambiguous.
      resourceCount: sql<number>`(select count(*)::int from library_resources lr where lr.group_management_id = resource_groups.id)
        + (select count(*)::int from resource_group_ships s where s.group_management_id = resource_groups.id)`,
    })
    .from(resourceGroups)
    .where(and(eq(resourceGroups.groupId, groupId), eq(resourceGroups.groupType, groupType)))
    .orderBy(asc(resourceGroups.position), asc(resourceGroups.createdAt));
  return rows;
}

export async function addGroup(db: Db, ctx: Ctx, groupType: number, name: string) {
  const [p] = await db
    .select({ p: max(resourceGroups.position) })
    .from(resourceGroups)
    .where(and(eq(resourceGroups.groupId, ctx.groupId), eq(resourceGroups.groupType, groupType)));
  const [row] = await db
    .insert(resourceGroups)
    .values({
      groupId: ctx.groupId,
      groupType,
      name,
      position: (p?.p ?? 0) + 1,
      createdBy: ctx.userId,
      updatedBy: ctx.userId,
    })
    .returning();
  return { ...row!, groupManagementId: row!.id };
}

export async function renameGroup(db: Db, ctx: Ctx, groupType: number, id: string, name: string) {
  await liveResourceGroup(db, ctx.groupId, id, groupType);
  await db
    .update(resourceGroups)
    .set({ name, updatedBy: ctx.userId, updatedAt: new Date() })
    .where(eq(resourceGroups.id, id));
  return { id, name };
}

/**
 * Deletes a resource group with the library resources in it (the counts drop with them). `dropped`
 * lists their file and thumbnail URLs, for the caller to release after the commit.
 */
export async function deleteGroup(db: Db, ctx: Ctx, groupType: number, id: string) {
  return db.transaction(async (tx) => {
    await liveResourceGroup(tx, ctx.groupId, id, groupType);
    const removed = await tx
      .delete(libraryResources)
      .where(and(eq(libraryResources.groupManagementId, id), eq(libraryResources.groupId, ctx.groupId)))
      .returning({ fileUrl: libraryResources.fileUrl, thumbnailUrl: libraryResources.thumbnailUrl });
    await tx.delete(resourceGroups).where(eq(resourceGroups.id, id));
    return {
      id,
      removedResources: removed.length,
      dropped: removed.flatMap((r) => [r.fileUrl, r.thumbnailUrl]).filter(Boolean),
    };
  });
}

/** Copies a resource group with its library resources (named with the copy suffix). */
export async function copyGroup(db: Db, ctx: Ctx, groupType: number, id: string) {
  const g = await liveResourceGroup(db, ctx.groupId, id, groupType);
  const made = await addGroup(db, ctx, groupType, `${g.name}副本`.slice(0, 100));
  const ids = (
    await db
      .select({ id: libraryResources.id })
      .from(libraryResources)
      .where(and(eq(libraryResources.groupManagementId, id), eq(libraryResources.groupId, ctx.groupId)))
  ).map((r) => r.id);
  try {
    if (ids.length > 0) await copyResources(db, ctx, ids, made.id);
  } catch (e) {
    await db.delete(resourceGroups).where(eq(resourceGroups.id, made.id));
    throw e;
  }
  return { ...made, copied: ids.length };
}

/**
 * Moves or copies resources of a data type into a resource group of the same group that holds that
 * type (an image cannot land in a chart group: 404 like any group the caller cannot name).
 */
export async function moveOrCopy(
  db: Db,
  ctx: Ctx,
  mode: 'move' | 'copy',
  dataType: string,
  ids: string[],
  groupManagementId: string | null,
) {
  if (groupManagementId) {
    const g = await liveResourceGroup(db, ctx.groupId, groupManagementId);
    if (!LIBRARY_TYPE_OF_GROUP[g.groupType]?.includes(dataType)) throw notFound();
  }
  if (mode === 'move') return moveResources(db, ctx, ids, groupManagementId, dataType);
  return copyResources(db, ctx, ids, groupManagementId, dataType);
}

/**
 * Records resources of other areas (data sources 7, global routers 8, …) as members of a resource group.
 * For library group types the resources themselves are moved instead.
 */
export async function addResourceShip(
  db: Db,
  ctx: Ctx,
  groupType: number,
  groupManagementId: string,
  resourceIds: string[],
) {
  await liveResourceGroup(db, ctx.groupId, groupManagementId, groupType);
  // One membership mechanism per kind: data sources move through the data-source area.
  if (groupType === DATA_SOURCE_GROUP)
    return moveSources(db, ctx, groupManagementId, [...new Set(resourceIds)]);
  const libraryTypes = LIBRARY_TYPE_OF_GROUP[groupType];
  if (libraryTypes) {
    const uuidIds = resourceIds.filter((r) => /^[0-9a-f-]{36}$/i.test(r));
    const [n] = await db
      .select({ n: count() })
      .from(libraryResources)
      .where(
        and(
          inArray(libraryResources.id, uuidIds.length ? uuidIds : ['00000000-0000-0000-0000-000000000000']),
          eq(libraryResources.groupId, ctx.groupId),
          inArray(libraryResources.type, libraryTypes),
        ),
      );
    if (Number(n?.n ?? 0) !== new Set(resourceIds).size) throw notFound();
    return moveResources(db, ctx, uuidIds, groupManagementId);
  }
  await db
    .insert(resourceGroupShips)
    .values([...new Set(resourceIds)].map((resourceId) => ({ groupManagementId, resourceId, groupType })))
    .onConflictDoNothing();
  return { added: new Set(resourceIds).size };
}
