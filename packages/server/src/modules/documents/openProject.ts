import type { Db } from '../../db/client.js';
import { liveProject, type ProjectRow } from './projectRow.js';
import { assertResourceOperation, type Operation, type Viewer } from '../../http/resourceAccess.js';
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
