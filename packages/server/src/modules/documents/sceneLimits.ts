import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DocNode, Operation } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { groups, projectNodes, projects } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { registerResourceCounter, resourceNumber, RESOURCE_FULL } from '../groups/index.js';

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
 * Refuses (403, the category's message) when the group now has more 3D scenes or scene models than its
 * totals. Run it inside the transaction that wrote the rows, after writing them: counting afterwards sees
 * exactly what the write made, and the throw rolls the whole transaction back. The group row is locked
 * first, so two concurrent writes cannot both take the last unit.
 */
export async function assertSceneTotals(tx: Db, groupId: string): Promise<void> {
  await tx.execute(sql`select id from ${groups} where ${groups.id} = ${groupId} for update`);
  for (const category of ['SCENE', 'UNITY_CLOUD'] as const) {
    const r = await resourceNumber(tx, groupId, category);
    if (r.used > r.total) throw new AppError(403, RESOURCE_FULL[category], { data: r });
  }
}

/** The save path: only a save that can add a 3D scene or give one another model is counted. */
export async function assertSceneLimits(tx: Db, groupId: string, ops: readonly unknown[]): Promise<void> {
  if (touchesScenes(ops)) await assertSceneTotals(tx, groupId);
}

type SceneBody = { scenesType?: unknown; projectModel?: { resourceId?: unknown } | null };
const scenes3DOf = (doc: DocNode): SceneBody[] =>
  ((doc as { projectScenesList?: SceneBody[] }).projectScenesList ?? []).filter(
    (s) => Number(s?.scenesType) === 1,
  );

/** Whether a whole document (a project being copied in) holds a 3D scene, which is when it is counted. */
export const holdsScene3D = (doc: DocNode): boolean => scenes3DOf(doc).length > 0;

/** Whether any of these projects holds a 3D scene (a recycle-bin restore brings them back). */
export async function projectsHoldScene3D(tx: Db, projectIds: readonly string[]): Promise<boolean> {
  if (projectIds.length === 0) return false;
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(projectNodes)
    .where(
      and(
        inArray(projectNodes.projectId, [...projectIds]),
        eq(projectNodes.kind, 'scene'),
        sql`${projectNodes.body}->>'scenesType' = '1'`,
      ),
    );
  return Number(r?.n ?? 0) > 0;
}

/**
 * A first look, before any work that is not rolled back with the transaction (a case copy copies its
 * files first): refuses when the document's 3D scenes and the models they load would not fit. The
 * check inside the transaction (assertSceneTotals) stays the one that counts under the lock.
 */
export async function assertSceneRoom(db: Db, groupId: string, doc: DocNode): Promise<void> {
  const scenes = scenes3DOf(doc);
  if (scenes.length === 0) return;
  const scene = await resourceNumber(db, groupId, 'SCENE');
  if (scene.used + scenes.length > scene.total) throw new AppError(403, RESOURCE_FULL.SCENE, { data: scene });
  const model = sql<string>`nullif(${projectNodes.body}->'projectModel'->>'resourceId', '')`;
  const known = new Set(
    (
      await db
        .selectDistinct({ m: model })
        .from(projectNodes)
        .innerJoin(projects, eq(projects.id, projectNodes.projectId))
        .where(liveScenes(groupId))
    ).map((r) => r.m),
  );
  const added = new Set(
    scenes.map((s) => String(s.projectModel?.resourceId ?? '')).filter((m) => m !== '' && !known.has(m)),
  );
  const models = await resourceNumber(db, groupId, 'UNITY_CLOUD');
  if (models.used + added.size > models.total)
    throw new AppError(403, RESOURCE_FULL.UNITY_CLOUD, { data: models });
}
