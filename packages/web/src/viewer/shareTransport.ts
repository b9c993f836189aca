import type { FilterRef } from '@twincanvas/sandbox';
import type { DataSourceConfig } from '@twincanvas/model';
import type { RouterRow } from '../data/api';
import { batcher, isBatchLine } from '../data/batcher';
import { parseParamVarId, type VariableValues } from '../data/params';
import type { DataTransport } from '../data/runtime';
import { currentValues } from '../data/variables';
import { signedPost } from './share/client';

/**
 * The data transport of a share page: every call is a signed share call and names only what the server
 * looks up in the STORED document — the component (its request, or its router's request, runs
 * server-side with the owner's credentials), filter ids of the shared project, and the current values of
 * the component's parameter variables (the server uses only names the stored request declares).
 */

/** Caps the server applies too (shares/schema.ts): beyond them the stored value is used. */
const MAX_VARS = 50;
const MAX_VAR_TEXT = 1000;

type VarValue = string | number | boolean | null;

/**
 * The values the page has for a request's parameter variables — only those set (a variable default or
 * an interaction's value), so a parameter nothing has set keeps its stored value on the server (the
 * shared document carries parameter names, not stored values). Scalars only, within the server's caps.
 */
export function varsOf(rs: DataSourceConfig | undefined, values: VariableValues): Record<string, VarValue> {
  const declared = (rs?.paramVars ?? rs?.sqlOptions?.paramVars ?? []) as { id?: string; name?: unknown }[];
  const set: { name: string; value: unknown }[] = [];
  for (const p of declared) {
    if (typeof p?.name !== 'string' || p.name === '') continue;
    const varId = parseParamVarId(p.id ?? '')?.varId;
    if (varId !== undefined && Object.hasOwn(values.byId, varId))
      set.push({ name: p.name, value: values.byId[varId] });
    else if (Object.hasOwn(values.byName, p.name)) set.push({ name: p.name, value: values.byName[p.name] });
  }
  return scalars(set);
}

export function scalars(paramVars: readonly { name: string; value: unknown }[]): Record<string, VarValue> {
  const out: Record<string, VarValue> = {};
  for (const p of paramVars) {
    if (Object.keys(out).length >= MAX_VARS) break;
    const v = p.value;
    const scalar: VarValue | undefined =
      v === null ||
      typeof v === 'string' ||
      typeof v === 'boolean' ||
      (typeof v === 'number' && Number.isFinite(v))
        ? v
        : undefined;
    if (scalar === undefined || String(scalar).length > MAX_VAR_TEXT || p.name.length > 100) continue;
    out[p.name] = scalar;
  }
  return out;
}

const transports = new Map<string, DataTransport>();

export function shareTransport(sid: string): DataTransport {
  let t = transports.get(sid);
  if (t) return t;
  const filters = new Map<string, FilterRef>();
  const batch = dataBatcher(sid);
  t = {
    proxy: (_payload, from) =>
      from?.componentId
        ? batch({ componentId: from.componentId, vars: varsOf(from.requestSource, currentValues()) })
        : // Requests not made for a component (router-linked variables) have nothing stored to run.
          Promise.resolve({ code: '404', data: null }),
    async filtersByIds(ids) {
      const missing = ids.filter((id) => !filters.has(id));
      if (missing.length > 0) {
        const res = await signedPost<FilterRef[] | null>(sid, 'filters', { ids: missing }).catch(() => null);
        if (res?.code === '0' && Array.isArray(res.data))
          for (const f of res.data) filters.set(String(f.id), { id: f.id, code: f.code ?? null });
      }
      // A lookup that fails leaves the filter unapplied (docs/reference.md#errors): the sandbox runs the placeholder.
      return ids.map((id) => filters.get(id) ?? { id, code: null });
    },
    // The router's request runs server-side for the component (shares/data.ts): the page needs no
    // definition (which could name a URL or SQL), only something for the runtime to go on with.
    router: async (ref): Promise<RouterRow> => ({
      id: ref.id,
      name: '',
      routerType: ref.routerType,
      projectFlag: null,
      groupManagementId: null,
      routerConfig: {},
      relationCount: 0,
    }),
  };
  transports.set(sid, t);
  return t;
}

interface DataItem {
  componentId: string;
  vars: Record<string, VarValue>;
}
type DataAnswer = { code: string; data: unknown };

/** A share page's data requests, batched (data/batcher.ts) into signed calls; each answered as the single call would be. */
export function dataBatcher(
  sid: string,
  post: typeof signedPost = signedPost,
): (item: DataItem) => Promise<DataAnswer> {
  return batcher<DataItem, DataAnswer>(async (items, deliver) => {
    const res = await post<null>(sid, 'data/batch', { items }, (line) => {
      if (isBatchLine(line))
        deliver(
          line.i,
          line.code === '0'
            ? { code: '0', data: { data: line.data, meta: line.meta } }
            : { code: line.code, data: null },
        );
    });
    // Items the answer did not name: the call's own refusal, or a failure had it ended early.
    return { code: res.code === '0' ? '500' : res.code, data: null };
  });
}
