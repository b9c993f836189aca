import { and, count, desc, eq, ilike, isNull, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  deployActivations,
  deployPartners,
  deployVersions,
  groupMembers,
  users,
} from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { LicenceEdition } from '../licence/index.js';
import { DEPLOY_MSG } from './texts.js';

/** 'version' records licence installations; 'environment' records licence extra environments. */
export type DeployKind = 'version' | 'environment';
export const editionOf = (k: DeployKind): LicenceEdition => (k === 'version' ? 'private' : 'environment');

export interface Scope {
  groupId: string;
  userId: string;
}

/**
 * The partner check of docs/reference.md#permissions: a group registered as a partner, or the vendor's own team (a
 * group the installation's system administrator belongs to).
 */
export async function isPartner(db: Db, s: Scope): Promise<boolean> {
  const [p] = await db
    .select({ id: deployPartners.id })
    .from(deployPartners)
    .where(eq(deployPartners.groupId, s.groupId));
  if (p) return true;
  const [admin] = await db
    .select({ id: users.id })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, s.groupId), eq(users.isSystemAdmin, true), isNull(users.deletedAt)))
    .limit(1);
  return admin !== undefined;
}

export async function assertPartner(db: Db, s: Scope): Promise<void> {
  if (!(await isPartner(db, s))) throw forbidden(DEPLOY_MSG.notPartner);
}

export async function partnerOf(db: Db, s: Scope) {
  const [p] = await db.select().from(deployPartners).where(eq(deployPartners.groupId, s.groupId));
  return {
    isPartner: await isPartner(db, s),
    name: p?.name ?? null,
    since: p?.createdAt.toISOString() ?? null,
  };
}

export async function savePartner(db: Db, groupId: string, name: string) {
  await db
    .insert(deployPartners)
    .values({ groupId, name })
    .onConflictDoUpdate({ target: deployPartners.groupId, set: { name } });
}

/** Activation counts of one version (docs/reference.md#workspace). */
export interface Counts {
  activationTotalCount: number;
  activationUsedCount: number;
  projectTotalCount: number;
  projectUsedCount: number;
}

export async function usedBy(db: Db, versionId: string): Promise<{ activations: number; projects: number }> {
  const [r] = await db
    .select({ n: count(), p: sum(deployActivations.projects) })
    .from(deployActivations)
    .where(eq(deployActivations.versionId, versionId));
  return { activations: r?.n ?? 0, projects: Number(r?.p ?? 0) };
}

export type VersionRow = typeof deployVersions.$inferSelect;
export async function present(db: Db, v: VersionRow) {
  const used = await usedBy(db, v.id);
  const counts: Counts = {
    activationTotalCount: v.activationTotal,
    activationUsedCount: used.activations,
    projectTotalCount: v.projectTotal,
    projectUsedCount: used.projects,
  };
  return {
    id: v.id,
    kind: v.kind,
    name: v.name,
    version: v.version,
    remark: v.remark,
    createdAt: v.createdAt.toISOString(),
    ...counts,
  };
}

export async function listVersions(
  db: Db,
  s: Scope,
  kind: DeployKind,
  q: { pageNum: number; pageSize: number; keyword?: string | undefined },
) {
  const where = and(
    eq(deployVersions.groupId, s.groupId),
    eq(deployVersions.kind, kind),
    q.keyword ? ilike(deployVersions.name, `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );
  const [t] = await db.select({ n: count() }).from(deployVersions).where(where);
  const rows = await db
    .select()
    .from(deployVersions)
    .where(where)
    .orderBy(desc(deployVersions.createdAt))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return {
    list: await Promise.all(rows.map((r) => present(db, r))),
    total: t?.n ?? 0,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export async function addVersion(
  db: Db,
  s: Scope,
  kind: DeployKind,
  b: { name: string; version: string; remark: string; activationTotal: number; projectTotal: number },
) {
  const [v] = await db
    .insert(deployVersions)
    .values({ ...b, kind, groupId: s.groupId, createdBy: s.userId })
    .returning();
  return present(db, v!);
}

export async function versionOf(db: Db, s: Scope, kind: DeployKind, id: string): Promise<VersionRow> {
  const [v] = await db
    .select()
    .from(deployVersions)
    .where(
      and(eq(deployVersions.id, id), eq(deployVersions.groupId, s.groupId), eq(deployVersions.kind, kind)),
    );
  if (!v) throw notFound(DEPLOY_MSG.versionNotFound);
  return v;
}

/** The newest record of a kind (latestEnvironment; also the default version of an activation). */
export async function latestVersion(db: Db, s: Scope, kind: DeployKind) {
  const [v] = await db
    .select()
    .from(deployVersions)
    .where(and(eq(deployVersions.groupId, s.groupId), eq(deployVersions.kind, kind)))
    .orderBy(desc(deployVersions.createdAt))
    .limit(1);
  return v ? present(db, v) : null;
}

/** CSV of the group's versions and their counts (privatization-version-manage/export). */
export async function exportVersions(db: Db, s: Scope, kind: DeployKind): Promise<string> {
  const rows = await db
    .select()
    .from(deployVersions)
    .where(and(eq(deployVersions.groupId, s.groupId), eq(deployVersions.kind, kind)))
    .orderBy(desc(deployVersions.createdAt));
  const cell = (v: string | number) => {
    const t = String(v);
    // A leading = + - @ would be run as a formula by a spreadsheet: quote it as text.
    const safe = /^[=+\-@]/.test(t) ? `'${t}` : t;
    return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const head = [
    'name',
    'version',
    'activationTotalCount',
    'activationUsedCount',
    'projectTotalCount',
    'projectUsedCount',
    'createdAt',
    'remark',
  ];
  const lines = [head.join(',')];
  for (const r of rows) {
    const p = await present(db, r);
    lines.push(
      [
        p.name,
        p.version,
        p.activationTotalCount,
        p.activationUsedCount,
        p.projectTotalCount,
        p.projectUsedCount,
        p.createdAt,
        p.remark,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\n')}\n`;
}
