import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DocNode } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { dataRouters, dataSourceFiles, dataSources } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { DocumentService } from '../documents/index.js';
import { usedRoutersOfProject } from '../routers/index.js';
import { UUID } from '../../lib/uuid.js';

/**
 * The data calls of docs/reference.md#api beyond source management: the version stamp of the global routers,
 * and what a share page may read of the owner's sources (file rows, non-secret token settings) — only
 * for sources the shared project itself uses, always within the share's own group.
 */

export const DATA_CALL_MSG = {
  notShared: {
    zh: '该分享没有使用这个数据源',
    en: 'The shared project does not use this data source',
  },
} as const;

/** Same answer for "no such source", "another group's" and "not used by the shared project". */
const notShared = () => notFound(DATA_CALL_MSG.notShared);

/**
 * A stamp of the group's global routers (type 1): their count, the latest change, and a digest over
 * every router's id, change time and content — so any add, edit or delete changes it, even two edits
 * within one millisecond. Clients compare it with the one they loaded routers under.
 */
export async function routerVersion(db: Db, groupId: string) {
  const [r] = await db
    .select({
      count: sql<string>`count(*)::text`,
      latest: sql<
        string | null
      >`floor(extract(epoch from max(${dataRouters.updatedAt})) * 1000)::bigint::text`,
      digest: sql<
        string | null
      >`md5(string_agg(${dataRouters.id}::text || '|' || ${dataRouters.updatedAt}::text || '|' || ${dataRouters.name} || '|' || coalesce(${dataRouters.groupManagementId}, '') || '|' || ${dataRouters.routerConfig}::text, ',' order by ${dataRouters.id}))`,
    })
    .from(dataRouters)
    .where(and(eq(dataRouters.groupId, groupId), isNull(dataRouters.projectId)));
  const count = Number(r?.count ?? 0);
  const latest = r?.latest ? Number(r.latest) : null;
  return {
    version: `${count}-${latest ?? 0}-${(r?.digest ?? '0').slice(0, 16)}`,
    count,
    updateTime: latest,
  };
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Source ids and router ids named by the requestSources anywhere in a document (pages, groups, panels). */
export function sourceRefsOf(doc: DocNode): { sources: Set<string>; routers: Set<string> } {
  const sources = new Set<string>();
  const routers = new Set<string>();
  const seen = new Set<object>();
  const walk = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 200 || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    const rs = (v as Json).requestSource;
    if (isRecord(rs)) {
      if (typeof rs.sourceId === 'string' && UUID.test(rs.sourceId)) sources.add(rs.sourceId);
      if (typeof rs.routerId === 'string' && UUID.test(rs.routerId)) routers.add(rs.routerId);
      const list = isRecord(rs.sqlOptions) ? rs.sqlOptions.routers : undefined;
      if (Array.isArray(list))
        for (const r of list) {
          const id = typeof r === 'string' ? r : isRecord(r) ? r.id : undefined;
          if (typeof id === 'string' && UUID.test(id)) routers.add(id);
        }
    }
    for (const x of Object.values(v as Json)) if (x && typeof x === 'object') walk(x, depth + 1);
  };
  walk(doc, 0);
  return { sources, routers };
}

interface Share {
  groupId: string;
  projectId: string;
}

/**
 * The stored sources a shared project uses: named by its components, or by the routers its components
 * use (project routers of this project, global routers of the owner's group).
 */
export async function sourcesUsedByShare(
  db: Db,
  documents: DocumentService,
  share: Share,
): Promise<Set<string>> {
  const doc = await documents.query(share.groupId, { projectId: share.projectId });
  const refs = sourceRefsOf(doc);
  if (refs.routers.size > 0) {
    const ids = [...refs.routers];
    const found = await usedRoutersOfProject(db, share.groupId, share.projectId, {
      globalRouterIds: ids,
      projectRouterIds: ids,
    });
    for (const r of [...found.globalRouters, ...found.projectRouters]) {
      // The router view's row type is loose (Record<string, unknown>); routerConfig is jsonb.
      const cfg = (r as { routerConfig?: unknown }).routerConfig;
      const id = isRecord(cfg) ? cfg.sourceId : undefined;
      if (typeof id === 'string' && UUID.test(id)) refs.sources.add(id);
    }
  }
  return refs.sources;
}

/** A stored source of the share's group that the shared project uses, else 404. */
async function sharedSource(db: Db, share: Share, used: Set<string>, id: string) {
  if (!used.has(id)) throw notShared();
  const [row] = await db
    .select()
    .from(dataSources)
    .where(and(eq(dataSources.groupId, share.groupId), eq(dataSources.id, id)));
  if (!row) throw notShared();
  return row;
}

/** /open/share/getFileValue: rows of a file source the shared project uses. */
export async function sharedFileValue(
  db: Db,
  documents: DocumentService,
  share: Share,
  q: { id: string; page: number; limit: number },
) {
  const used = await sourcesUsedByShare(db, documents, share);
  const row = await sharedSource(db, share, used, q.id);
  if (row.kind !== 'file') throw notShared();
  const [file] = await db.select().from(dataSourceFiles).where(eq(dataSourceFiles.sourceId, row.id));
  if (!file) throw notShared();
  const start = (q.page - 1) * q.limit;
  // No file name: it is the owner's, and the page needs the rows only.
  return {
    format: file.format,
    columns: file.columns,
    total: file.rows.length,
    data: file.rows.slice(start, start + q.limit),
  };
}

interface StoredToken {
  requestType: string;
  bodyType: number;
  header: string;
  prefix: string;
  path: string;
  ttlSeconds: number;
}

/**
 * /resource/raydb-resource/tokenApiInfoByUid: how a token configuration (an api source with
 * authenticationType 2) authenticates, without anything that could be a credential: no URL (it may carry
 * a key), no body, headers, app key or user, no secret and no token value. Only for a token source the
 * shared project uses itself or through one of its sources' tokenUid.
 */
export async function sharedTokenInfo(db: Db, documents: DocumentService, share: Share, tokenUid: string) {
  const used = await sourcesUsedByShare(db, documents, share);
  if (!used.has(tokenUid) && used.size > 0) {
    const users = await db
      .select({ config: dataSources.config })
      .from(dataSources)
      .where(and(eq(dataSources.groupId, share.groupId), inArray(dataSources.id, [...used])));
    if (users.some((u) => u.config.tokenUid === tokenUid)) used.add(tokenUid);
  }
  const row = await sharedSource(db, share, used, tokenUid);
  const cfg = row.config;
  // Checked by datasources/schema.ts tokenConfig (defaults filled) when the source was saved.
  const token = isRecord(cfg.token) ? (cfg.token as unknown as StoredToken) : null;
  if (row.kind !== 'api' || cfg.authenticationType !== 2 || !token) throw notShared();
  return {
    tokenUid: row.id,
    name: row.name,
    authenticationType: 2,
    requestType: token.requestType,
    bodyType: token.bodyType,
    header: token.header,
    prefix: token.prefix,
    path: token.path,
    ttlSeconds: token.ttlSeconds,
  };
}
