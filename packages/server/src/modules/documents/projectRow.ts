import { and, eq, isNull } from 'drizzle-orm';
import type { DocNode } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { WS_MSG } from '../../http/messages.js';

export interface ProjectRow {
  id: string;
  groupId: string;
  folderId: string | null;
  projectFlag: string;
  name: string;
  thumbnailUrl: string;
  body: DocNode;
  revision: number;
  updatedAt: Date;
}

const projectColumns = {
  id: projects.id,
  groupId: projects.groupId,
  folderId: projects.folderId,
  projectFlag: projects.projectFlag,
  name: projects.name,
  thumbnailUrl: projects.thumbnailUrl,
  body: projects.body,
  revision: projects.revision,
  updatedAt: projects.updatedAt,
};

/**
 * A live (not recycled) project of the group, by id or by projectFlag; 404 otherwise. The group condition
 * is what keeps tenants apart: a project of another group is "not found", never "forbidden".
 */
export async function liveProject(
  db: Db,
  groupId: string,
  by: { projectId?: string | undefined; projectFlag?: string | undefined },
  lock = false,
): Promise<ProjectRow> {
  const match = by.projectId ? eq(projects.id, by.projectId) : eq(projects.projectFlag, by.projectFlag ?? '');
  const q = db
    .select(projectColumns)
    .from(projects)
    .where(and(match, eq(projects.groupId, groupId), isNull(projects.deletedAt)));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw notFound(WS_MSG.projectNotFound);
  return row;
}

/** The document as the API shows it: the stored tree plus the server-owned fields. */
export function withServerFields(doc: DocNode, p: ProjectRow): DocNode {
  return {
    ...doc,
    projectName: p.name,
    projectId: p.id,
    folderId: p.folderId,
    groupId: p.groupId,
    projectFlag: p.projectFlag,
    revision: p.revision,
  };
}
