import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupMembers, groupResources, groups } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import type { Bilingual } from '../../http/messages.js';
import { RESOURCE_LIMIT_CATEGORIES } from '@twincanvas/model';

/**
 * Per-group resource limits (docs/reference.md#accounts). Totals are stored per group in group_resources
 * (a missing row means the default below; SEAT defaults to groups.seats). What is used is counted by a
 * counter each area registers for its category, so this file needs no knowledge of projects or models:
 *
 *   registerResourceCounter('PROJECT', (db, groupId) => countProjects(db, groupId));
 *   await assertResourceAvailable(tx, groupId, 'PROJECT');   // at the point of use, inside the transaction
 */
export const RESOURCE_CATEGORIES = RESOURCE_LIMIT_CATEGORIES;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const DEFAULT_RESOURCE_TOTALS: Record<Exclude<ResourceCategory, 'SEAT'>, number> = {
  PROJECT: 200,
  PROJECT_LEVEL: 10,
  SCENE: 200,
  MODEL: 500,
  CHART: 1000,
  COMPONENT_COLLECTION: 100,
  TTF: 50,
  COLOR_PLAN: 100,
  UNITY_CLOUD: 10,
};

/** Counts what a group uses of one category; runs on the given db or transaction. */
export type ResourceCounter = (db: Db, groupId: string) => Promise<number>;

const counters = new Map<ResourceCategory, ResourceCounter>();

/** Areas call this once at module load; a later registration replaces an earlier one (tests, reloads). */
export function registerResourceCounter(category: ResourceCategory, counter: ResourceCounter): void {
  counters.set(category, counter);
}

registerResourceCounter('SEAT', async (db, groupId) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return row?.n ?? 0;
});

export const RESOURCE_FULL: Record<ResourceCategory, Bilingual> = {
  SEAT: { zh: '团队席位已满', en: 'The group has no free seats' },
  PROJECT: { zh: '项目数量已达上限', en: 'The group has reached its project limit' },
  PROJECT_LEVEL: { zh: '项目层级已达上限', en: 'The group has reached its project level limit' },
  SCENE: { zh: '场景数量已达上限', en: 'The group has reached its scene limit' },
  MODEL: { zh: '模型数量已达上限', en: 'The group has reached its model limit' },
  CHART: { zh: '图表数量已达上限', en: 'The group has reached its chart limit' },
  COMPONENT_COLLECTION: {
    zh: '组件集数量已达上限',
    en: 'The group has reached its component collection limit',
  },
  TTF: { zh: '字体数量已达上限', en: 'The group has reached its font limit' },
  COLOR_PLAN: { zh: '配色方案数量已达上限', en: 'The group has reached its colour plan limit' },
  UNITY_CLOUD: { zh: '云渲染数量已达上限', en: 'The group has reached its cloud rendering limit' },
};

export interface ResourceNumber {
  type: ResourceCategory;
  total: number;
  used: number;
  free: number;
}

async function totals(db: Db, groupId: string): Promise<Map<ResourceCategory, number>> {
  const [g] = await db.select({ seats: groups.seats }).from(groups).where(eq(groups.id, groupId));
  if (!g) throw notFound();
  const rows = await db
    .select({ category: groupResources.category, total: groupResources.total })
    .from(groupResources)
    .where(eq(groupResources.groupId, groupId));
  const stored = new Map(rows.map((r) => [r.category, r.total]));
  return new Map(
    RESOURCE_CATEGORIES.map((c) => [
      c,
      stored.get(c) ?? (c === 'SEAT' ? g.seats : DEFAULT_RESOURCE_TOTALS[c]),
    ]),
  );
}

export async function resourceNumber(
  db: Db,
  groupId: string,
  category: ResourceCategory,
): Promise<ResourceNumber> {
  const total = (await totals(db, groupId)).get(category) ?? 0;
  const used = (await counters.get(category)?.(db, groupId)) ?? 0;
  return { type: category, total, used, free: Math.max(0, total - used) };
}

export async function resourceNumbers(db: Db, groupId: string): Promise<ResourceNumber[]> {
  const all = await totals(db, groupId);
  return Promise.all(
    RESOURCE_CATEGORIES.map(async (type) => {
      const total = all.get(type) ?? 0;
      const used = (await counters.get(type)?.(db, groupId)) ?? 0;
      return { type, total, used, free: Math.max(0, total - used) };
    }),
  );
}

/**
 * Throws 403 with the category's message unless n more fit. Call it inside the transaction that adds the
 * resource: it locks the group row first, so two concurrent additions cannot both take the last unit.
 */
export async function assertResourceAvailable(
  db: Db,
  groupId: string,
  category: ResourceCategory,
  n = 1,
): Promise<void> {
  await db.execute(sql`select id from ${groups} where ${groups.id} = ${groupId} for update`);
  const r = await resourceNumber(db, groupId, category);
  if (r.used + n > r.total) throw new AppError(403, RESOURCE_FULL[category], { data: r });
}

/** Writes the totals of a new group (SEAT = its seats, others the defaults). */
export async function initResourceTotals(db: Db, groupId: string, seats: number): Promise<void> {
  await db
    .insert(groupResources)
    .values(
      RESOURCE_CATEGORIES.map((category) => ({
        groupId,
        category,
        total: category === 'SEAT' ? seats : DEFAULT_RESOURCE_TOTALS[category],
      })),
    )
    .onConflictDoNothing();
}

/** Sets one total (administration and tests). */
export async function setResourceTotal(
  db: Db,
  groupId: string,
  category: ResourceCategory,
  total: number,
): Promise<void> {
  await db
    .insert(groupResources)
    .values({ groupId, category, total })
    .onConflictDoUpdate({ target: [groupResources.groupId, groupResources.category], set: { total } });
  if (category === 'SEAT')
    await db
      .update(groups)
      .set({ seats: Math.max(1, total) })
      .where(eq(groups.id, groupId));
}
