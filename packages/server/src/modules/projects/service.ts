import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, max } from 'drizzle-orm';
import { cloneSubtree, copyName, setOp, validateName, type DocNode } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { folders, projects } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { assertResourceAvailable, registerResourceCounter } from '../groups/index.js';
import {
  type DocumentService,
  documentRows,
  insertNodeRows,
  loadDocument,
  newProjectDocument,
  assertSceneTotals,
  holdsScene3D,
  openProject,
  type ProjectRow,
} from '../documents/index.js';
import { recordLog } from '../logs/index.js';
import {
  LEVELS,
  levelAtLeast,
  requireResourceAccess,
  RP_MSG,
  visibleFolders,
  visibleProjects,
  type Viewer,
} from '../../http/resourceAccess.js';
import { liveFolder } from './repo.js';
import { insertCopiedThumbnails, sceneThumbnailRows } from './sceneThumbnails.js';
import { WS_MSG, type Bilingual, type Lang } from '../../http/messages.js';

/** Project list page size (docs/reference.md#limits); the client sends start and end. */
export const PROJECT_PAGE_SIZE = 30;
export const DEFAULT_FOLDER_NAME = '默认文件夹';
export const DEFAULT_PROJECT_NAME = '未命名项目';
/** The name of a project created without one, in the creating request's language. */
const DEFAULT_PROJECT_NAMES: Bilingual = { zh: DEFAULT_PROJECT_NAME, en: 'Untitled project' };

export interface Ctx {
  groupId: string;
  userId: string;
}

/** Live projects count against the group's PROJECT limit; recycled ones do not (restoring checks again). */
export async function countProjects(db: Db, groupId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.groupId, groupId), isNull(projects.deletedAt)));
  return Number(r?.n ?? 0);
}
registerResourceCounter('PROJECT', countProjects);

/** 400 with the platform's name message unless the name is valid (docs/reference.md#validation). */
export function checkName(name: string | undefined): string {
  const problem = validateName(name);
  if (problem) throw badRequest({ zh: problem.zh, en: problem.en });
  return name!;
}

/**
 * The first live folder of the group the caller may add projects to (edit level), or a new default one
 * when the group has no folder at all; 403 when it has folders but the caller's grants allow none.
 */
export async function firstFolder(tx: Db, v: Viewer): Promise<string> {
  const live = and(eq(folders.groupId, v.groupId), isNull(folders.deletedAt));
  const [f] = await tx
    .select({ id: folders.id })
    .from(folders)
    .where(and(live, levelAtLeast(v, 'folder', LEVELS.edit)))
    .orderBy(asc(folders.position), asc(folders.createdAt))
    .limit(1);
  if (f) return f.id;
  const [any] = await tx.select({ id: folders.id }).from(folders).where(live).limit(1);
  if (any) throw forbidden(RP_MSG.denied);
  const [made] = await tx
    .insert(folders)
    .values({ groupId: v.groupId, name: DEFAULT_FOLDER_NAME, createdBy: v.userId })
    .returning({ id: folders.id });
  return made!.id;
}

/**
 * Where a new project goes (create, import, copy, case copy): the named folder, which needs edit level on
 * it (adding inside a folder is an edit of it), or the first folder the caller may edit.
 */
export async function targetFolder(tx: Db, v: Viewer, folderId?: string): Promise<string> {
  if (!folderId) return firstFolder(tx, v);
  return (await requireResourceAccess(tx, v, { folderId }, 'edit')).id;
}

/** Next position at the end of the group's folder list. */
export async function nextFolderPosition(tx: Db, groupId: string): Promise<number> {
  const [r] = await tx
    .select({ p: max(folders.position) })
    .from(folders)
    .where(eq(folders.groupId, groupId));
  return (r?.p ?? 0) + 1;
}

/**
 * Stores a whole document as a new project (row + node rows). The document's root _id is its projectFlag.
 * Checks the PROJECT limit inside the caller's transaction, and the 3D limits (SCENE, UNITY_CLOUD) when
 * the document holds a 3D scene (a copied project or case): a refusal rolls the caller's transaction back.
 */
export async function insertProject(
  tx: Db,
  ctx: Ctx,
  v: { folderId: string; name: string; doc: DocNode; thumbnailUrl?: string },
): Promise<{ id: string; projectFlag: string }> {
  await assertResourceAvailable(tx, ctx.groupId, 'PROJECT');
  const id = randomUUID();
  const doc: DocNode = { ...v.doc, projectName: v.name };
  const projectFlag = String(doc._id);
  const { rootBody, rows } = documentRows(id, doc, 0);
  await tx.insert(projects).values({
    id,
    groupId: ctx.groupId,
    folderId: v.folderId,
    projectFlag,
    name: v.name,
    thumbnailUrl: v.thumbnailUrl ?? '',
    body: rootBody,
    createdBy: ctx.userId,
    updatedBy: ctx.userId,
  });
  await insertNodeRows(tx, rows);
  if (holdsScene3D(doc)) await assertSceneTotals(tx, ctx.groupId);
  return { id, projectFlag };
}

export async function createProject(
  db: Db,
  ctx: Viewer,
  v: {
    folderId?: string | undefined;
    projectName?: string | undefined;
    canvasWidth?: number;
    canvasHeight?: number;
  },
  /** The request's language: the default name and the first scene and page are named in it. */
  lang: Lang = 'zh',
) {
  const name = checkName(v.projectName ?? DEFAULT_PROJECT_NAMES[lang]);
  return db.transaction(async (tx) => {
    const folderId = await targetFolder(tx, ctx, v.folderId);
    const doc = newProjectDocument(name, v, lang);
    const made = await insertProject(tx, ctx, { folderId, name, doc });
    await recordLog(tx, {
      ...ctx,
      operatorId: ctx.userId,
      type: 'create',
      projectId: made.id,
      projectName: name,
    });
    return { ...made, projectId: made.id, folderId };
  });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listProjects(
  db: Db,
  /** The caller: folder/project grants hide what they may not view (modules/resourcePermissions). */
  viewer: Viewer,
  q: { folderId?: string | undefined; keyword?: string | undefined; start: number; end: number },
) {
  const groupId = viewer.groupId;
  // A folder of another group, a recycled one or one hidden by grants is "not found", not an empty list.
  if (q.folderId) await browsableFolder(db, viewer, q.folderId);
  const cond = and(
    eq(projects.groupId, groupId),
    isNull(projects.deletedAt),
    q.folderId ? eq(projects.folderId, q.folderId) : undefined,
    q.keyword ? ilike(projects.name, `%${escapeLike(q.keyword)}%`) : undefined,
    visibleProjects(viewer),
  );
  const [total] = await db.select({ n: count() }).from(projects).where(cond);
  const list = await db
    .select({
      id: projects.id,
      projectName: projects.name,
      projectFlag: projects.projectFlag,
      thumbnailUrl: projects.thumbnailUrl,
      updatedAt: projects.updatedAt,
      folderId: projects.folderId,
    })
    .from(projects)
    .where(cond)
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .offset(q.start)
    .limit(Math.max(0, q.end - q.start));
  return { list, total: Number(total?.n ?? 0), start: q.start, end: q.end, limit: PROJECT_PAGE_SIZE };
}

/** A live folder of the group that the folder list shows the caller (visibleFolders); 404 otherwise. */
export async function browsableFolder(db: Db, v: Viewer, folderId: string): Promise<void> {
  const [f] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(
      and(
        eq(folders.id, folderId),
        eq(folders.groupId, v.groupId),
        isNull(folders.deletedAt),
        visibleFolders(v),
      ),
    );
  if (!f) throw notFound(WS_MSG.folderNotFound);
}

/** Changes root properties through the document save, so open editors receive them as ops. */
async function saveRoot(
  documents: DocumentService,
  ctx: Ctx,
  p: { id: string; projectFlag: string; revision: number },
  props: Record<string, unknown>,
  log: Parameters<typeof recordLog>[1],
) {
  const ops = Object.entries(props).map(([key, newValue]) => setOp(p.projectFlag, key, newValue));
  const res = await documents.save({ ...ctx, projectId: p.id, baseRevision: p.revision, ops }, (tx) =>
    recordLog(tx, log),
  );
  if (res.subCode !== 0) throw badRequest(res.reason);
  return res.revision;
}

/** `p`: the project the route declared (config.resource), checked for edit. */
export async function renameProject(documents: DocumentService, ctx: Viewer, p: ProjectRow, name: string) {
  checkName(name);
  const log = {
    ...ctx,
    operatorId: ctx.userId,
    type: 'rename' as const,
    projectId: p.id,
    projectName: name,
    content: `${p.name} → ${name}`,
  };
  return { revision: await saveRoot(documents, ctx, p, { projectName: name }, log) };
}

/** `p`: the project the route declared (config.resource), checked for edit. */
export async function updateProject(
  db: Db,
  documents: DocumentService,
  ctx: Viewer,
  p: ProjectRow,
  v: {
    canvasWidth?: number | undefined;
    canvasHeight?: number | undefined;
    thumbnailUrl?: string | undefined;
  },
) {
  if (v.thumbnailUrl !== undefined)
    await db.update(projects).set({ thumbnailUrl: v.thumbnailUrl }).where(eq(projects.id, p.id));
  const size: Record<string, number> = {};
  if (v.canvasWidth !== undefined) size.canvasWidth = v.canvasWidth;
  if (v.canvasHeight !== undefined) size.canvasHeight = v.canvasHeight;
  if (Object.keys(size).length === 0) return { revision: p.revision };
  const log = {
    ...ctx,
    operatorId: ctx.userId,
    type: 'update' as const,
    projectId: p.id,
    projectName: p.name,
    content: 'update project size',
  };
  return { revision: await saveRoot(documents, ctx, p, size, log) };
}

/**
 * Live projects of the group with these ids, locked; 404 unless every id is one the caller may view, 403
 * unless they may edit each (nothing is changed either way).
 */
async function lockAll(tx: Db, v: Viewer, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: projects.id, name: projects.name, folderId: projects.folderId })
    .from(projects)
    .where(and(inArray(projects.id, unique), eq(projects.groupId, v.groupId), isNull(projects.deletedAt)))
    .for('update');
  if (rows.length !== unique.length) throw notFound(WS_MSG.projectNotFound);
  for (const r of rows) await requireResourceAccess(tx, v, { projectId: r.id }, 'edit');
  return rows;
}

/**
 * Moving needs edit on each project and on the target folder (Grafana: write on the dashboard, create in
 * the destination): the project takes on the target folder's grants.
 */
export async function moveProjects(db: Db, ctx: Viewer, projectIds: string[], folderId: string) {
  return db.transaction(async (tx) => {
    await requireResourceAccess(tx, ctx, { folderId }, 'edit');
    const folder = await liveFolder(tx, ctx.groupId, folderId);
    const rows = await lockAll(tx, ctx, projectIds);
    await tx
      .update(projects)
      .set({ folderId: folder.id })
      .where(
        inArray(
          projects.id,
          rows.map((r) => r.id),
        ),
      );
    for (const r of rows)
      await recordLog(tx, {
        ...ctx,
        operatorId: ctx.userId,
        type: 'move',
        projectId: r.id,
        projectName: r.name,
        content: `→ ${folder.name}`,
      });
    return { moved: rows.length };
  });
}

/** Multi-select delete: the projects go to the recycle bin with who and when. */
export async function deleteProjects(db: Db, ctx: Viewer, projectIds: string[]) {
  return db.transaction(async (tx) => {
    const rows = await lockAll(tx, ctx, projectIds);
    await tx
      .update(projects)
      .set({ deletedAt: new Date(), deletedBy: ctx.userId, deletedWithFolder: false })
      .where(
        inArray(
          projects.id,
          rows.map((r) => r.id),
        ),
      );
    for (const r of rows)
      await recordLog(tx, {
        ...ctx,
        operatorId: ctx.userId,
        type: 'delete',
        projectId: r.id,
        projectName: r.name,
      });
    return { count: rows.length };
  });
}

/**
 * Deep copy inside a transaction: fresh ids for every node (the model's clone helper), copy-suffixed name.
 * Copying reads the source like opening it (documents/openProject: view level and codes, the expired-trial lock:
 * a copy would otherwise be an unlocked project); the caller has checked the target folder.
 */
export async function copyProjectIn(tx: Db, ctx: Viewer, projectId: string, folderId: string) {
  const p = await openProject(tx, ctx, { projectId }, 'view');
  const doc = await loadDocument(tx, p.id, { ...p.body, projectName: p.name });
  const { node: copy, idMap } = cloneSubtree(doc, { kind: 'project' });
  const name = copyName(p.name);
  // The copy names the same files as its source (cover and scene thumbnails); the file releaser keeps
  // a file while any row still names it, so deleting either project leaves the other's pictures.
  const made = await insertProject(tx, ctx, { folderId, name, doc: copy, thumbnailUrl: p.thumbnailUrl });
  await insertCopiedThumbnails(tx, made.id, await sceneThumbnailRows(tx, p.id), idMap);
  await recordLog(tx, {
    ...ctx,
    operatorId: ctx.userId,
    type: 'copy',
    projectId: made.id,
    projectName: name,
    content: `← ${p.name}`,
  });
  return { ...made, projectId: made.id, projectName: name, folderId };
}

export async function copyProject(db: Db, ctx: Viewer, projectId: string, folderId?: string) {
  return db.transaction(async (tx) => {
    const source = await openProject(tx, ctx, { projectId }, 'view');
    const target = await targetFolder(tx, ctx, folderId ?? source.folderId ?? undefined);
    return copyProjectIn(tx, ctx, projectId, target);
  });
}
