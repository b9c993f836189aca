import { and, eq, sql } from 'drizzle-orm';
import type { RunRequest } from '../../connectors/types.js';
import type { Db } from '../../db/client.js';
import { dataSources } from '../../db/schema/index.js';
import type { AuthContext } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { rowsOf } from '../documents/index.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { requireResourceAccess } from '../../http/resourceAccess.js';
import { sourceNotFound } from './stored.js';

export const SQL_ACCESS_MSG = {
  notStored: {
    zh: '只有拥有“管理数据源”权限的成员才能对数据源运行自己的 SQL；查看者只能运行大屏中保存的查询',
    en: 'Only members who may manage data sources can run their own SQL on a source; viewers run only the queries saved in a dashboard',
  },
} as const;

/**
 * Who may send SQL text of their own to a stored source (the proxy's `param.sql`): a member holding
 * the data-management permission. Anyone else who may use data (a project viewer or editor) runs only
 * SQL that is already stored for that source — the source's own query, a component's query in a live
 * project of the group they may view, or a router's query of the group — compared character for
 * character. Without this, "may view a dashboard" would mean "may run any SELECT on every source".
 */
export async function assertMayRunSql(
  db: Db,
  a: Pick<AuthContext, 'userId' | 'permissions' | 'isSuper'> & { groupId: string },
  request: RunRequest,
): Promise<void> {
  const text = request.sql;
  const sourceId = request.sourceId;
  if (!text?.trim() || !sourceId || a.permissions.has(PERMISSIONS.dataEdit.code)) return;
  if (!isUuid(sourceId)) throw sourceNotFound();
  const [source] = await db
    .select({ config: dataSources.config })
    .from(dataSources)
    .where(and(eq(dataSources.groupId, a.groupId), eq(dataSources.id, sourceId)));
  const storedSql = source?.config.sql;
  if (typeof storedSql === 'string' && text.trim() === storedSql.trim()) return;
  const match = sql`'$.** ? (@.sourceId == $sid && @.executeSql == $sql)'::jsonpath,
    jsonb_build_object('sid', ${sourceId}::text, 'sql', ${text}::text)`;
  const projects = await db.execute(sql`
    select distinct n.project_id as id from project_nodes n
      join projects p on p.id = n.project_id
     where p.group_id = ${a.groupId} and p.deleted_at is null
       and jsonb_path_exists(n.body, ${match})
     limit 20`);
  for (const p of rowsOf<{ id: string }>(projects)) {
    const may = await requireResourceAccess(db, a, { projectId: p.id }, 'view').then(
      () => true,
      () => false,
    );
    if (may) return;
  }
  const routers = await db.execute(sql`
    select r.id from data_routers r
      left join projects p on p.id = r.project_id
     where r.group_id = ${a.groupId} and (r.project_id is null or p.deleted_at is null)
       and jsonb_path_exists(r.router_config, ${match})
     limit 1`);
  if (rowsOf(routers).length > 0) return;
  throw forbidden(SQL_ACCESS_MSG.notStored);
}
