import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { folders, projects } from '../db/schema/index.js';
import { forbidden, notFound } from './errors.js';
import { PERMISSIONS, type PermissionName } from './permissionCodes.js';
import { WS_MSG, type Bilingual } from './messages.js';

/**
 * Per-resource access, layered on the role codes the way Grafana's folder permissions and DataEase's
 * resource authorisation work:
 * - the role's permission codes are the ceiling: without projectEdit nobody edits, whatever the grant;
 * - a folder or project without any grant is open to every member holding the codes (the default, so
 *   groups that never set grants behave as before);
 * - once a folder or project has grants it is restricted: only members with a grant (to themselves, one
 *   of their roles or one of their user groups) reach it, at the granted level;
 * - a project is restricted when it or its folder has grants, and the caller's level is the higher of the
 *   two (a project grant adds to the folder's, it cannot take away);
 * - super administrators and the creator of the resource (or of the project's folder) always have manage.
 */
export const RESOURCE_TYPES = ['folder', 'project'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const LEVELS = { none: 0, view: 1, edit: 2, manage: 3 } as const;
export type LevelName = Exclude<keyof typeof LEVELS, 'none'>;
export const LEVEL_NAMES: readonly LevelName[] = ['view', 'edit', 'manage'];
export const levelName = (n: number): LevelName | 'none' =>
  n >= 3 ? 'manage' : n === 2 ? 'edit' : n === 1 ? 'view' : 'none';

export const OPERATIONS = ['view', 'edit', 'delete', 'share', 'export', 'manage'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** What each operation needs: the role code (per resource type) and the least resource level. */
const NEEDS: Record<Operation, { level: number; code: Record<ResourceType, PermissionName> }> = {
  view: { level: 1, code: { project: 'projectView', folder: 'folderView' } },
  edit: { level: 2, code: { project: 'projectEdit', folder: 'folderEdit' } },
  delete: { level: 2, code: { project: 'projectDelete', folder: 'folderEdit' } },
  share: { level: 2, code: { project: 'projectShare', folder: 'projectShare' } },
  export: { level: 1, code: { project: 'projectExport', folder: 'projectExport' } },
  manage: { level: 3, code: { project: 'projectEdit', folder: 'folderEdit' } },
};

export const RP_MSG = {
  denied: {
    zh: '您没有该资源的此项操作权限',
    en: 'You do not have permission for this operation on this resource',
  },
} as const satisfies Record<string, Bilingual>;

/** The verified caller (requireGroup). */
export interface Viewer {
  userId: string;
  groupId: string;
  permissions: ReadonlySet<string>;
  isSuper: boolean;
}

/**
 * Whose level an expression computes: the caller (ids as parameters), or for a list of members a user id
 * column, with their super-administrator role looked up in SQL.
 */
interface Subject {
  userId: string | SQL;
  groupId: string;
  isSuper: boolean | SQL;
}

/** Grants that name the subject: directly, through one of their roles or one of their user groups. */
function subjectMatch(s: Subject): SQL {
  return sql`(
    (rp.subject_type = 'user' and rp.subject_id = ${s.userId})
    or (rp.subject_type = 'role' and rp.subject_id in
      (select mr.role_id from member_roles mr where mr.group_id = ${s.groupId} and mr.user_id = ${s.userId}))
    or (rp.subject_type = 'userGroup' and rp.subject_id in
      (select ugm.user_group_id from user_group_members ugm
        where ugm.group_id = ${s.groupId} and ugm.user_id = ${s.userId}))
  )`;
}

/** Grants on the resource: for a project, those on it and on its folder. */
function resourceMatch(type: ResourceType): SQL {
  return type === 'project'
    ? sql`((rp.resource_type = 'project' and rp.resource_id = ${projects.id})
        or (rp.resource_type = 'folder' and rp.resource_id = ${projects.folderId}))`
    : sql`(rp.resource_type = 'folder' and rp.resource_id = ${folders.id})`;
}

function levelSql(s: Subject, type: ResourceType): SQL<number> {
  if (s.isSuper === true) return sql<number>`3`;
  const grants = sql`resource_permissions rp where rp.group_id = ${s.groupId} and ${resourceMatch(type)}`;
  const creator =
    type === 'project'
      ? sql`${projects.createdBy} = ${s.userId} or exists
          (select 1 from folders cf where cf.id = ${projects.folderId} and cf.created_by = ${s.userId})`
      : sql`${folders.createdBy} = ${s.userId}`;
  const isSuper = s.isSuper === false ? sql`false` : s.isSuper;
  return sql<number>`(case
    when ${isSuper} then 3
    when ${creator} then 3
    when not exists (select 1 from ${grants}) then 3
    else coalesce((select max(rp.level) from ${grants} and ${subjectMatch(s)}), 0)
  end)`;
}

/**
 * The viewer's grant level (0-3) on the row of `projects` or `folders` the surrounding query reads: one SQL
 * expression, so the lists, the single-resource check and the member list cannot disagree.
 */
export function grantLevelSql(v: Viewer, type: ResourceType): SQL<number> {
  return levelSql({ userId: v.userId, groupId: v.groupId, isSuper: v.isSuper }, type);
}

/** The same level for the member whose user id is `userId` (a column of the surrounding query). */
export function memberLevelSql(groupId: string, userId: SQL, type: ResourceType): SQL<number> {
  const isSuper = sql`exists (select 1 from member_roles ms join roles rs on rs.id = ms.role_id
    where ms.group_id = ${groupId} and ms.user_id = ${userId} and rs.is_super)`;
  return levelSql({ userId, groupId, isSuper }, type);
}

/** A folder or project as a route names it (a project by id or by projectFlag). */
export type ResourceRef = { projectId: string } | { projectFlag: string } | { folderId: string };

export interface AccessOptions {
  /** 'deleted': the resource is in the recycle bin (restore, remove); default 'live'. */
  state?: 'live' | 'deleted';
  /**
   * Folders only: every project inside (live ones, or those deleted with the folder when state is
   * 'deleted') needs the level too, so deleting or removing a folder cannot take projects the caller
   * could not delete one by one.
   */
  withContents?: boolean;
}

export interface ResourceAccess {
  type: ResourceType;
  id: string;
  /** The project's or folder's name (operation-log records name what they are about). */
  name: string;
  level: number;
  restricted: boolean;
}

/** SQL condition on the row of `projects`/`folders` the query reads: the viewer's level is at least `min`. */
export function levelAtLeast(v: Viewer, type: ResourceType, min: number): SQL | undefined {
  return v.isSuper ? undefined : sql`${grantLevelSql(v, type)} >= ${min}`;
}

/** SQL condition on a `folders` row: every project in it (live, or deleted with it) is at least `min`. */
export function contentsAtLeast(v: Viewer, min: number, state: 'live' | 'deleted'): SQL | undefined {
  if (v.isSuper) return undefined;
  const inside =
    state === 'live'
      ? sql`${projects.deletedAt} is null`
      : sql`${projects.deletedAt} is not null and ${projects.deletedWithFolder}`;
  return sql`not exists (select 1 from ${projects} where ${projects.folderId} = ${folders.id}
    and ${inside} and ${grantLevelSql(v, 'project')} < ${min})`;
}

/**
 * THE check of every route that reads or changes a folder or project (one rule, so no route can disagree):
 * - not a resource of the caller's group in that state → 404;
 * - a resource the caller may not even view (grants leave them out) → the same 404, like another group's:
 *   a restricted resource does not exist for those it is restricted from;
 * - viewable but below `need` → 403 with the bilingual "no permission on this resource".
 * Role codes stay the business of the route (`config.access`); this is the grant side only.
 */
export async function requireResourceAccess(
  db: Db,
  v: Viewer,
  ref: ResourceRef,
  need: LevelName,
  opts: AccessOptions = {},
): Promise<ResourceAccess> {
  const type: ResourceType = 'folderId' in ref ? 'folder' : 'project';
  const state = opts.state ?? 'live';
  const restricted = sql<boolean>`exists (select 1 from resource_permissions rp
    where rp.group_id = ${v.groupId} and ${resourceMatch(type)})`;
  let row: { id: string; name: string; level: number; restricted: boolean; contents: boolean } | undefined;
  if ('folderId' in ref) {
    const contents = opts.withContents ? contentsAtLeast(v, LEVELS[need], state) : undefined;
    [row] = await db
      .select({
        id: folders.id,
        name: folders.name,
        level: grantLevelSql(v, 'folder'),
        restricted,
        contents: contents ? sql<boolean>`${contents}` : sql<boolean>`true`,
      })
      .from(folders)
      .where(
        and(
          eq(folders.id, ref.folderId),
          eq(folders.groupId, v.groupId),
          state === 'live' ? isNull(folders.deletedAt) : isNotNull(folders.deletedAt),
        ),
      );
  } else {
    [row] = await db
      .select({
        id: projects.id,
        name: projects.name,
        level: grantLevelSql(v, 'project'),
        restricted,
        contents: sql<boolean>`true`,
      })
      .from(projects)
      .where(
        and(
          'projectId' in ref ? eq(projects.id, ref.projectId) : eq(projects.projectFlag, ref.projectFlag),
          eq(projects.groupId, v.groupId),
          state === 'live' ? isNull(projects.deletedAt) : isNotNull(projects.deletedAt),
        ),
      );
  }
  const level = Number(row?.level ?? 0);
  if (!row || level < LEVELS.view)
    throw notFound(
      state === 'deleted'
        ? WS_MSG.recycleNotFound
        : type === 'project'
          ? WS_MSG.projectNotFound
          : WS_MSG.folderNotFound,
    );
  if (level < LEVELS[need] || !row.contents) throw forbidden(RP_MSG.denied);
  return { type, id: row.id, name: row.name, level, restricted: Boolean(row.restricted) };
}

/** The ref of a resource by type and id (the grant routes name resources this way). */
export const refOf = (type: ResourceType, id: string): ResourceRef =>
  type === 'project' ? { projectId: id } : { folderId: id };

/** Whether the viewer may perform each operation, given their level on the resource. */
export function allowedOperations(v: Viewer, type: ResourceType, level: number): Record<Operation, boolean> {
  const out = {} as Record<Operation, boolean>;
  for (const op of OPERATIONS) {
    const need = NEEDS[op];
    out[op] = v.permissions.has(PERMISSIONS[need.code[type]].code) && level >= need.level;
  }
  return out;
}

/**
 * 404 unless the viewer may view the resource (requireResourceAccess), then 403 unless their role codes and
 * level allow the operation (documents, grant routes). Answers the viewer's level.
 */
export async function assertResourceOperation(
  db: Db,
  v: Viewer,
  type: ResourceType,
  id: string,
  op: Operation,
): Promise<ResourceAccess> {
  const access = await requireResourceAccess(db, v, refOf(type, id), 'view');
  if (!allowedOperations(v, type, access.level)[op]) throw forbidden(RP_MSG.denied);
  return access;
}

/** Condition for a list of projects: only those the viewer has at least view level on. */
export function visibleProjects(v: Viewer): SQL | undefined {
  return levelAtLeast(v, 'project', LEVELS.view);
}

/**
 * Condition for a list of folders: those the viewer has at least view level on, and those holding a
 * project they may view (a project grant inside a restricted folder shows the folder with that project
 * only, as Grafana's browse view does). Everything else on a folder needs its own level.
 */
export function visibleFolders(v: Viewer): SQL | undefined {
  if (v.isSuper) return undefined;
  return sql`(${grantLevelSql(v, 'folder')} >= ${LEVELS.view} or exists (select 1 from ${projects}
    where ${projects.folderId} = ${folders.id} and ${projects.deletedAt} is null
    and ${grantLevelSql(v, 'project')} >= ${LEVELS.view}))`;
}
