import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { copyName } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { folders, groupMembers, projects, users } from '../../db/schema/index.js';
import { recordLog } from '../logs/index.js';
import { liveFolder, checkName, copyProjectIn, nextFolderPosition, type Ctx } from '../projects/index.js';
import {
  LEVELS,
  memberLevelSql,
  requireResourceAccess,
  visibleFolders,
  visibleProjects,
  type ResourceAccess,
  type Viewer,
} from '../../http/resourceAccess.js';

/**
 * Folders the manager shows (docs/reference.md#workspace: perId, perName, projectCount, groupType, id), as a plain
 * array in list order; userFolder/count answers how many there are. Grants hide folders (and count only
 * projects) the caller may not view.
 */
export async function listFolders(db: Db, v: Viewer, start: number, end: number) {
  const groupId = v.groupId;
  const live = and(eq(folders.groupId, groupId), isNull(folders.deletedAt), visibleFolders(v));
  const counts = db
    .select({ folderId: projects.folderId, n: count().as('n') })
    .from(projects)
    .where(and(eq(projects.groupId, groupId), isNull(projects.deletedAt), visibleProjects(v)))
    .groupBy(projects.folderId)
    .as('counts');
  const rows = await db
    .select({ id: folders.id, name: folders.name, createdAt: folders.createdAt, n: counts.n })
    .from(folders)
    .leftJoin(counts, eq(counts.folderId, folders.id))
    .where(live)
    .orderBy(asc(folders.position), asc(folders.createdAt))
    .offset(start)
    .limit(Math.max(0, end - start));
  return rows.map((r) => ({
    id: r.id,
    perId: r.id,
    perName: r.name,
    projectCount: Number(r.n ?? 0),
    groupType: 0,
    createdAt: r.createdAt,
  }));
}

export async function countFolders(db: Db, v: Viewer) {
  const [r] = await db
    .select({ n: count() })
    .from(folders)
    .where(and(eq(folders.groupId, v.groupId), isNull(folders.deletedAt), visibleFolders(v)));
  return { count: Number(r?.n ?? 0) };
}

export async function addFolder(db: Db, ctx: Ctx, name: string) {
  checkName(name);
  return db.transaction(async (tx) => {
    const [f] = await tx
      .insert(folders)
      .values({
        groupId: ctx.groupId,
        name,
        createdBy: ctx.userId,
        position: await nextFolderPosition(tx, ctx.groupId),
      })
      .returning({ id: folders.id });
    await recordLog(tx, {
      ...ctx,
      operatorId: ctx.userId,
      folderId: f!.id,
      type: 'create',
      content: `folder ${name}`,
    });
    return { id: f!.id, perId: f!.id, perName: name, projectCount: 0, groupType: 0 };
  });
}

/** `folder`: the route's declared folder (config.resource), checked for edit; locked here for the write. */
export async function renameFolder(db: Db, ctx: Viewer, folder: ResourceAccess, name: string) {
  checkName(name);
  return db.transaction(async (tx) => {
    const f = await liveFolder(tx, ctx.groupId, folder.id, true);
    await tx.update(folders).set({ name, updatedAt: new Date() }).where(eq(folders.id, f.id));
    await recordLog(tx, {
      ...ctx,
      operatorId: ctx.userId,
      folderId: f.id,
      type: 'rename',
      content: `folder ${f.name} → ${name}`,
    });
    return { id: f.id, perName: name };
  });
}

/**
 * The folder and its live projects go to the recycle bin; restoring the folder brings them back. Needs
 * edit on the folder and on every project in it (a project's own grants may leave the caller out).
 */
export async function deleteFolder(db: Db, ctx: Viewer, folderId: string) {
  return db.transaction(async (tx) => {
    const f = await liveFolder(tx, ctx.groupId, folderId, true);
    await requireResourceAccess(tx, ctx, { folderId }, 'edit', { withContents: true });
    const now = new Date();
    await tx.update(folders).set({ deletedAt: now, deletedBy: ctx.userId }).where(eq(folders.id, f.id));
    const moved = await tx
      .update(projects)
      .set({ deletedAt: now, deletedBy: ctx.userId, deletedWithFolder: true })
      .where(and(eq(projects.folderId, f.id), isNull(projects.deletedAt)))
      .returning({ id: projects.id });
    await recordLog(tx, {
      ...ctx,
      operatorId: ctx.userId,
      folderId: f.id,
      type: 'delete',
      content: `folder ${f.name} (${moved.length})`,
    });
    return { id: f.id, projects: moved.length };
  });
}

/** Moves a folder to `index` of the group's folder list (the list is renumbered: folders are few). */
export async function moveFolder(db: Db, ctx: Viewer, folder: ResourceAccess, index: number) {
  return db.transaction(async (tx) => {
    const f = await liveFolder(tx, ctx.groupId, folder.id, true);
    const all = await tx
      .select({ id: folders.id })
      .from(folders)
      .where(and(eq(folders.groupId, ctx.groupId), isNull(folders.deletedAt)))
      .orderBy(asc(folders.position), asc(folders.createdAt));
    const order = all.map((r) => r.id).filter((id) => id !== f.id);
    order.splice(Math.min(Math.max(index, 0), order.length), 0, f.id);
    for (const [i, id] of order.entries())
      await tx
        .update(folders)
        .set({ position: i + 1 })
        .where(eq(folders.id, id));
    await recordLog(tx, {
      ...ctx,
      operatorId: ctx.userId,
      folderId: f.id,
      type: 'move',
      content: `folder ${f.name} → ${index}`,
    });
    return { id: f.id, index: order.indexOf(f.id) };
  });
}

/**
 * Deep copy of a folder with the live projects in it the caller may view (fresh ids in every document;
 * grants are not copied: the copy is the caller's, open to the group like any new folder). Needs view on
 * the folder (`f`, the route's declared folder); projects the caller's grants hide are left out, as the
 * folder's project list leaves them out.
 */
export async function copyFolder(db: Db, ctx: Viewer, f: ResourceAccess) {
  return db.transaction(async (tx) => {
    const name = copyName(f.name);
    const [made] = await tx
      .insert(folders)
      .values({
        groupId: ctx.groupId,
        name,
        createdBy: ctx.userId,
        position: await nextFolderPosition(tx, ctx.groupId),
      })
      .returning({ id: folders.id });
    const inside = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.folderId, f.id), isNull(projects.deletedAt), visibleProjects(ctx)))
      .orderBy(asc(projects.createdAt));
    for (const p of inside) await copyProjectIn(tx, ctx, p.id, made!.id);
    await recordLog(tx, {
      ...ctx,
      operatorId: ctx.userId,
      folderId: f.id,
      type: 'copy',
      content: `folder ${f.name} → ${name}`,
    });
    return { id: made!.id, perId: made!.id, perName: name, projectCount: inside.length, groupType: 0 };
  });
}

/**
 * Copies projects (multi-select) into a folder of the group: view on each (checked here, row by row), edit
 * on the folder (`f`, the route's declared folder).
 */
export async function copyProjectsInto(db: Db, ctx: Viewer, projectIds: string[], f: ResourceAccess) {
  return db.transaction(async (tx) => {
    const made = [];
    for (const id of new Set(projectIds)) made.push(await copyProjectIn(tx, ctx, id, f.id));
    return { list: made };
  });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Folder settings side panel: who can reach the folder: the group's members whose level on it is at least
 * view (every member while the folder has no grants; grantees, creator and super administrators once it
 * has), filtered by keyword, one page at a time. Role codes are not looked at here.
 */
export async function folderMembers(
  db: Db,
  v: Viewer,
  f: ResourceAccess,
  q: { keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const groupId = v.groupId;
  const reaches = sql`exists (select 1 from ${folders} where ${folders.id} = ${f.id}
    and ${memberLevelSql(groupId, sql`${groupMembers.userId}`, 'folder')} >= ${LEVELS.view})`;
  const cond = and(
    eq(groupMembers.groupId, groupId),
    isNull(users.deletedAt),
    reaches,
    q.keyword
      ? or(
          ilike(users.nickName, `%${escapeLike(q.keyword)}%`),
          ilike(users.account, `%${escapeLike(q.keyword)}%`),
          ilike(sql`coalesce(${groupMembers.groupNickName}, '')`, `%${escapeLike(q.keyword)}%`),
        )
      : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(cond);
  const list = await db
    .select({
      userId: users.id,
      account: users.account,
      nickName: users.nickName,
      groupNickName: groupMembers.groupNickName,
      headImg: users.headImg,
      accountState: groupMembers.accountState,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(cond)
    .orderBy(asc(groupMembers.joinedAt), asc(users.id))
    .offset((q.pageNum - 1) * q.pageSize)
    .limit(q.pageSize);
  return { list, total: Number(total?.n ?? 0), pageNum: q.pageNum, pageSize: q.pageSize };
}
