/**
 * THE data runtime the viewer (preview, share, case) mounts per component:
 *
 *   <DataRuntimeProvider value={{ mode: 'preview', projectFlag }}>   once, around the dashboard
 *     …  useDataRuntime(node)                                       in each component's frame
 *        <StaleBadge node={node} />                                  optional: the small stale badge
 *
 * `useDataRuntime(node, options?)` resolves `node.requestSource` (static / api and database sources /
 * file / router / socket / push channel) into data: the data proxy via the one API client (base64 JSON),
 * parameters from the project's variables (always sent as parameters; the server binds them), field
 * mapping (`effect`), filters (chain, `filterOn`) in the QuickJS Web Worker, auto-refresh (`enable`,
 * `interval`, default 10 s), the IndexedDB request cache (`cache`), and writes the results into the
 * runtime store (data, updateTime, updateMethod, mistake, stale) that `useComponentData` and the
 * renderers read. A failed refresh keeps the last good data and sets `stale`. Everything it starts
 * (timers, sockets, subscriptions) stops when the component unmounts or its requestSource changes.
 *
 * SHARE AND CASE MODE (no bearer token). Pass `transport` in the provider's value (or in the options of
 * useDataRuntime) and the project's `variables`:
 *
 *   const transport: DataTransport = {
 *     // The server must run the request STORED for `from.componentId` (never SQL sent by the browser):
 *     // send the component id with the share helper's signed call and answer its envelope {code, msg, data}.
 *     proxy: (payload, from) => shareCall('/share/data', { componentId: from?.componentId, ...payload }),
 *     // Filters by ids through the share route that wraps the server's `sharedFiltersByIds`.
 *     filtersByIds: (ids) => shareCall('/share/filters', { ids }).then((a) => a.data),
 *     // Routers: resolve from the share's published document, or answer undefined (left unapplied).
 *     router: async () => undefined,
 *   };
 *   <DataRuntimeProvider value={{ mode: 'share', projectFlag, transport, variables }}>
 *
 * `proxy` receives `(payload, { componentId })` where payload is {type, param, …} as the member proxy
 * gets it; what it answers is the proxy envelope (`code: '0'` with `data`, anything else marks the
 * component stale). Socket sources need the signed-in realtime connection and are marked stale in share
 * and case modes; push channels likewise need a realtime connection.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Component2D, Equalizer } from '@twincanvas/model';
import { sampleDataOf } from '../components/registry';
import { useComponentRuntime } from '../runtime/store';
import { dataApi, type VariableRow } from './api';
import { startEqualizer } from './equalizer';
import { targetShapeOf, type TargetShape } from '@twincanvas/model';
import { memberTransport, startDataRuntime, type DataContext, type DataTransport } from './runtime';
import { openRelayedSocket, type RelayLink, type SocketHandlers, type SocketTarget } from './socket';
import { currentValues, resolveRouterVariables, useVariables } from './variables';

export type DataMode = 'edit' | 'preview' | 'share' | 'case';

export interface DataRuntimeOptions {
  mode: DataMode;
  projectFlag: string;
  /** Defaults to the signed-in member transport (data proxy, project filters and routers). */
  transport?: DataTransport;
  /** The project's variables when the caller has them already (share views); else they are loaded. */
  variables?: VariableRow[];
  /** false pauses every request (the editor's design mode). */
  enabled?: boolean;
  /**
   * The project's equalizer config (document root `equalizer`): in every mode but 'edit' the provider
   * starts it (equalizer.ts: postMessage receipt and distribute) and clears it on unmount.
   */
  equalizer?: Partial<Equalizer> | null;
}

interface Resolved {
  options: DataRuntimeOptions;
  ctx: DataContext;
}

const Context = createContext<Resolved | null>(null);

type Subscribe = (channel: string, cb: (data: unknown) => void) => () => void;
// The realtime client is another area's file; found at build time when present, absent otherwise.
const realtime = import.meta.glob<{ subscribeChannel?: Subscribe; realtime?: () => RelayLink | null }>(
  '../app/realtime.ts',
);
let subscribeChannel: Subscribe | undefined;
let realtimeLink: (() => RelayLink | null) | undefined;
let realtimeLoading: Promise<void> | undefined;
/**
 * Loaded on the first socket source or push channel, not with the data runtime: socket.io's client is
 * 13 KB on the wire that a page of HTTP and SQL sources never uses.
 */
function realtimeReady(): Promise<void> {
  realtimeLoading ??= Promise.all(Object.values(realtime).map((load) => load()))
    .then((mods) => {
      subscribeChannel = mods.find((m) => typeof m.subscribeChannel === 'function')?.subscribeChannel;
      realtimeLink = mods.find((m) => typeof m.realtime === 'function')?.realtime;
    })
    .catch(() => undefined);
  return realtimeLoading;
}

/** Socket sources over the app's socket.io connection (signed-in modes only: it needs the bearer token). */
function openSocketViaRealtime(target: SocketTarget, handlers: SocketHandlers): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  void realtimeReady().then(() => {
    if (cancelled) return;
    const link = realtimeLink?.();
    if (!link) return handlers.onGiveUp('no realtime connection');
    stop = openRelayedSocket(link, target, handlers);
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}

function useResolved(options: DataRuntimeOptions): Resolved {
  const { projectFlag, transport } = options;
  const signedIn = options.mode === 'edit' || options.mode === 'preview';
  return useMemo(() => {
    const ctx: DataContext = {
      projectFlag,
      transport: transport ?? memberTransport(projectFlag),
      variables: currentValues,
      ...(signedIn ? { openSocket: openSocketViaRealtime } : {}),
      subscribeChannel: (channel, cb) => {
        let stop: (() => void) | undefined;
        let cancelled = false;
        void realtimeReady().then(() => {
          if (!cancelled && subscribeChannel) stop = subscribeChannel(channel, cb);
        });
        return () => {
          cancelled = true;
          stop?.();
        };
      },
    };
    return { options, ctx };
    // options as a whole changes identity on every render of the caller; its parts decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectFlag, transport, options.mode, options.enabled, signedIn]);
}

/** Once around a running dashboard: the project, the mode, the transport, and the variables loaded. */
export function DataRuntimeProvider({ value, children }: { value: DataRuntimeOptions; children: ReactNode }) {
  const resolved = useResolved(value);
  const { projectFlag, variables, mode } = value;
  useEffect(() => {
    let alive = true;
    const use = (list: VariableRow[]) => {
      if (!alive) return;
      useVariables.getState().load(list);
      void resolveRouterVariables(list, resolved.ctx);
    };
    if (variables) {
      use(variables);
      return;
    }
    if (mode === 'share' || mode === 'case' || !projectFlag) return;
    dataApi.variables(projectFlag).then(
      use,
      () => undefined, // docs/reference.md#errors: a failed variable lookup is simply not applied
    );
    return () => {
      alive = false;
    };
  }, [projectFlag, variables, mode, resolved]);
  const { equalizer } = value;
  useEffect(() => {
    if (mode === 'edit' || !equalizer) return;
    return startEqualizer(equalizer);
  }, [mode, equalizer]);
  return <Context.Provider value={resolved}>{children}</Context.Provider>;
}

/** The shape a component's definition expects (its sample data), for the field mapping. */
export function targetOf(node: Component2D): TargetShape {
  // A 3D component (no componentType, a 3D `type`) maps to its kind's fields for its data mode.
  return targetShapeOf(sampleDataOf(node as Component2D & { type?: unknown }));
}

/** Mount per component; answers the component's freshness (stale, updateTime). */
export function useDataRuntime(
  node: Component2D,
  options?: DataRuntimeOptions,
): { stale: boolean; updateTime?: number } {
  const fromContext = useContext(Context);
  const own = useResolvedOptional(options);
  const resolved = own ?? fromContext;
  const enabled = resolved !== null && resolved.options.enabled !== false;
  const rs = node.requestSource;
  useEffect(() => {
    if (!enabled || !resolved || !rs) return;
    return startDataRuntime(node, targetOf(node), resolved.ctx);
    // The runtime restarts when the request config (not the rest of the node) changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, resolved, rs, node._id, node.componentType]);
  const runtime = useComponentRuntime(node._id);
  return { stale: runtime.stale === true, updateTime: runtime.updateTime };
}

function useResolvedOptional(options: DataRuntimeOptions | undefined): Resolved | null {
  const placeholder: DataRuntimeOptions = options ?? { mode: 'preview', projectFlag: '', enabled: false };
  const resolved = useResolved(placeholder);
  return options ? resolved : null;
}
