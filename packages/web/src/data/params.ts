import type { DataSourceConfig, ParamVariable } from '@twincanvas/model';

/**
 * Parameters of a request (docs/reference.md#data-binding, docs/reference.md#api): the component's parameter variables get their
 * current values and are ALWAYS sent as variables — the server binds them (SQL parameters, encoded URL
 * and body values); nothing here splices a value into SQL or a URL.
 */

/** Parameter variable ids read `{userId}_{varId}`. */
export function parseParamVarId(id: string): { userId: string; varId: string } | null {
  const at = id.lastIndexOf('_');
  if (at <= 0 || at === id.length - 1) return null;
  return { userId: id.slice(0, at), varId: id.slice(at + 1) };
}

export const paramVarId = (userId: string, varId: string): string => `${userId}_${varId}`;

/** Current variable values, by variable id and by name (a name lookup serves pasted or older configs). */
export interface VariableValues {
  byId: Readonly<Record<string, unknown>>;
  byName: Readonly<Record<string, unknown>>;
}

export const NO_VALUES: VariableValues = { byId: {}, byName: {} };

/** The parameter list a request carries: [{name, value}] with each value from the running variables. */
export function fillParams(
  paramVars: readonly ParamVariable[] | undefined,
  values: VariableValues,
): { name: string; value: unknown }[] {
  return (paramVars ?? []).flatMap((p) => {
    if (!p || typeof p.name !== 'string' || p.name === '') return [];
    const varId = parseParamVarId(p.id ?? '')?.varId;
    const live =
      varId !== undefined && varId in values.byId
        ? values.byId[varId]
        : p.name in values.byName
          ? values.byName[p.name]
          : p.value;
    return [{ name: p.name, value: live ?? '' }];
  });
}

type KeyValue = { key: string; value: string };

/** Headers / query parameters as the editor stores them ([{key, value}] or a record) → a record. */
export function toRecord(v: unknown): Record<string, string> {
  if (Array.isArray(v))
    return Object.fromEntries(
      (v as Partial<KeyValue>[])
        .filter((h) => typeof h?.key === 'string' && h.key.trim() !== '')
        .map((h) => [h.key!.trim(), String(h.value ?? '')]),
    );
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, String(x ?? '')]),
    );
  return {};
}

/** The `{type, param}` the data proxy reads (server contract: datasources/routes.ts). */
export interface ProxyPayload {
  type: string | number;
  param: {
    sourceId?: string;
    url?: string;
    requestType?: string;
    headers?: Record<string, string>;
    params?: Record<string, string>;
    bodyType?: 0 | 1 | 2;
    body?: unknown;
    sql?: string;
    paramVars: { name: string; value: unknown }[];
  };
}

/** The request kind the proxy is asked for: the source's kind when known, else api. */
export function proxyType(rs: DataSourceConfig): string | number {
  if (rs.type === 'file') return 'file';
  const kind = rs.sourceType;
  return typeof kind === 'string' || typeof kind === 'number' ? kind : 'api';
}

export function buildProxyPayload(rs: DataSourceConfig, values: VariableValues): ProxyPayload {
  const bodyType = Number(rs.bodyType ?? 0);
  const param: ProxyPayload['param'] = {
    paramVars: fillParams(rs.paramVars ?? rs.sqlOptions?.paramVars, values),
  };
  if (typeof rs.sourceId === 'string' && rs.sourceId) param.sourceId = rs.sourceId;
  if (typeof rs.url === 'string' && rs.url) param.url = rs.url;
  if (typeof rs.requestType === 'string' && /^(GET|POST)$/i.test(rs.requestType))
    param.requestType = rs.requestType.toUpperCase();
  const headers = toRecord(rs.header);
  if (Object.keys(headers).length > 0) param.headers = headers;
  const query = toRecord(rs.param);
  if (Object.keys(query).length > 0) param.params = query;
  if (bodyType === 1 || bodyType === 2) {
    param.bodyType = bodyType;
    param.body = rs.body ?? '';
  }
  if (typeof rs.executeSql === 'string' && rs.executeSql.trim()) param.sql = rs.executeSql;
  return { type: proxyType(rs), param };
}

/** base64 of the UTF-8 JSON (the proxy's request form, docs/reference.md#data-binding). */
export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** A stable key for the request cache: the same request with the same values hits the same entry. */
export function requestKey(payload: ProxyPayload): string {
  return `proxy:${JSON.stringify(payload)}`;
}
