import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { folders, projects, users } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { assertResourceAvailable } from '../groups/index.js';
import { recordLog } from '../logs/index.js';
import { assertSceneTotals, projectsHoldScene3D } from '../documents/index.js';
import { firstFolder } from '../projects/index.js';
import { WS_MSG } from '../../http/messages.js';
import {
  contentsAtLeast,
  LEVELS,
  levelAtLeast,
  requireResourceAccess,
  type Viewer,
} from '../../http/resourceAccess.js';
import { dropGrants } from '../resourcePermissions/index.js';

/**
 * The recycle bin is the soft-deleted folders and projects of a group (deleted_at, deleted_by). A project
 * deleted together with its folder (deleted_with_folder) is not an item of its own: it comes back with the
 * folder and is removed with it. Grants apply as on live resources: the caller sees the items they may
 * view, and restores or removes only those they may edit (a folder: and every project deleted with it).
 */
export const RECYCLE_KINDS = {
  project: { zh: '项目', en: 'Projects' },
  folder: { zh: '文件夹', en: 'Folders' },
} as const;
export type RecycleKind = keyof typeof RECYCLE_KINDS;

export interface RecycleItem {
  id: string;
  type: RecycleKind;
  name: string;
  deletedAt: Date;
  deletedBy: string | null;
  deletedByName: string;
  folderId: string | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Recycle items of the group; with `min`, only those the caller's level reaches (grants). */
const projectItems = (v: Viewer, keyword?: string, min?: number): SQL | undefined =>
  and(
    eq(projects.groupId, v.groupId),
    min === undefined ? undefined : levelAtLeast(v, 'project', min),
    isNotNull(projects.deletedAt),
    eq(projects.deletedWithFolder, false),
    keyword ? ilike(projects.name, `%${escapeLike(keyword)}%`) : undefined,
  );
const folderItems = (v: Viewer, keyword?: string, min?: number): SQL | undefined =>
  and(
    eq(folders.groupId, v.groupId),
    min === undefined ? undefined : levelAtLeast(v, 'folder', min),
    min === undefined || min <= LEVELS.view ? undefined : contentsAtLeast(v, min, 'deleted'),
    isNotNull(folders.deletedAt),
    keyword ? ilike(folders.name, `%${escapeLike(keyword)}%`) : undefined,
  );

async function projectRows(db: Db, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      deletedAt: projects.deletedAt,
      deletedBy: projects.deletedBy,
      deletedByName: users.nickName,
      folderId: projects.folderId,
    })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.deletedBy))
    .where(where)
    .orderBy(desc(projects.deletedAt), desc(projects.id))
    .limit(limit);
  return rows.map((r): RecycleItem => ({
    ...r,
    type: 'project',
    deletedAt: r.deletedAt!,
    deletedByName: r.deletedByName ?? '',
  }));
}

async function folderRows(db: Db, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      id: folders.id,
      name: folders.name,
      deletedAt: folders.deletedAt,
      deletedBy: folders.deletedBy,
      deletedByName: users.nickName,
    })
    .from(folders)
    .leftJoin(users, eq(users.id, folders.deletedBy))
    .where(where)
    .orderBy(desc(folders.deletedAt), desc(folders.id))
    .limit(limit);
  return rows.map((r): RecycleItem => ({
    ...r,
    type: 'folder',
    folderId: null,
    deletedAt: r.deletedAt!,
    deletedByName: r.deletedByName ?? '',
  }));
}

/** Newest first, optionally of some kinds only; paged. */
export async function listRecycle(
  db: Db,
  v: Viewer,
  q: { types?: RecycleKind[] | undefined; keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const want = (k: RecycleKind) => !q.types || q.types.length === 0 || q.types.includes(k);
  const upTo = q.pageNum * q.pageSize;
  const items = [
    ...(want('project') ? await projectRows(db, projectItems(v, q.keyword, LEVELS.view), upTo) : []),
    ...(want('folder') ? await folderRows(db, folderItems(v, q.keyword, LEVELS.view), upTo) : []),
  ].sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime() || a.id.localeCompare(b.id));
  const menus = await recycleMenus(db, v, q.keyword);
  const total = menus.filter((m) => want(m.type)).reduce((n, m) => n + m.count, 0);
  return { list: items.slice(upTo - q.pageSize, upTo), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** The kinds with their counts (the recycle bin's filter menu). */
export async function recycleMenus(db: Db, v: Viewer, keyword?: string) {
  const [p] = await db
    .select({ n: count() })
    .from(projects)
    .where(projectItems(v, keyword, LEVELS.view));
  const [f] = await db
    .select({ n: count() })
    .from(folders)
    .where(folderItems(v, keyword, LEVELS.view));
  return (Object.keys(RECYCLE_KINDS) as RecycleKind[]).map((type) => ({
    type,
    name: RECYCLE_KINDS[type].zh,
    nameEn: RECYCLE_KINDS[type].en,
    count: Number((type === 'project' ? p : f)?.n ?? 0),
  }));
}

/**
 * Locks and returns the recycle items with these ids; 404 unless every id is an item of the group the
 * caller may view, 403 unless they may edit each (a folder: and every project deleted with it).
 */
async function lockItems(tx: Db, v: Viewer, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const ps = await tx
    .select({ id: projects.id, name: projects.name, folderId: projects.folderId })
    .from(projects)
    .where(and(inArray(projects.id, unique), projectItems(v)))
    .for('update');
  const fs = await tx
    .select({ id: folders.id, name: folders.name })
    .from(folders)
    .where(and(inArray(folders.id, unique), folderItems(v)))
    .for('update');
  if (ps.length + fs.length !== unique.length) throw notFound(WS_MSG.recycleNotFound);
  const deleted = { state: 'deleted', withContents: true } as const;
  for (const p of ps) await requireResourceAccess(tx, v, { projectId: p.id }, 'edit', deleted);
  for (const f of fs) await requireResourceAccess(tx, v, { folderId: f.id }, 'edit', deleted);
  return { ps, fs };
}

/**
 * Puts items back whole: a folder with the projects deleted with it; a project into its folder, or the
 * group's first folder when that one is gone. Restored projects count against the PROJECT limit again,
 * and their 3D scenes against SCENE and UNITY_CLOUD (a refusal puts nothing back).
 */
export async function restoreItems(db: Db, ctx: Viewer, ids: string[]) {
  return db.transaction(async (tx) => {
    const { ps, fs } = await lockItems(tx, ctx, ids);
    const log = { ...ctx, operatorId: ctx.userId, type: 'restore' as const };
    let restoredProjects = 0;
    const back3D: string[] = ps.map((p) => p.id);
    for (const f of fs) {
      await tx.update(folders).set({ deletedAt: null, deletedBy: null }).where(eq(folders.id, f.id));
      const back = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(
          and(
            eq(projects.folderId, f.id),
            isNotNull(projects.deletedAt),
            eq(projects.deletedWithFolder, true),
          ),
        );
      if (back.length > 0) {
        await assertResourceAvailable(tx, ctx.groupId, 'PROJECT', back.length);
        await tx
          .update(projects)
          .set({ deletedAt: null, deletedBy: null, deletedWithFolder: false })
          .where(
            inArray(
              projects.id,
              back.map((p) => p.id),
            ),
          );
      }
      restoredProjects += back.length;
      back3D.push(...back.map((p) => p.id));
      await recordLog(tx, { ...log, folderId: f.id, content: `folder ${f.name} (${back.length})` });
    }
    for (const p of ps) {
      await assertResourceAvailable(tx, ctx.groupId, 'PROJECT');
      const [home] = p.folderId
        ? await tx
            .select({ id: folders.id })
            .from(folders)
            .where(and(eq(folders.id, p.folderId), isNull(folders.deletedAt)))
        : [];
      const folderId = home?.id ?? (await firstFolder(tx, ctx));
      await tx
        .update(projects)
        .set({ deletedAt: null, deletedBy: null, deletedWithFolder: false, folderId })
        .where(eq(projects.id, p.id));
      await recordLog(tx, { ...log, projectId: p.id, projectName: p.name });
    }
    if (await projectsHoldScene3D(tx, back3D)) await assertSceneTotals(tx, ctx.groupId);
    return { folders: fs.length, projects: ps.length + restoredProjects };
  });
}

/** Deletes items for good: the project rows (their nodes and op log go by cascade), folders with theirs. */
export async function removeItems(db: Db, ctx: Viewer, ids: string[]) {
  return db.transaction(async (tx) => {
    const { ps, fs } = await lockItems(tx, ctx, ids);
    return removeLocked(tx, ctx, ps, fs);
  });
}

async function removeLocked(
  tx: Db,
  ctx: Viewer,
  ps: { id: string; name: string }[],
  fs: { id: string; name: string }[],
) {
  const log = { ...ctx, operatorId: ctx.userId, type: 'remove' as const };
  let removedProjects = 0;
  const goneInside: string[] = [];
  for (const f of fs) {
    const gone = await tx
      .delete(projects)
      .where(
        and(eq(projects.folderId, f.id), isNotNull(projects.deletedAt), eq(projects.deletedWithFolder, true)),
      )
      .returning({ id: projects.id });
    removedProjects += gone.length;
    goneInside.push(...gone.map((g) => g.id));
    await tx.delete(folders).where(eq(folders.id, f.id));
    await recordLog(tx, { ...log, folderId: f.id, content: `folder ${f.name} (${gone.length})` });
  }
  if (ps.length > 0)
    await tx.delete(projects).where(
      inArray(
        projects.id,
        ps.map((p) => p.id),
      ),
    );
  for (const p of ps) await recordLog(tx, { ...log, projectId: p.id, projectName: p.name });
  await dropGrants(tx, ctx.groupId, 'project', [...ps.map((p) => p.id), ...goneInside]);
  await dropGrants(
    tx,
    ctx.groupId,
    'folder',
    fs.map((f) => f.id),
  );
  return { folders: fs.length, projects: ps.length + removedProjects };
}

/** Empties the recycle bin of the group (or only the given kinds): the items the caller may edit. */
export async function removeAll(db: Db, ctx: Viewer, types?: RecycleKind[]) {
  const want = (k: RecycleKind) => !types || types.length === 0 || types.includes(k);
  return db.transaction(async (tx) => {
    const ps = want('project')
      ? await tx
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(projectItems(ctx, undefined, LEVELS.edit))
          .for('update')
      : [];
    const fs = want('folder')
      ? await tx
          .select({ id: folders.id, name: folders.name })
          .from(folders)
          .where(folderItems(ctx, undefined, LEVELS.edit))
          .for('update')
      : [];
    return removeLocked(tx, ctx, ps, fs);
  });
}
