import { CHILD_LISTS, makeAddOp, makeDeleteOp, setOp, type DocNode, type Operation } from '@twincanvas/model';
import { badRequest } from '../../http/errors.js';
import { recordLog } from '../logs/index.js';
import { type ProjectRow, type DocumentService, SERVER_ROOT_FIELDS } from '../documents/index.js';
import type { Ctx } from './service.js';
import { readExportFile } from './transfer.js';

/** Root fields an import into an existing project leaves alone: identity, name and the child lists. */
const KEPT_ROOT_FIELDS: ReadonlySet<string> = new Set([
  ...SERVER_ROOT_FIELDS,
  '_id',
  'projectName',
  ...CHILD_LISTS.project.map((l) => l.field),
]);

/**
 * The operations that turn `current` into the imported document while keeping the project's identity
 * (projectFlag, id, name, folder, shares): delete every scene and system scene, set the root properties,
 * add the imported scenes (fresh ids). Exported for the test that checks the result equals the file.
 */
export function replaceContentOps(current: DocNode, imported: DocNode): Operation[] {
  const flag = String(current._id);
  const ops: Operation[] = [];
  for (const list of CHILD_LISTS.project) {
    const children = (current[list.field] as DocNode[] | undefined) ?? [];
    for (const child of children) ops.push(makeDeleteOp(current, String(child._id)));
  }
  const keys = new Set([...Object.keys(current), ...Object.keys(imported)]);
  for (const key of keys) {
    if (KEPT_ROOT_FIELDS.has(key)) continue;
    if (JSON.stringify(current[key]) === JSON.stringify(imported[key])) continue;
    // newValue undefined removes a root property the imported file does not have.
    ops.push(setOp(flag, key, imported[key]));
  }
  for (const list of CHILD_LISTS.project) {
    const children = (imported[list.field] as DocNode[] | undefined) ?? [];
    children.forEach((child, i) => ops.push(makeAddOp(flag, list.field, i, child)));
  }
  return ops;
}

/**
 * /project/id-code/v2/import: an export file becomes the content of the project named by projectFlag. The
 * file is read by the same readExportFile as project/detail/v2/import and written through the one document
 * save (one revision, one project_ops row, live editors receive the ops), so there is no second writer.
 */
export async function importIntoProject(
  documents: DocumentService,
  ctx: Ctx,
  project: ProjectRow,
  file: unknown,
): Promise<{ projectId: string; projectFlag: string; revision: number }> {
  const { doc } = readExportFile(file);
  const current = await documents.query(ctx.groupId, { projectId: project.id });
  const ops = replaceContentOps(current, doc);
  const res = await documents.save(
    { ...ctx, projectId: project.id, baseRevision: Number(current.revision ?? 0), ops },
    (tx) =>
      recordLog(tx, {
        ...ctx,
        operatorId: ctx.userId,
        type: 'import',
        projectId: project.id,
        projectName: project.name,
        content: 'import into project',
      }),
  );
  if (res.subCode !== 0) throw badRequest(res.reason);
  return { projectId: project.id, projectFlag: project.projectFlag, revision: res.revision };
}
