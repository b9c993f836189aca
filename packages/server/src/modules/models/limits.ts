import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Operation } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { groups, projectNodes, projects } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { registerResourceCounter, resourceNumber, RESOURCE_FULL } from '../groups/resources.js';

/**
 * The 3D limit categories (docs/3d.md, "Models"):
 *  - SCENE counts the 3D scenes (scenesType 1) of the group's live projects;
 *  - UNITY_CLOUD counts the distinct library models those scenes load (projectModel.resourceId): each
 *    is a prepared model the server keeps and serves to every viewer, our counterpart of a cloud-hosted
 *    scene resource;
 *  - MODEL counts the models in the library (resources/service.ts).
 */
const liveScenes = (groupId: string) =>
  and(
    eq(projects.groupId, groupId),
    isNull(projects.deletedAt),
    eq(projectNodes.kind, 'scene'),
    sql`${projectNodes.body}->>'scenesType' = '1'`,
  );

export async function countScenes3D(db: Db, groupId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectNodes)
    .innerJoin(projects, eq(projects.id, projectNodes.projectId))
    .where(liveScenes(groupId));
  return Number(r?.n ?? 0);
}

export async function countSceneModels(db: Db, groupId: string): Promise<number> {
  const model = sql`nullif(${projectNodes.body}->'projectModel'->>'resourceId', '')`;
  const [r] = await db
    .select({ n: sql<number>`count(distinct ${model})::int` })
    .from(projectNodes)
    .innerJoin(projects, eq(projects.id, projectNodes.projectId))
    .where(liveScenes(groupId));
  return Number(r?.n ?? 0);
}

registerResourceCounter('SCENE', countScenes3D);
registerResourceCounter('UNITY_CLOUD', countSceneModels);

/** Whether a save can add a 3D scene or give one another model (only then are the limits counted). */
const touchesScenes = (ops: readonly unknown[]) =>
  ops.some(
    (op) =>
      (op as Partial<Operation>).command !== 'delete' &&
      /scenesType|projectModel|resourceId/.test(JSON.stringify(op)),
  );

/**
 * Run inside a save's transaction after its rows are written: refuses (403, the category's message, and
 * the whole save rolls back) when the group now has more 3D scenes or scene models than its totals.
 * Counting after the write sees exactly what the save made, whatever shape its ops had.
 */
export async function assertSceneLimits(tx: Db, groupId: string, ops: readonly unknown[]): Promise<void> {
  if (!touchesScenes(ops)) return;
  await tx.execute(sql`select id from ${groups} where ${groups.id} = ${groupId} for update`);
  for (const category of ['SCENE', 'UNITY_CLOUD'] as const) {
    const r = await resourceNumber(tx, groupId, category);
    if (r.used > r.total) throw new AppError(403, RESOURCE_FULL[category], { data: r });
  }
}
