import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projectNodes, projects, sceneThumbnails } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { WS_MSG } from '../../http/messages.js';

/**
 * Thumbnails of a project's scenes (docs/3d.md, "Scene thumbnails"): the editor renders a 3D scene to a
 * small JPEG when it is saved or left and stores it here, one per scene; `cover` also makes it the
 * project's own thumbnail (the project card), as the first scene's picture. Only scenes the document
 * has are accepted, so a project holds at most one row per scene. The routes declare the project
 * (`config.resource`): edit to store, view to list; `p` is the row their check resolved.
 */
export async function setSceneThumbnail(
  db: Db,
  p: { id: string },
  v: { sceneId: string; thumbnailUrl: string; cover?: boolean | undefined },
) {
  const [scene] = await db
    .select({ id: projectNodes.nodeId })
    .from(projectNodes)
    .where(
      and(
        eq(projectNodes.projectId, p.id),
        eq(projectNodes.nodeId, v.sceneId),
        eq(projectNodes.kind, 'scene'),
      ),
    );
  if (!scene) throw notFound(WS_MSG.sceneNotFound);
  await db.transaction(async (tx) => {
    await tx
      .insert(sceneThumbnails)
      .values({ projectId: p.id, sceneId: v.sceneId, thumbnailUrl: v.thumbnailUrl })
      .onConflictDoUpdate({
        target: [sceneThumbnails.projectId, sceneThumbnails.sceneId],
        set: { thumbnailUrl: v.thumbnailUrl, updatedAt: new Date() },
      });
    if (v.cover) await tx.update(projects).set({ thumbnailUrl: v.thumbnailUrl }).where(eq(projects.id, p.id));
  });
  return {};
}

/** The stored thumbnails of the project's scenes that still exist. */
export async function listSceneThumbnails(db: Db, p: { id: string }) {
  return { list: await sceneThumbnailRows(db, p.id) };
}

export interface SceneThumbnail {
  sceneId: string;
  thumbnailUrl: string;
}

/** The project's thumbnails whose scene the document still has; the caller has checked access. */
export function sceneThumbnailRows(db: Db, projectId: string): Promise<SceneThumbnail[]> {
  return db
    .select({ sceneId: sceneThumbnails.sceneId, thumbnailUrl: sceneThumbnails.thumbnailUrl })
    .from(sceneThumbnails)
    .innerJoin(
      projectNodes,
      and(
        eq(projectNodes.projectId, sceneThumbnails.projectId),
        eq(projectNodes.nodeId, sceneThumbnails.sceneId),
      ),
    )
    .where(eq(sceneThumbnails.projectId, projectId));
}

/**
 * Gives a copied project the thumbnails of its source: copying renames every node, so each row moves
 * to its scene's new id (`idMap`, old → new); a row whose scene the copy lacks is left behind.
 */
export async function insertCopiedThumbnails(
  tx: Db,
  projectId: string,
  rows: readonly SceneThumbnail[],
  idMap: ReadonlyMap<string, string>,
) {
  const values = rows.flatMap((r) => {
    const sceneId = idMap.get(r.sceneId);
    return sceneId ? [{ projectId, sceneId, thumbnailUrl: r.thumbnailUrl }] : [];
  });
  if (values.length > 0) await tx.insert(sceneThumbnails).values(values);
}
