import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  groupMembers,
  projects,
  resourcePermissions,
  roles,
  userGroups,
  users,
} from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { Bilingual } from '../../http/messages.js';
import { recordLog } from '../logs/index.js';
import {
  allowedOperations,
  assertResourceOperation,
  LEVELS,
  levelName,
  refOf,
  requireResourceAccess,
  type Operation,
  type ResourceType,
  type Viewer,
} from '../../http/resourceAccess.js';
import type { GrantInput, SubjectType } from './schema.js';

export const GRANT_MSG = {
  subjectNotFound: {
    zh: '授权对象不存在（成员、角色或用户组不属于当前团队）',
    en: 'The grantee does not exist (member, role or user group not in this group)',
  },
} as const satisfies Record<string, Bilingual>;

interface Resource {
  resourceType: ResourceType;
  resourceId: string;
}

/** Every grantee must be a member, role or user group of the caller's group: other ids are "not found". */
async function assertSubjects(db: Db, groupId: string, grants: readonly GrantInput[]): Promise<void> {
  const ids = (type: SubjectType) => [
    ...new Set(grants.filter((g) => g.subjectType === type).map((g) => g.subjectId)),
  ];
  const found = async (type: SubjectType, list: string[]): Promise<number> => {
    if (list.length === 0) return 0;
    const rows =
      type === 'user'
        ? await db
            .select({ id: groupMembers.userId })
            .from(groupMembers)
            .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, list)))
        : type === 'role'
          ? await db
              .select({ id: roles.id })
              .from(roles)
              .where(and(eq(roles.groupId, groupId), inArray(roles.id, list)))
          : await db
              .select({ id: userGroups.id })
              .from(userGroups)
              .where(and(eq(userGroups.groupId, groupId), inArray(userGroups.id, list)));
    return rows.length;
  };
  for (const type of ['user', 'role', 'userGroup'] as const) {
    const list = ids(type);
    if ((await found(type, list)) !== list.length) throw notFound(GRANT_MSG.subjectNotFound);
  }
}

/** The last grant of a subject wins when a list names it twice. */
function dedupe(grants: readonly GrantInput[]): GrantInput[] {
  const bySubject = new Map<string, GrantInput>();
  for (const g of grants) bySubject.set(`${g.subjectType}:${g.subjectId}`, g);
  return [...bySubject.values()];
}

const summary = (grants: readonly GrantInput[]) =>
  grants
    .map((g) => `${g.subjectType}:${g.subjectId}=${g.level}`)
    .join(', ')
    .slice(0, 900);

/** Grants of a resource with the grantee's display name. */
export async function listGrants(db: Db, groupId: string, r: Resource) {
  const rows = await db
    .select({
      subjectType: resourcePermissions.subjectType,
      subjectId: resourcePermissions.subjectId,
      level: resourcePermissions.level,
      updatedAt: resourcePermissions.updatedAt,
      name: sql<string | null>`coalesce(
        (select ${users.nickName} from ${users} where ${users.id} = ${resourcePermissions.subjectId}
          and ${resourcePermissions.subjectType} = 'user'),
        (select ${roles.name} from ${roles} where ${roles.id} = ${resourcePermissions.subjectId}
          and ${resourcePermissions.subjectType} = 'role'),
        (select ${userGroups.name} from ${userGroups} where ${userGroups.id} = ${resourcePermissions.subjectId}
          and ${resourcePermissions.subjectType} = 'userGroup'))`,
    })
    .from(resourcePermissions)
    .where(
      and(
        eq(resourcePermissions.groupId, groupId),
        eq(resourcePermissions.resourceType, r.resourceType),
        eq(resourcePermissions.resourceId, r.resourceId),
      ),
    )
    .orderBy(resourcePermissions.subjectType, resourcePermissions.createdAt);
  return rows.map((g) => ({ ...g, level: levelName(g.level), name: g.name ?? '' }));
}

/** The grants of a resource and, for a project, those it inherits from its folder. */
async function grantsOf(db: Db, groupId: string, r: Resource) {
  const grants = await listGrants(db, groupId, r);
  let inherited: Awaited<ReturnType<typeof listGrants>> = [];
  if (r.resourceType === 'project') {
    const [p] = await db
      .select({ folderId: projects.folderId })
      .from(projects)
      .where(and(eq(projects.id, r.resourceId), eq(projects.groupId, groupId)));
    if (p?.folderId)
      inherited = await listGrants(db, groupId, { resourceType: 'folder', resourceId: p.folderId });
  }
  return { ...r, restricted: grants.length + inherited.length > 0, grants, inherited };
}

/** permission/list: the grants of a resource; manage level only (who may reach what is not for everyone). */
export async function describeGrants(db: Db, v: Viewer, r: Resource) {
  await assertResourceOperation(db, v, r.resourceType, r.resourceId, 'manage');
  return grantsOf(db, v.groupId, r);
}

/** The stored rows of grants on one resource, made by the caller. */
function grantRows(v: Viewer, r: Resource, grants: readonly GrantInput[]) {
  return grants.map((g) => ({
    groupId: v.groupId,
    ...r,
    subjectType: g.subjectType,
    subjectId: g.subjectId,
    level: LEVELS[g.level],
    createdBy: v.userId,
  }));
}

/** One operation-log record per grant change, tied to the project or folder (so grants also filter it). */
function logGrantChange(tx: Db, v: Viewer, r: Resource, change: string) {
  return recordLog(tx, {
    groupId: v.groupId,
    operatorId: v.userId,
    type: 'permission',
    projectId: r.resourceType === 'project' ? r.resourceId : null,
    folderId: r.resourceType === 'folder' ? r.resourceId : null,
    content: `${r.resourceType} ${r.resourceId} ${change}`,
  });
}

/** permission/insertOrUpdate: adds grants or changes their level; others stay. */
export async function upsertGrants(db: Db, v: Viewer, r: Resource, input: readonly GrantInput[]) {
  await assertResourceOperation(db, v, r.resourceType, r.resourceId, 'manage');
  const grants = dedupe(input);
  await assertSubjects(db, v.groupId, grants);
  await db.transaction(async (tx) => {
    await tx
      .insert(resourcePermissions)
      .values(grantRows(v, r, grants))
      .onConflictDoUpdate({
        target: [
          resourcePermissions.groupId,
          resourcePermissions.resourceType,
          resourcePermissions.resourceId,
          resourcePermissions.subjectType,
          resourcePermissions.subjectId,
        ],
        set: { level: sql`excluded.level`, updatedAt: new Date() },
      });
    await logGrantChange(tx, v, r, `+ ${summary(grants)}`);
  });
  // Not describeGrants: a manager who just left themselves out still gets the answer to their change.
  return grantsOf(db, v.groupId, r);
}

/** permission/update: the resource's grants become exactly this list (empty: open again). */
export async function replaceGrants(db: Db, v: Viewer, r: Resource, input: readonly GrantInput[]) {
  await assertResourceOperation(db, v, r.resourceType, r.resourceId, 'manage');
  const grants = dedupe(input);
  await assertSubjects(db, v.groupId, grants);
  await db.transaction(async (tx) => {
    await tx
      .delete(resourcePermissions)
      .where(
        and(
          eq(resourcePermissions.groupId, v.groupId),
          eq(resourcePermissions.resourceType, r.resourceType),
          eq(resourcePermissions.resourceId, r.resourceId),
        ),
      );
    if (grants.length) await tx.insert(resourcePermissions).values(grantRows(v, r, grants));
    await logGrantChange(tx, v, r, `= [${summary(grants)}]`);
  });
  // Not describeGrants: a manager who just left themselves out still gets the answer to their change.
  return grantsOf(db, v.groupId, r);
}

/**
 * resource/operate/check: the caller's level and what they may do; `allowed` for the asked operation.
 * A resource the caller may not view is 404 here as on every other route (requireResourceAccess).
 */
export async function checkOperation(db: Db, v: Viewer, r: Resource, operation?: Operation) {
  const { level, restricted } = await requireResourceAccess(
    db,
    v,
    refOf(r.resourceType, r.resourceId),
    'view',
  );
  const operations = allowedOperations(v, r.resourceType, level);
  return {
    ...r,
    restricted,
    level: levelName(level),
    operations,
    ...(operation ? { operation, allowed: operations[operation] } : {}),
  };
}

/** Grants of resources removed for good go with them (resource_id has no foreign key: it names two tables). */
export async function dropGrants(db: Db, groupId: string, type: ResourceType, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .delete(resourcePermissions)
    .where(
      and(
        eq(resourcePermissions.groupId, groupId),
        eq(resourcePermissions.resourceType, type),
        inArray(resourcePermissions.resourceId, [...ids]),
      ),
    );
}
