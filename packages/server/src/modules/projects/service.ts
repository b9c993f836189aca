import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, max } from 'drizzle-orm';
import { cloneWithFreshIds, copyName, validateName, type DocNode } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { folders, projects } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { assertResourceAvailable, registerResourceCounter } from '../groups/resources.js';
import type { DocumentService } from '../documents/service.js';
import { documentRows, insertNodeRows, loadDocument, newProjectDocument } from '../documents/store.js';
import { recordLog } from '../logs/service.js';
import { visibleProjects, type Viewer } from '../resourcePermissions/levels.js';
import { liveFolder, liveProject } from './repo.js';
import { WS_MSG } from './texts.js';

/** Project list page size (platform spec section 9); the client sends start and end. */
export const PROJECT_PAGE_SIZE = 30;
export const DEFAULT_FOLDER_NAME = '默认文件夹';
export const DEFAULT_PROJECT_NAME = '未命名项目';

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

/** 400 with the platform's name message unless the name is valid (section 5). */
export function checkName(name: string | undefined): string {
  const problem = validateName(name);
  if (problem) throw badRequest({ zh: problem.zh, en: problem.en });
  return name!;
}

/** The first live folder of the group, or a new default one when it has none. */
export async function firstFolder(tx: Db, ctx: Ctx): Promise<string> {
  const [f] = await tx
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.groupId, ctx.groupId), isNull(folders.deletedAt)))
    .orderBy(asc(folders.position), asc(folders.createdAt))
    .limit(1);
  if (f) return f.id;
  const [made] = await tx
    .insert(folders)
    .values({ groupId: ctx.groupId, name: DEFAULT_FOLDER_NAME, createdBy: ctx.userId })
    .returning({ id: folders.id });
  return made!.id;
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
 * Checks the PROJECT limit inside the caller's transaction.
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
  return { id, projectFlag };
}

export async function createProject(
  db: Db,
  ctx: Ctx,
  v: {
    folderId?: string | undefined;
    projectName?: string | undefined;
    canvasWidth?: number;
    canvasHeight?: number;
  },
) {
  const name = checkName(v.projectName ?? DEFAULT_PROJECT_NAME);
  return db.transaction(async (tx) => {
    const folderId = v.folderId
      ? (await liveFolder(tx, ctx.groupId, v.folderId)).id
      : await firstFolder(tx, ctx);
    const doc = newProjectDocument(name, v);
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
  groupId: string,
  q: { folderId?: string | undefined; keyword?: string | undefined; start: number; end: number },
  /** The caller: folder/project grants hide projects they may not view (modules/resourcePermissions). */
  viewer?: Viewer,
) {
  // A folder of another group (or a recycled one) is "not found", not an empty list.
  if (q.folderId) await liveFolder(db, groupId, q.folderId);
  const cond = and(
    eq(projects.groupId, groupId),
    isNull(projects.deletedAt),
    q.folderId ? eq(projects.folderId, q.folderId) : undefined,
    q.keyword ? ilike(projects.name, `%${escapeLike(q.keyword)}%`) : undefined,
    viewer ? visibleProjects(viewer) : undefined,
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

/** Changes root properties through the document save, so open editors receive them as ops. */
async function saveRoot(
  documents: DocumentService,
  ctx: Ctx,
  p: { id: string; projectFlag: string; revision: number },
  props: Record<string, unknown>,
  log: Parameters<typeof recordLog>[1],
) {
  const ops = Object.entries(props).map(([key, newValue]) => ({
    command: 'update',
    path: `${p.projectFlag}.${key}`,
    records: { newValue },
  }));
  const res = await documents.save({ ...ctx, projectId: p.id, baseRevision: p.revision, ops }, (tx) =>
    recordLog(tx, log),
  );
  if (res.subCode !== 0) throw badRequest(res.reason);
  return res.revision;
}

export async function renameProject(
  db: Db,
  documents: DocumentService,
  ctx: Ctx,
  projectId: string,
  name: string,
) {
  checkName(name);
  const p = await liveProject(db, ctx.groupId, { projectId });
  const log = {
    ...ctx,
    operatorId: ctx.userId,
    type: 'rename' as const,
    projectId,
    projectName: name,
    content: `${p.name} → ${name}`,
  };
  return { revision: await saveRoot(documents, ctx, p, { projectName: name }, log) };
}

export async function updateProject(
  db: Db,
  documents: DocumentService,
  ctx: Ctx,
  v: {
    projectId: string;
    canvasWidth?: number | undefined;
    canvasHeight?: number | undefined;
    thumbnailUrl?: string | undefined;
  },
) {
  const p = await liveProject(db, ctx.groupId, { projectId: v.projectId });
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

/** Live projects of the group with these ids, locked; 404 unless every id is one (nothing is changed). */
async function lockAll(tx: Db, groupId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: projects.id, name: projects.name, folderId: projects.folderId })
    .from(projects)
    .where(and(inArray(projects.id, unique), eq(projects.groupId, groupId), isNull(projects.deletedAt)))
    .for('update');
  if (rows.length !== unique.length) throw notFound(WS_MSG.projectNotFound);
  return rows;
}

export async function moveProjects(db: Db, ctx: Ctx, projectIds: string[], folderId: string) {
  return db.transaction(async (tx) => {
    const folder = await liveFolder(tx, ctx.groupId, folderId);
    const rows = await lockAll(tx, ctx.groupId, projectIds);
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
export async function deleteProjects(db: Db, ctx: Ctx, projectIds: string[]) {
  return db.transaction(async (tx) => {
    const rows = await lockAll(tx, ctx.groupId, projectIds);
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

/** Deep copy inside a transaction: fresh ids for every node (the model's clone helper), copy-suffixed name. */
export async function copyProjectIn(tx: Db, ctx: Ctx, projectId: string, folderId: string) {
  const p = await liveProject(tx, ctx.groupId, { projectId });
  const doc = await loadDocument(tx, p.id, { ...p.body, projectName: p.name });
  const copy = cloneWithFreshIds(doc, { kind: 'project' });
  const name = copyName(p.name);
  const made = await insertProject(tx, ctx, { folderId, name, doc: copy, thumbnailUrl: p.thumbnailUrl });
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

export async function copyProject(db: Db, ctx: Ctx, projectId: string, folderId?: string) {
  return db.transaction(async (tx) => {
    const target = folderId
      ? (await liveFolder(tx, ctx.groupId, folderId)).id
      : ((await liveProject(tx, ctx.groupId, { projectId })).folderId ?? (await firstFolder(tx, ctx)));
    return copyProjectIn(tx, ctx, projectId, target);
  });
}
