import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataSources, resourceGroups } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { Ctx } from './stored.js';

/**
 * Data-source groups (group type 7). The groups themselves are the resource groups served by
 * /group-management/{add, update, delete, queryAll}/7 (modules/groupManagement); a source's membership
 * is its groupManagementId. A group deleted there leaves its sources pointing at nothing: they count
 * and list as ungrouped.
 */

/** The group's data-source groups (type 7) that still exist. */
export async function liveSourceGroups(db: Db, groupId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: resourceGroups.id })
    .from(resourceGroups)
    .where(and(eq(resourceGroups.groupId, groupId), eq(resourceGroups.groupType, 7)));
  return new Set(rows.map((r) => r.id));
}

/** In no live data-source group: never put in one, or its group was deleted (/group-management/delete/7). */
export const ungrouped = sql`(${dataSources.groupManagementId} is null or not exists (select 1 from ${resourceGroups} where ${resourceGroups.id} = ${dataSources.groupManagementId} and ${resourceGroups.groupType} = 7))`;

/**
 * How many sources each data-source group holds, for the group tree: all, ungrouped, and per live group.
 * (The resource-group list of /group-management counts library resources, not data sources.)
 */
export async function sourceGroupCounts(db: Db, groupId: string, live?: Set<string>) {
  const groupsLive = live ?? (await liveSourceGroups(db, groupId));
  const rows = await db
    .select({ gm: dataSources.groupManagementId, n: count() })
    .from(dataSources)
    .where(eq(dataSources.groupId, groupId))
    .groupBy(dataSources.groupManagementId);
  const byGroup: Record<string, number> = {};
  let all = 0;
  let none = 0;
  for (const r of rows) {
    const n = Number(r.n);
    all += n;
    if (r.gm && groupsLive.has(r.gm)) byGroup[r.gm] = n;
    else none += n;
  }
  return { all, ungrouped: none, byGroup };
}

export async function assertSourceGroup(
  db: Db,
  groupId: string,
  gm: string | null | undefined,
): Promise<void> {
  if (!gm) return;
  const [g] = await db
    .select({ id: resourceGroups.id })
    .from(resourceGroups)
    .where(
      and(eq(resourceGroups.id, gm), eq(resourceGroups.groupId, groupId), eq(resourceGroups.groupType, 7)),
    );
  if (!g) throw notFound({ zh: '数据源分组不存在', en: 'The data source group does not exist' });
}

/** addOffLineDadaResourceShip: put sources into a data-source group (type 7), or none with null. */
export async function moveSources(db: Db, ctx: Ctx, groupManagementId: string | null, ids: string[]) {
  return db.transaction(async (tx) => {
    await assertSourceGroup(tx, ctx.groupId, groupManagementId);
    const moved = await tx
      .update(dataSources)
      .set({ groupManagementId, updatedBy: ctx.userId, updatedAt: new Date() })
      .where(and(eq(dataSources.groupId, ctx.groupId), inArray(dataSources.id, ids)))
      .returning({ id: dataSources.id });
    if (moved.length !== new Set(ids).size)
      throw notFound({ zh: '数据源不存在', en: 'The data source does not exist' });
    return { moved: moved.length };
  });
}
