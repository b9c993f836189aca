import type { DocNode } from '@twincanvas/model';

/**
 * What of a data-source config (requestSource, docs/reference.md#data-binding) a share page may see. Its data runs on
 * the server with the owner's stored credentials, so the browser needs only how to show and refresh the
 * data: no URL, header, parameter, account, password, key, token or SQL. Besides these names, only
 * boolean and number settings (enable flags, refresh intervals) survive — never a string we did not
 * list, because a string is where a secret would hide.
 */
const SOURCE_KEEP = new Set(['type', 'requestType', 'enable', 'filterOn', 'effect', 'relate', 'id']);
const SOURCE_DROP = new Set(['port', 'authenticationType', 'oracleFlag']);

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const idOf = (v: unknown): string | null => (typeof v === 'string' && ID.test(v) ? v : null);

/**
 * References the page's runtime needs, reduced to identifiers: filter ids (their code comes from the
 * signed filters call), parameter variable ids and names (never their stored values: the page sends only
 * values it has set, the server keeps the stored ones otherwise) and router ids (the router's request
 * runs server-side).
 */
function references(src: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v.slice(0, 100) : []);
  const filters = list(src.filters).flatMap((f) => {
    const id = idOf(typeof f === 'object' && f ? (f as { id?: unknown }).id : f);
    return id ? [id] : [];
  });
  if (filters.length > 0) out.filters = filters;
  const params = (v: unknown) =>
    list(v).flatMap((p) => {
      const { id, name } = (p ?? {}) as { id?: unknown; name?: unknown };
      if (typeof name !== 'string' || name.length > 100) return [];
      return [{ name, ...(idOf(id) ? { id } : {}) }];
    });
  if (Array.isArray(src.paramVars)) out.paramVars = params(src.paramVars);
  const sql = src.sqlOptions as { routers?: unknown; paramVars?: unknown } | undefined;
  if (sql && typeof sql === 'object') {
    const routers = list(sql.routers).flatMap((r): (string | { id: string; routerType: number })[] => {
      if (typeof r === 'string') return idOf(r) ? [r] : [];
      const { id, routerType } = (r ?? {}) as { id?: unknown; routerType?: unknown };
      const ok = idOf(id);
      return ok ? [{ id: ok, routerType: Number(routerType ?? 0) }] : [];
    });
    const kept = {
      ...(routers.length > 0 ? { routers } : {}),
      ...(Array.isArray(sql.paramVars) ? { paramVars: params(sql.paramVars) } : {}),
    };
    if (Object.keys(kept).length > 0) out.sqlOptions = kept;
  }
  if (idOf(src.routerId)) out.routerId = src.routerId;
  return out;
}

function sanitizeSource(source: unknown): unknown {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return undefined;
  const out: Record<string, unknown> = references(source as Record<string, unknown>);
  for (const [k, v] of Object.entries(source as Record<string, unknown>)) {
    if (SOURCE_DROP.has(k)) continue;
    if (SOURCE_KEEP.has(k) && (k !== 'effect' || typeof v === 'object')) out[k] = v;
    else if (typeof v === 'boolean' || typeof v === 'number') out[k] = v;
  }
  return out;
}

/** Keys that never leave the server in a shared document, wherever they appear. */
const SECRET_KEYS = new Set([
  'password',
  'passWord',
  'apppassword',
  'appSecret',
  'appKey',
  'appkey',
  'appsecret',
  'tokenUid',
  'executeSql',
  'oracleContent',
  'sql',
]);

function walk(value: unknown, depth: number): unknown {
  if (depth > 200 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => walk(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEYS.has(k)) continue;
    if (k === 'requestSource') {
      const s = sanitizeSource(v);
      if (s !== undefined) out[k] = s;
      continue;
    }
    out[k] = walk(v, depth + 1);
  }
  return out;
}

/** The document as a share page gets it: sources reduced, secrets removed, the owner's internal ids too. */
export function sanitizeSharedDocument(doc: DocNode): DocNode {
  const clean = walk(doc, 0) as Record<string, unknown>;
  delete clean.groupId;
  delete clean.folderId;
  delete clean.projectId;
  return clean as DocNode;
}
