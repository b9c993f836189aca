import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { folders, projects } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { Bilingual } from '../../http/messages.js';
import { PERMISSIONS, type PermissionName } from '../permissions/catalogue.js';
import { WS_MSG } from '../projects/texts.js';

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

/** Grants that name the viewer: directly, through one of their roles or one of their user groups. */
function subjectMatch(v: Viewer): SQL {
  return sql`(
    (rp.subject_type = 'user' and rp.subject_id = ${v.userId})
    or (rp.subject_type = 'role' and rp.subject_id in
      (select mr.role_id from member_roles mr where mr.group_id = ${v.groupId} and mr.user_id = ${v.userId}))
    or (rp.subject_type = 'userGroup' and rp.subject_id in
      (select ugm.user_group_id from user_group_members ugm
        where ugm.group_id = ${v.groupId} and ugm.user_id = ${v.userId}))
  )`;
}

/** Grants on the resource: for a project, those on it and on its folder. */
function resourceMatch(type: ResourceType): SQL {
  return type === 'project'
    ? sql`((rp.resource_type = 'project' and rp.resource_id = ${projects.id})
        or (rp.resource_type = 'folder' and rp.resource_id = ${projects.folderId}))`
    : sql`(rp.resource_type = 'folder' and rp.resource_id = ${folders.id})`;
}

/**
 * The viewer's grant level (0-3) on the row of `projects` or `folders` the surrounding query reads: one SQL
 * expression, so the project list filter and the single-resource check cannot disagree.
 */
export function grantLevelSql(v: Viewer, type: ResourceType): SQL<number> {
  if (v.isSuper) return sql<number>`3`;
  const grants = sql`resource_permissions rp where rp.group_id = ${v.groupId} and ${resourceMatch(type)}`;
  const creator =
    type === 'project'
      ? sql`${projects.createdBy} = ${v.userId} or exists
          (select 1 from folders cf where cf.id = ${projects.folderId} and cf.created_by = ${v.userId})`
      : sql`${folders.createdBy} = ${v.userId}`;
  return sql<number>`(case
    when ${creator} then 3
    when not exists (select 1 from ${grants}) then 3
    else coalesce((select max(rp.level) from ${grants} and ${subjectMatch(v)}), 0)
  end)`;
}

/** The viewer's level on one live resource of the group; 404 (never 403) when it is not one. */
export async function resourceLevel(
  db: Db,
  v: Viewer,
  type: ResourceType,
  id: string,
): Promise<{ level: number; restricted: boolean }> {
  const restricted = sql<boolean>`exists (select 1 from resource_permissions rp
    where rp.group_id = ${v.groupId} and ${resourceMatch(type)})`;
  const [row] =
    type === 'project'
      ? await db
          .select({ level: grantLevelSql(v, type), restricted })
          .from(projects)
          .where(and(eq(projects.id, id), eq(projects.groupId, v.groupId), isNull(projects.deletedAt)))
      : await db
          .select({ level: grantLevelSql(v, type), restricted })
          .from(folders)
          .where(and(eq(folders.id, id), eq(folders.groupId, v.groupId), isNull(folders.deletedAt)));
  if (!row) throw notFound(type === 'project' ? WS_MSG.projectNotFound : WS_MSG.folderNotFound);
  return { level: Number(row.level), restricted: Boolean(row.restricted) };
}

/** Whether the viewer may perform each operation, given their level on the resource. */
export function allowedOperations(v: Viewer, type: ResourceType, level: number): Record<Operation, boolean> {
  const out = {} as Record<Operation, boolean>;
  for (const op of OPERATIONS) {
    const need = NEEDS[op];
    out[op] = v.permissions.has(PERMISSIONS[need.code[type]].code) && level >= need.level;
  }
  return out;
}

/** 403 unless the viewer may perform the operation on the resource (404 when it is not in the group). */
export async function assertResourceOperation(
  db: Db,
  v: Viewer,
  type: ResourceType,
  id: string,
  op: Operation,
): Promise<void> {
  const { level } = await resourceLevel(db, v, type, id);
  if (!allowedOperations(v, type, level)[op]) throw forbidden(RP_MSG.denied);
}

/**
 * 403 unless the viewer's grant level on the resource is at least `min` (role codes are the route's
 * business): e.g. putting a new project into a folder needs edit level on it, not folderEdit.
 */
export async function assertResourceLevel(
  db: Db,
  v: Viewer,
  type: ResourceType,
  id: string,
  min: number,
): Promise<void> {
  const { level } = await resourceLevel(db, v, type, id);
  if (level < min) throw forbidden(RP_MSG.denied);
}

/** Condition for a list of projects: only those the viewer has at least view level on. */
export function visibleProjects(v: Viewer): SQL | undefined {
  return v.isSuper ? undefined : sql`${grantLevelSql(v, 'project')} >= 1`;
}
