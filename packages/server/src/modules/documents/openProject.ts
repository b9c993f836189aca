import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { liveProject, type ProjectRow } from './projectRow.js';
import {
  assertResourceOperation,
  requireResourceAccess,
  type Operation,
  type Viewer,
} from '../../http/resourceAccess.js';
import type { ProjectCheck } from '../../http/declaredResource.js';
import { assertNotTrialLocked } from '../trials/index.js';

/**
 * The one check before a project document is opened, saved or exported: the project is live in the
 * caller's group (404 otherwise), the caller's role codes and the folder/project grants allow the operation
 * (403), and it is not a project made during a trial that has since expired (403, docs/reference.md#product).
 */
export async function openProject(
  db: Db,
  v: Viewer,
  by: { projectId?: string | undefined; projectFlag?: string | undefined },
  op: Operation,
): Promise<ProjectRow> {
  const p = await liveProject(db, v.groupId, by);
  await assertResourceOperation(db, v, 'project', p.id, op);
  await assertNotTrialLocked(db, p.id);
  return p;
}

/**
 * The project check a route declares (`config.resource`, http/declaredResource.ts): opening it for an
 * operation, or its grant level alone (404 when the caller may not view it, 403 below the level).
 */
export const declaredProjectCheck: ProjectCheck = async (db, v, by, need) => {
  if ('op' in need) return openProject(db, v, by, need.op);
  await requireResourceAccess(db, v, projectRef(by), need.level);
  return liveProject(db, v.groupId, by);
};

const projectRef = (by: { projectId?: string | undefined; projectFlag?: string | undefined }) =>
  by.projectId ? { projectId: by.projectId } : { projectFlag: by.projectFlag ?? '' };

/** The project the route declared (`config.resource` of type project), as its check resolved it. */
export function declaredProject(req: FastifyRequest): ProjectRow {
  const r = req.resource;
  if (r?.type !== 'project') throw new Error(`Route ${req.routeOptions.url} declares no project resource`);
  // The access hook stored what declaredProjectCheck answered for this request: a ProjectRow.
  return r.row as ProjectRow;
}
