import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projectNodes, projects } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/**
 * Who uses a heat theme of the library. A heat map that chose a group theme holds a copy of its gradient
 * (`propertyData.theme = { id, name, colors, stops }`, docs/3d.md "Heat maps"), so viewers and shares
 * never read the library. The copy names the theme's id: that is how its users are counted — heat maps
 * of the group's live projects (not in the recycle bin), as they are saved now.
 *
 * Deleting a theme in use keeps every copy (the heat maps look the same afterwards; they only lose the
 * link to the library entry). Because that link is lost for good, the delete call refuses a theme in use
 * unless the caller confirms it knowing how many heat maps and projects use it.
 */
export interface HeatThemeUsage {
  /** Heat maps whose theme is a copy of this one. */
  components: number;
  /** Projects holding at least one of them. */
  projects: number;
}

export const NOT_USED: HeatThemeUsage = { components: 0, projects: 0 };

/** The usage of each of `ids` in the group (ids nobody uses are absent from the map). */
export async function heatThemeUsage(
  db: Db,
  groupId: string,
  ids: readonly string[],
): Promise<Map<string, HeatThemeUsage>> {
  const out = new Map<string, HeatThemeUsage>();
  if (ids.length === 0) return out;
  const themeId = sql<string>`${projectNodes.body}->'propertyData'->'theme'->>'id'`;
  const rows = await db
    .select({
      id: themeId,
      components: sql<string>`count(*)::text`,
      projects: sql<string>`count(distinct ${projectNodes.projectId})::text`,
    })
    .from(projectNodes)
    .innerJoin(projects, eq(projects.id, projectNodes.projectId))
    .where(
      and(
        eq(projects.groupId, groupId),
        isNull(projects.deletedAt),
        eq(projectNodes.kind, 'component3d'),
        sql`${projectNodes.body}->>'type' = 'heatMap'`,
        inArray(themeId, [...ids]),
      ),
    )
    .groupBy(themeId);
  for (const r of rows) out.set(r.id, { components: Number(r.components), projects: Number(r.projects) });
  return out;
}

/** The refusal of deleting a theme in use without confirming: says how many use it, in both languages. */
export function themeInUse(name: string, usage: HeatThemeUsage): AppError {
  return new AppError(
    409,
    {
      zh: `热力主题“${name}”正被 ${usage.projects} 个项目中的 ${usage.components} 个热力图使用：确认后才能删除（这些热力图保留已复制的颜色）`,
      en: `The heat theme “${name}” is used by ${usage.components} heat map(s) in ${usage.projects} project(s): confirm to delete it (those heat maps keep the colours they copied)`,
    },
    { code: '409', data: { usedBy: usage } },
  );
}
