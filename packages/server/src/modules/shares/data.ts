import { ROUTER_TYPE_GLOBAL } from '@twincanvas/model';
import { and, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../http/errors.js';
import type { Db } from '../../db/client.js';
import { dataSources } from '../../db/schema/index.js';
import { decodeProxyBody, runSourceRequest } from '../datasources/index.js';
import { runTwinsView } from '../twin/index.js';
import { usedRoutersOfProject } from '../routers/index.js';
import type { FanOutRunner } from './fanout.js';
import type { SharedProjectCache } from './projectCache.js';
import { SHARE_MSG } from './texts.js';

/**
 * Live data of a shared dashboard. The browser names only the component; the request is built from the
 * STORED document on the server and runs with the owner group's stored credentials through the data
 * sources' one path (runSourceRequest: SSRF guard, SQL guard, bound parameters, caps). The answer is the
 * data alone: never the URL, SQL, credentials or an upstream error text (which may quote the SQL).
 */
type Source = Record<string, unknown>;

const record = (v: unknown): Record<string, string> => {
  if (Array.isArray(v))
    return Object.fromEntries(
      v
        .filter((h: { key?: unknown }) => typeof h?.key === 'string' && h.key.trim() !== '')
        .map((h: { key: string; value?: unknown }) => [h.key.trim(), String(h.value ?? '')]),
    );
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v as Source).map(([k, x]) => [k, String(x ?? '')]));
  return {};
};

/** The proxy request a component's requestSource stands for (the browser's buildProxyPayload, server-side). */
export function proxyPayloadOf(rs: Source): { type: string | number; param: Source } {
  const param: Source = {};
  const vars = (rs.paramVars ?? (rs.sqlOptions as Source | undefined)?.paramVars) as unknown;
  if (Array.isArray(vars))
    param.paramVars = vars
      .filter((p: { name?: unknown }) => typeof p?.name === 'string' && p.name !== '')
      .map((p: { name: string; value?: unknown }) => ({ name: p.name, value: p.value ?? '' }));
  if (typeof rs.sourceId === 'string' && rs.sourceId) param.sourceId = rs.sourceId;
  if (typeof rs.url === 'string' && rs.url) param.url = rs.url;
  if (typeof rs.requestType === 'string' && /^(GET|POST)$/i.test(rs.requestType))
    param.requestType = rs.requestType.toUpperCase();
  const headers = record(rs.header);
  if (Object.keys(headers).length > 0) param.headers = headers;
  const query = record(rs.param);
  if (Object.keys(query).length > 0) param.params = query;
  const bodyType = Number(rs.bodyType ?? 0);
  if (bodyType === 1 || bodyType === 2) {
    param.bodyType = bodyType;
    param.body = rs.body ?? '';
  }
  if (typeof rs.executeSql === 'string' && rs.executeSql.trim()) param.sql = rs.executeSql;
  const kind = rs.type === 'file' ? 'file' : rs.sourceType;
  return { type: typeof kind === 'string' || typeof kind === 'number' ? kind : 'api', param };
}

/** A runtime variable value the share page may send: a scalar, at most this long as text. */
export const MAX_VAR_TEXT = 1000;
export type VarValue = string | number | boolean | null;

/**
 * The STORED parameter variables of a request with the page's current values laid over them — only for
 * names the stored request declares, only scalars, capped; anything else the page sends is ignored. The
 * values stay variables: the connectors bind them (SQL parameters, encoded URL/body values).
 */
export function withRuntimeValues(rs: Source, vars: Readonly<Record<string, VarValue>> | undefined): Source {
  const list = (rs.paramVars ?? (rs.sqlOptions as Source | undefined)?.paramVars) as unknown;
  if (!vars || !Array.isArray(list)) return rs;
  const paramVars = list.map((p: { name?: unknown; value?: unknown }) => {
    if (typeof p?.name !== 'string' || !Object.hasOwn(vars, p.name)) return p;
    const v = vars[p.name];
    if (v === null || v === undefined) return { ...p, value: '' };
    const text = String(v);
    return text.length > MAX_VAR_TEXT ? p : { ...p, value: typeof v === 'string' ? text : v };
  });
  return { ...rs, paramVars };
}

/** The router a 'router' source names (as the web runtime reads it: sqlOptions.routers[0] or routerId). */
function routerRefOf(rs: Source): { id: string; global: boolean } | null {
  const first = ((rs.sqlOptions as Source | undefined)?.routers as unknown[] | undefined)?.[0] as
    { id?: unknown; routerType?: unknown } | string | undefined;
  const global = (t: unknown) => Number(t ?? 0) === ROUTER_TYPE_GLOBAL;
  if (typeof first === 'string') return { id: first, global: global(rs.routerType) };
  if (first && typeof first.id === 'string') return { id: first.id, global: global(first.routerType) };
  if (typeof rs.routerId === 'string') return { id: rs.routerId, global: global(rs.routerType) };
  return null;
}

/**
 * A router source runs the router's own request, with the component's parameter variables: the router
 * must be a project router of THIS project or a global router of the owner's group (else: no data).
 */
async function routerRequest(db: Db, share: { groupId: string; projectId: string }, rs: Source) {
  const ref = routerRefOf(rs);
  if (!ref || !/^[0-9a-f-]{36}$/i.test(ref.id)) return null;
  const found = await usedRoutersOfProject(db, share.groupId, share.projectId, {
    globalRouterIds: ref.global ? [ref.id] : [],
    projectRouterIds: ref.global ? [] : [ref.id],
  });
  const router = [...found.globalRouters, ...found.projectRouters][0] as
    { routerConfig?: unknown } | undefined;
  if (!router?.routerConfig || typeof router.routerConfig !== 'object') return null;
  return {
    ...(router.routerConfig as Source),
    paramVars: rs.paramVars ?? (rs.sqlOptions as Source | undefined)?.paramVars ?? [],
  };
}

/** What a share data call needs besides the share: the stored requests and the fan-out of identical calls. */
export interface SharedDataContext {
  db: Db;
  projects: SharedProjectCache;
  fanOut: FanOutRunner<SharedAnswer>;
  /** TWIN_GATEWAY_URL: where the share's `twins` sources go (with the share's own twin ids). */
  twinGatewayUrl?: string | undefined;
}

/** The share as its data calls see it: the owner group, the project, the twin ids stored at publishing. */
export interface SharedRef {
  groupId: string;
  projectId: string;
  twinTenantId?: string | null;
  twinSpaceId?: string | null;
}

/** The stored call of the owner group's `twins` source a request names, or null when it names none. */
async function twinsConfigOf(db: Db, groupId: string, rs: Source): Promise<unknown> {
  const id = rs.sourceId;
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [src] = await db
    .select({ kind: dataSources.kind, config: dataSources.config })
    .from(dataSources)
    .where(and(eq(dataSources.groupId, groupId), eq(dataSources.id, id)));
  return src?.kind === 'twins' ? src.config : null;
}

export interface SharedAnswer {
  /**
   * JSON-ready data. A source's JSON answer is a JsonText (its bytes, spliced into the page's answer as
   * they came): server code that reads the data takes `plainValue(answer.data)`.
   */
  data: unknown;
  meta: { rows?: number; truncated?: boolean };
}

/** Half the component's refresh interval (seconds in the document), within 100 ms to 1 s. */
export function fanOutWindowMs(rs: Source): number {
  const interval = Number(rs.interval);
  if (!Number.isFinite(interval) || interval <= 0) return 500;
  return Math.min(1000, Math.max(100, (interval * 1000) / 2));
}

export async function sharedComponentData(
  ctx: SharedDataContext,
  share: SharedRef,
  componentId: string,
  vars?: Readonly<Record<string, VarValue>>,
): Promise<SharedAnswer> {
  const stored = await ctx.projects.requestSourceOf(share, componentId);
  if (!stored || !stored.type || stored.type === 'static') throw notFound(SHARE_MSG.noData);
  const rs = stored.type === 'router' ? await routerRequest(ctx.db, share, stored) : stored;
  if (!rs) throw notFound(SHARE_MSG.noData);
  const payload = proxyPayloadOf(withRuntimeValues(rs, vars));
  // Viewers of one group asking the same thing share one upstream call (the key holds the whole request).
  // Shares of one group may have stored different twin ids: those are part of who asks.
  const twinOf = share.twinTenantId ? `${share.twinTenantId}\u0000${share.twinSpaceId ?? ''}` : '';
  const key = `${share.groupId}\u0000${twinOf}\u0000${JSON.stringify(payload)}`;
  try {
    return await ctx.fanOut.run(key, fanOutWindowMs(stored), async () => {
      // A twins source runs as the share: a type-1 token for the tenant and space stored at publishing.
      const twins = await twinsConfigOf(ctx.db, share.groupId, rs);
      if (twins) {
        const ids = { tenantId: share.twinTenantId ?? null, spaceId: share.twinSpaceId ?? null };
        const res = await runTwinsView(ctx.twinGatewayUrl, ids, twins);
        return { data: res.data, meta: {} };
      }
      const { request, variables } = decodeProxyBody(Buffer.from(JSON.stringify(payload)).toString('base64'));
      const res = await runSourceRequest(ctx.db, share.groupId, request, variables);
      const meta = res.meta as { rows?: number; truncated?: boolean };
      return { data: res.json ?? res.data, meta: { rows: meta.rows, truncated: meta.truncated } };
    });
  } catch (e) {
    const status = e instanceof AppError && e.status < 500 ? 400 : 502;
    throw new AppError(status, SHARE_MSG.dataFailed);
  }
}
