import { and, eq } from 'drizzle-orm';
import { collectName } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { libraryResources } from '../../db/schema/index.js';
import { insertResource, liveResourceGroup, liveResources, listResources, type Ctx } from './service.js';

/** Group type of collect groups (group-management) holding collected components. */
export const COLLECT_GROUP_TYPE = 1;

export interface CollectPayload {
  collectGroupId: string[];
  name: string;
  components: Record<string, unknown>[];
  filters: { id: string; name?: string | undefined; code: string }[];
  paramVars: Record<string, unknown>[];
  thumbnailUrl: string;
}

/**
 * Collects components into one or more collect groups: one collected component per group, named with the
 * collected suffix. The components are stored as they are; the filter definitions and parameter variables
 * they use travel with them so another project can re-create and re-link them on insert.
 */
export async function collectComponents(db: Db, ctx: Ctx, v: CollectPayload) {
  return db.transaction(async (tx) => {
    const made = [];
    for (const gm of [...new Set(v.collectGroupId)]) {
      await liveResourceGroup(tx, ctx.groupId, gm, COLLECT_GROUP_TYPE);
      made.push(
        await insertResource(tx, ctx, {
          type: '1',
          name: collectName(v.name),
          thumbnailUrl: v.thumbnailUrl,
          groupManagementId: gm,
          body: { components: v.components, filters: v.filters, paramVars: v.paramVars },
        }),
      );
    }
    return made;
  });
}

export async function listCollected(
  db: Db,
  groupId: string,
  q: { collectGroupId?: string | undefined; keyword?: string | undefined; page: number; limit: number },
) {
  if (q.collectGroupId) await liveResourceGroup(db, groupId, q.collectGroupId, COLLECT_GROUP_TYPE);
  return listResources(db, groupId, { type: '1', ...q, groupManagementId: q.collectGroupId });
}

/** Replaces the filter definitions or parameter variables travelling with a collected component. */
export async function replaceCollectedPart(
  db: Db,
  ctx: Ctx,
  id: string,
  part: 'filters' | 'paramVars',
  value: unknown[],
) {
  return db.transaction(async (tx) => {
    const [row] = await liveResources(tx, ctx.groupId, [id], '1');
    const body = { ...row!.body, [part]: value };
    await tx
      .update(libraryResources)
      .set({ body, updatedBy: ctx.userId, updatedAt: new Date() })
      .where(and(eq(libraryResources.id, id), eq(libraryResources.groupId, ctx.groupId)));
    return { id, [part]: value };
  });
}
