import {
  ROUTER_TYPE_GLOBAL,
  applyDataResult,
  applyEffect,
  parseEffect,
  refreshIntervalMs,
  type TargetShape,
  type Component2D,
  type DataSourceConfig,
  type RuntimeFlags,
  type UpdateMethod,
} from '@twincanvas/model';
import type { FilterChainResult, FilterRef } from '@twincanvas/sandbox';
import { useRuntime } from '../runtime/store';
import { callProxy, dataApi, type RouterRow } from './api';
import { cachedRequest, type Answer } from './cache';
import { runFiltersInWorker } from './filters';
import { buildProxyPayload, requestKey, type VariableValues } from './params';
import { onRefreshClock } from './refreshClock';
import type { SocketHandlers, SocketTarget } from './socket';

/**
 * The data runtime of one component: request config (`requestSource`) → data proxy (base64 JSON) →
 * field mapping (`effect`) → filters (QuickJS in a Web Worker) → the runtime store (docs/reference.md#data-results
 * flags). See useDataRuntime.ts for the hook the viewer mounts.
 */

/** How the runtime reaches the server; share and case views pass their own (signed-header) transport. */
export interface DataTransport {
  /**
   * One request. `from.componentId` names the component asking: a share transport must have the server
   * run the request STORED for that component (never the browser's SQL), so it sends the id instead.
   * `from.requestSource` is the component's request config (for a router source: the router's), for a
   * transport that needs to tell kinds apart; it is information, never something to forward as-is.
   */
  proxy(
    payload: ReturnType<typeof buildProxyPayload>,
    from?: { componentId?: string; requestSource?: DataSourceConfig },
  ): Promise<Answer>;
  filtersByIds(ids: string[]): Promise<FilterRef[]>;
  router(ref: RouterRef): Promise<RouterRow | undefined>;
}

export interface RouterRef {
  id: string;
  routerType: number;
}

export interface DataContext {
  projectFlag: string;
  transport: DataTransport;
  variables(): VariableValues;
  now?: () => number;
  /** Live channels (push API); absent when the realtime client is not available. */
  subscribeChannel?: (channel: string, cb: (data: unknown) => void) => () => void;
  /**
   * Opens a socket source relayed by the server (socket.ts); absent where there is no realtime
   * connection (share and case views without a bearer token): such components are marked stale.
   */
  openSocket?: (target: SocketTarget, handlers: SocketHandlers) => () => void;
}

export type SourceKind = 'static' | 'request' | 'router' | 'socket' | 'push';

/** What kind of delivery a requestSource asks for. */
export function sourceKindOf(rs: DataSourceConfig | undefined): SourceKind {
  if (!rs || !rs.type || rs.type === 'static') return 'static';
  if (rs.type === 'router') return 'router';
  if (rs.type === ('socket' as string) || rs.requestType === 'socket' || rs.sourceType === 'socket')
    return 'socket';
  if (rs.type === ('push' as string)) return 'push';
  return 'request';
}

/** The router a 'router' source names: sqlOptions.routers[0] or routerId/routerType. */
export function routerRefOf(rs: DataSourceConfig): RouterRef | null {
  const first = rs.sqlOptions?.routers?.[0] as { id?: unknown; routerType?: unknown } | string | undefined;
  if (typeof first === 'string') return { id: first, routerType: Number(rs.routerType ?? 0) };
  if (first && typeof first.id === 'string')
    return { id: first.id, routerType: Number(first.routerType ?? 0) };
  if (typeof rs.routerId === 'string') return { id: rs.routerId, routerType: Number(rs.routerType ?? 0) };
  return null;
}

export { refreshIntervalMs };

export function filterIdsOf(rs: DataSourceConfig): string[] {
  return (rs.filters ?? []).flatMap((f) =>
    typeof f === 'string' ? [f] : f && typeof f.id === 'string' ? [f.id] : [],
  );
}

/** The answer of the data proxy is {data, meta}; older or direct answers are the data itself. */
function unwrapProxy(data: unknown): unknown {
  if (data && typeof data === 'object' && 'data' in data && 'meta' in data)
    return (data as { data: unknown }).data;
  return data;
}

export type Step<T> = { ok: true; value: T; stale?: boolean } | { ok: false; error: string };

/** The raw answer of a request or router (no mapping, no filters): what the data panel shows first. */
export async function fetchRaw(
  rs: DataSourceConfig,
  ctx: DataContext,
  componentId?: string,
): Promise<Step<unknown>> {
  let config: DataSourceConfig = rs;
  if (sourceKindOf(rs) === 'router') {
    const ref = routerRefOf(rs);
    const router = ref ? await ctx.transport.router(ref) : undefined;
    if (!router) return { ok: false, error: 'router not found' };
    // The router makes its own request; the component's parameter variables fill its ${name}s.
    config = { ...(router.routerConfig as DataSourceConfig), paramVars: rs.paramVars ?? [] };
  }
  const payload = buildProxyPayload(config, ctx.variables());
  let answer: Answer;
  try {
    answer = await cachedRequest(
      requestKey(payload),
      () => ctx.transport.proxy(payload, { componentId, requestSource: config }),
      {
        cache: rs.cache === true,
        now: ctx.now,
      },
    );
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  if (String(answer.code) !== '0') {
    const msg = (answer.data as { message?: unknown } | null)?.message;
    return { ok: false, error: typeof msg === 'string' ? msg : `code ${String(answer.code)}` };
  }
  return { ok: true, value: unwrapProxy(answer.data), stale: answer.stale === true };
}

/** Mapping then filters (ARCHITECTURE section 5 order). */
export async function mapAndFilter(
  raw: unknown,
  rs: DataSourceConfig,
  target: TargetShape,
  ctx: DataContext,
): Promise<{ mapped: unknown; result: FilterChainResult }> {
  const mapped = applyEffect(raw, parseEffect(rs.effect), target);
  const ids = filterIdsOf(rs);
  if (rs.filterOn === false || ids.length === 0)
    return { mapped, result: { ok: true, data: mapped, ms: 0, applied: [] } };
  const chain = await ctx.transport.filtersByIds(ids);
  const vars = { ...ctx.variables().byName };
  return { mapped, result: await runFiltersInWorker(chain, mapped, vars, true) };
}

/** Writes a result into the runtime store with the flags of docs/reference.md#data-results. */
export function deliver(id: string, data: unknown, method: UpdateMethod, now: number, stale = false): void {
  const flags = applyDataResult<RuntimeFlags>({}, data, method, now);
  useRuntime.getState().patch(id, {
    data,
    updateTime: flags._updateTime,
    updateMethod: flags._updateMethod,
    mistake: flags._mistakeResult,
    dataInit: flags._dataInit,
    stale,
  });
}

/** A failed refresh: the last good data stays, flagged stale (the viewer's badge). */
export function markStale(id: string): void {
  useRuntime.getState().patch(id, { stale: true });
}

/**
 * Starts delivering data for a component; answers the function that stops everything it started
 * (interval, socket, channel subscription) and drops results still in flight.
 */
export function startDataRuntime(node: Component2D, target: TargetShape, ctx: DataContext): () => void {
  const rs = node.requestSource;
  const kind = sourceKindOf(rs);
  if (!rs || kind === 'static') return () => undefined;
  const now = ctx.now ?? Date.now;
  let stopped = false;
  let inFlight = false;
  const cleanups: (() => void)[] = [];

  const process = async (raw: unknown, method: UpdateMethod, stale: boolean) => {
    const { result } = await mapAndFilter(raw, rs, target, ctx);
    if (stopped) return;
    if (result.ok) deliver(node._id, result.data, method, now(), stale);
    else markStale(node._id);
  };

  const refresh = async () => {
    if (inFlight || stopped) return;
    inFlight = true;
    try {
      const raw = await fetchRaw(rs, ctx, node._id);
      if (stopped) return;
      if (raw.ok) await process(raw.value, 'api', raw.stale === true);
      else markStale(node._id);
    } finally {
      inFlight = false;
    }
  };

  if (kind === 'socket') {
    const target = socketTargetOf(rs);
    if (!target || !ctx.openSocket) markStale(node._id);
    else
      cleanups.push(
        ctx.openSocket(target, {
          onData: (d) => void process(d, 'websocket', false),
          onGiveUp: () => markStale(node._id),
        }),
      );
  } else if (kind === 'push') {
    const channel = typeof rs.channel === 'string' ? rs.channel : '';
    if (channel && ctx.subscribeChannel)
      cleanups.push(ctx.subscribeChannel(channel, (d) => void process(d, 'websocket', false)));
  } else {
    void refresh();
    const every = refreshIntervalMs(rs);
    if (every > 0) {
      cleanups.push(onRefreshClock(node._id, every, () => void refresh()));
    }
  }
  return () => {
    stopped = true;
    for (const c of cleanups.splice(0)) c();
  };
}

/** A socket source's stream: the stored source it names, or its own ws:// / wss:// address. */
export function socketTargetOf(rs: DataSourceConfig): SocketTarget | null {
  if (typeof rs.sourceId === 'string' && rs.sourceId) return { sourceId: rs.sourceId };
  if (typeof rs.url === 'string' && /^wss?:\/\//i.test(rs.url.trim())) return { url: rs.url.trim() };
  return null;
}

const caches = new Set<() => void>();

/** Forgets cached filter codes and router definitions (the data panel calls it after an edit). */
export function invalidateDataCaches(): void {
  for (const clear of caches) clear();
}

const transports = new Map<string, DataTransport>();

/** The signed-in transport of a project (one per project, shared by its components). */
export function memberTransport(projectFlag: string): DataTransport {
  let t = transports.get(projectFlag);
  if (!t) {
    t = newMemberTransport(projectFlag);
    transports.set(projectFlag, t);
  }
  return t;
}

/** How often a running dashboard asks whether the global routers changed (they may be edited elsewhere). */
export const ROUTER_VERSION_CHECK_MS = 10_000;

function newMemberTransport(projectFlag: string): DataTransport {
  const filters = new Map<string, FilterRef>();
  const routers = new Map<string, Promise<RouterRow | undefined>>();
  caches.add(() => {
    filters.clear();
    routers.clear();
  });
  // Global routers are cached until their version stamp changes (checked at most every 10 s); project
  // routers are edited in this project's editor, which calls invalidateDataCaches.
  let version: string | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;
  const globalsCurrent = (): Promise<void> => {
    if (Date.now() - checkedAt < ROUTER_VERSION_CHECK_MS) return Promise.resolve();
    checking ??= dataApi
      .routerVersion()
      .then((v) => {
        if (version !== undefined && v.version !== version)
          for (const key of [...routers.keys()])
            if (key.startsWith(`${ROUTER_TYPE_GLOBAL}:`)) routers.delete(key);
        version = v.version;
      })
      .catch(() => undefined) // no answer: keep what is cached, ask again next time
      .finally(() => {
        checkedAt = Date.now();
        checking = null;
      });
    return checking;
  };
  return {
    proxy: (payload) => callProxy(payload),
    async filtersByIds(ids) {
      const missing = ids.filter((id) => !filters.has(id));
      if (missing.length > 0) {
        const rows = await dataApi.filtersByIds(projectFlag, missing).catch(() => []);
        for (const r of rows) filters.set(r.id, { id: r.id, code: r.code });
      }
      // docs/reference.md#errors: a lookup that fails leaves the filter unapplied; the sandbox runs the placeholder.
      return ids.map((id) => filters.get(id) ?? { id, code: null });
    },
    async router(ref) {
      const global = ref.routerType === ROUTER_TYPE_GLOBAL;
      if (global) await globalsCurrent();
      const key = `${ref.routerType}:${ref.id}`;
      let hit = routers.get(key);
      if (!hit) {
        hit = dataApi
          .usedRouters(projectFlag, global ? [ref.id] : [], global ? [] : [ref.id])
          .then((r) => [...r.globalRouters, ...r.projectRouters][0])
          .catch(() => undefined);
        routers.set(key, hit);
      }
      return hit;
    },
  };
}
