import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { cloneSubtree, validateName, type DocNode } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { cases } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { FileStorage } from '../../storage/index.js';
import { loadDocument, assertSceneRoom, liveProject } from '../documents/index.js';
import { recordLog } from '../logs/index.js';
import {
  insertCopiedThumbnails,
  sceneThumbnailRows,
  type SceneThumbnail,
  insertProject,
  targetFolder,
} from '../projects/index.js';
import { requireResourceAccess, type Viewer } from '../../http/resourceAccess.js';
import { assertNotTrialLocked } from '../trials/index.js';
import { copyFileUrl, keyOfUrl } from '../uploads/index.js';
import { collectStrings, replaceStrings, withSampleData } from './document.js';
import { twinsOfPublished } from './twins.js';

export type Gallery = 'official' | 'industry';
/** The verified caller; grants on projects and folders apply (modules/resourcePermissions). */
export type Ctx = Viewer;

/** Case page size and the count-only end value (docs/reference.md#limits). */
export const CASE_PAGE_SIZE = 20;
export const COUNT_ONLY_END = 10000;

/** Cases a group sees: the ones shipped with the product and its own. */
const visibleTo = (groupId: string) => or(isNull(cases.groupId), eq(cases.groupId, groupId));
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const listCols = {
  caseId: cases.id,
  caseFlag: cases.caseFlag,
  caseName: cases.name,
  category: cases.category,
  description: cases.description,
  thumbnailUrl: cases.thumbnailUrl,
  official: sql<boolean>`${cases.groupId} is null`,
  copyCount: cases.copyCount,
  createdAt: cases.createdAt,
};

export async function listCases(
  db: Db,
  groupId: string,
  gallery: Gallery,
  q: {
    start: number;
    end: number;
    category?: string | undefined;
    keyword?: string | undefined;
    rId?: string | number | undefined;
  },
) {
  const cond = and(
    eq(cases.gallery, gallery),
    visibleTo(groupId),
    q.category ? eq(cases.category, q.category) : undefined,
    q.keyword ? ilike(cases.name, `%${escapeLike(q.keyword)}%`) : undefined,
  );
  const [n] = await db.select({ n: count() }).from(cases).where(cond);
  const caseNum = Number(n?.n ?? 0);
  const categories = (
    await db
      .selectDistinct({ c: cases.category })
      .from(cases)
      .where(and(eq(cases.gallery, gallery), visibleTo(groupId)))
      .orderBy(asc(cases.category))
  )
    .map((r) => r.c)
    .filter(Boolean);
  // end 10000 only counts (docs/reference.md#workspace).
  if (q.end === COUNT_ONLY_END) return { list: [], caseNum, total: caseNum, categories, rId: q.rId ?? null };
  const list = await db
    .select(listCols)
    .from(cases)
    .where(cond)
    .orderBy(desc(sql`${cases.groupId} is null`), asc(cases.createdAt), asc(cases.id))
    .offset(q.start)
    .limit(Math.min(Math.max(0, q.end - q.start), 200));
  return { list, caseNum, total: caseNum, categories, rId: q.rId ?? null, limit: CASE_PAGE_SIZE };
}

async function visibleCase(
  db: Db,
  groupId: string,
  by: { caseId?: string | undefined; caseFlag?: string | undefined },
) {
  const match = by.caseId ? eq(cases.id, by.caseId) : eq(cases.caseFlag, by.caseFlag ?? '');
  const [row] = await db
    .select()
    .from(cases)
    .where(and(match, visibleTo(groupId)));
  if (!row) throw notFound({ zh: '案例不存在', en: 'The case does not exist' });
  return row;
}

/** A case with its document (what the case viewer renders): data.detail. */
export async function getCase(
  db: Db,
  groupId: string,
  by: { caseId?: string | undefined; caseFlag?: string | undefined },
) {
  const row = await visibleCase(db, groupId, by);
  return {
    caseId: row.id,
    caseFlag: row.caseFlag,
    caseName: row.name,
    category: row.category,
    description: row.description,
    thumbnailUrl: row.thumbnailUrl,
    gallery: row.gallery,
    official: row.groupId === null,
    projectFlag: String(row.body._id ?? row.caseFlag),
    detail: { ...row.body, caseCopy: 1, projectName: row.name },
  };
}

export async function twinInfoByCaseFlag(db: Db, groupId: string, caseFlag: string) {
  const c = await getCase(db, groupId, { caseFlag });
  return { projectFlag: c.projectFlag, caseFlag: c.caseFlag, caseId: c.caseId, caseName: c.caseName };
}

const newCaseFlag = () => `case-${randomBytes(12).toString('hex')}`;

/**
 * Publishes a project of the group as a case of the group's gallery: a frozen copy with sample data (twins
 * requests kept as their calls, with the group's twin ids: cases/twins.ts). It
 * hands the project to the whole group, so it needs edit level on it (as sharing does), and a project
 * locked by an expired trial cannot be published (its case could be copied into an unlocked project).
 */
export async function publishCase(
  db: Db,
  ctx: Ctx,
  gallery: Gallery,
  v: {
    projectId: string;
    caseName?: string | undefined;
    category?: string | undefined;
    description?: string | undefined;
  },
) {
  const name = v.caseName;
  if (name !== undefined) {
    const problem = validateName(name);
    if (problem) throw badRequest({ zh: problem.zh, en: problem.en });
  }
  return db.transaction(async (tx) => {
    await requireResourceAccess(tx, ctx, { projectId: v.projectId }, 'edit');
    await assertNotTrialLocked(tx, v.projectId);
    const p = await liveProject(tx, ctx.groupId, { projectId: v.projectId });
    const doc = await loadDocument(tx, p.id, { ...p.body, projectName: p.name });
    const twins = await twinsOfPublished(tx, ctx.groupId, doc);
    const [row] = await tx
      .insert(cases)
      .values({
        caseFlag: newCaseFlag(),
        gallery,
        groupId: ctx.groupId,
        category: v.category ?? '',
        name: name ?? p.name,
        description: v.description ?? '',
        thumbnailUrl: p.thumbnailUrl,
        body: withSampleData(doc, twins.keep),
        sceneThumbnails: await sceneThumbnailRows(tx, p.id),
        sourceProjectId: p.id,
        ...twins.ids,
        createdBy: ctx.userId,
      })
      .returning(listCols);
    return row!;
  });
}

export async function deleteCase(db: Db, ctx: Ctx, gallery: Gallery, caseId: string) {
  const [row] = await db
    .select({ id: cases.id, groupId: cases.groupId })
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.gallery, gallery), visibleTo(ctx.groupId)));
  if (!row) throw notFound({ zh: '案例不存在', en: 'The case does not exist' });
  // Shipped cases belong to nobody: no group may delete them.
  if (row.groupId === null)
    throw forbidden({ zh: '官方案例不能删除', en: 'Official cases cannot be deleted' });
  await db.delete(cases).where(and(eq(cases.id, caseId), eq(cases.groupId, ctx.groupId)));
  return { caseId };
}

/**
 * Copies a case into a new project of the caller's group: fresh ids, every data source replaced by its
 * sample data, every file of ours it shows copied into the group's storage. The PROJECT limit applies, and
 * for a case with a 3D scene (the official digital-twin factory) SCENE and UNITY_CLOUD (models/limits.ts).
 */
export async function copyCase(
  db: Db,
  storage: FileStorage,
  basePath: string,
  ctx: Ctx,
  v: {
    caseId?: string | undefined;
    caseFlag?: string | undefined;
    folderId?: string | undefined;
    projectName?: string | undefined;
  },
) {
  const row = await visibleCase(db, ctx.groupId, v);
  // Before any file is copied: a folder the caller may not add to would leave copies nobody uses.
  if (v.folderId) await requireResourceAccess(db, ctx, { folderId: v.folderId }, 'edit');
  const name = v.projectName ?? row.name;
  const problem = validateName(name);
  if (problem) throw badRequest({ zh: problem.zh, en: problem.en });
  let doc = withSampleData(row.body as DocNode);
  // Before any file is copied too: a copy the 3D limits refuse would leave copies nobody uses.
  await assertSceneRoom(db, ctx.groupId, doc);
  const urls = collectStrings(doc, (s) => keyOfUrl(basePath, s) !== null);
  const copied: string[] = [];
  const map = new Map<string, string>();
  const copyFile = async (url: string) => {
    const known = map.get(url);
    if (known !== undefined) return known;
    const next = await copyFileUrl(db, storage, basePath, ctx, url);
    map.set(url, next);
    if (next !== url) copied.push(next);
    return next;
  };
  for (const url of urls) await copyFile(url);
  doc = replaceStrings(doc, map);
  // Scene thumbnails that are files of ours are copied like the document's files (a data URL is kept).
  const thumbs: SceneThumbnail[] = [];
  for (const r of row.sceneThumbnails) {
    const url = keyOfUrl(basePath, r.thumbnailUrl) === null ? r.thumbnailUrl : await copyFile(r.thumbnailUrl);
    thumbs.push({ sceneId: r.sceneId, thumbnailUrl: url });
  }
  const { node: fresh, idMap } = cloneSubtree(doc, { kind: 'project', rename: false });
  fresh.caseCopy = 1;
  return db.transaction(async (tx) => {
    const folderId = await targetFolder(tx, ctx, v.folderId);
    const made = await insertProject(tx, ctx, { folderId, name, doc: fresh, thumbnailUrl: row.thumbnailUrl });
    await insertCopiedThumbnails(tx, made.id, thumbs, idMap);
    await tx
      .update(cases)
      .set({ copyCount: sql`${cases.copyCount} + 1` })
      .where(eq(cases.id, row.id));
    await recordLog(tx, {
      ...ctx,
      operatorId: ctx.userId,
      type: 'copy',
      projectId: made.id,
      projectName: name,
      content: `← ${row.name}`,
    });
    return { ...made, projectId: made.id, folderId, projectName: name, assetsCopied: copied.length };
  });
}
