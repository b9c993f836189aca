import { and, asc, eq, gt } from 'drizzle-orm';
import { isPlainObject, parseOpPath, pathsOverlap, type OverwrittenEdit } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { projectOps } from '../../db/schema/index.js';

/** Most overwritten edits reported per save (a pasted page can touch thousands of paths). */
const MAX_REPORTED = 50;

const updatePaths = (ops: readonly unknown[]): string[] =>
  ops.flatMap((op) =>
    isPlainObject(op) && op.command === 'update' && typeof op.path === 'string' ? [op.path] : [],
  );

/**
 * The edits of saves after `baseRevision` that this save's updates set again. Such a save still wins
 * (the later write of a property wins, as in live co-editing), but not silently: the answer and the
 * `project_event` name what it replaced, so the tab whose edit was replaced can say so.
 */
export async function overwrittenEdits(
  tx: Db,
  projectId: string,
  baseRevision: number,
  ops: readonly unknown[],
  nameOf: (componentId: string) => Promise<string>,
): Promise<OverwrittenEdit[]> {
  const mine = updatePaths(ops);
  if (mine.length === 0) return [];
  const newer = await tx
    .select({ revision: projectOps.revision, ops: projectOps.ops })
    .from(projectOps)
    .where(and(eq(projectOps.projectId, projectId), gt(projectOps.revision, baseRevision)))
    .orderBy(asc(projectOps.revision));
  const found: OverwrittenEdit[] = [];
  for (const row of newer) {
    for (const path of new Set(updatePaths(row.ops))) {
      if (found.length >= MAX_REPORTED) return found;
      if (!mine.some((p) => pathsOverlap(p, path))) continue;
      const { nodeId, rest } = parseOpPath(path);
      found.push({
        path,
        revision: row.revision,
        componentId: nodeId,
        componentName: nodeId ? await nameOf(nodeId) : '',
        property: rest.join('.'),
      });
    }
  }
  return found;
}
