import type { Db } from '../../db/client.js';
import { liveProject } from '../documents/index.js';
import { requireResourceAccess, type LevelName, type Viewer } from '../../http/resourceAccess.js';
import { UUID } from '../../lib/uuid.js';

/** Caller and group of a data-binding request (from the verified token and Current-Group only). */
export type Ctx = Viewer;

/**
 * The live project a projectFlag names, in the caller's group, when the caller's grants reach `need`
 * (view for reads, edit for writes): 404 when it is not one or they may not view it, 403 below `need`
 * (requireResourceAccess). Routes naming one project declare it instead (`config.resource`); this is for
 * the projects a list in the request names (router relations).
 */
export async function projectOf(db: Db, v: Viewer, projectFlag: string, need: LevelName) {
  await requireResourceAccess(db, v, { projectFlag }, need);
  const p = await liveProject(db, v.groupId, { projectFlag });
  return { id: p.id, projectFlag: p.projectFlag, name: p.name };
}

/** The same check for a project named by id (a router, filter or variable's own project). */
export async function projectById(db: Db, v: Viewer, projectId: string, need: LevelName) {
  await requireResourceAccess(db, v, { projectId }, need);
}

/** Variables and routers of the project (project_id) or of the group (global: project_id null). */
export type Scope = { kind: 'project'; projectId: string; projectFlag: string } | { kind: 'global' };

/** Parameter variables inside requestSource carry ids of the form `{userId}_{varId}` (docs/reference.md#data-binding). */
export function paramVarId(userId: string, varId: string): string {
  return `${userId}_${varId}`;
}

export function parseParamVarId(id: string): { userId: string; varId: string } | null {
  const at = id.lastIndexOf('_');
  if (at <= 0 || at === id.length - 1) return null;
  return { userId: id.slice(0, at), varId: id.slice(at + 1) };
}

export const isUuid = (s: string): boolean => UUID.test(s);
