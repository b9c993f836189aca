import { findNode, type DocNode } from '@twincanvas/model';
import { AppError, notFound } from '../../http/errors.js';
import type { Db } from '../../db/client.js';
import type { DocumentService } from '../documents/service.js';
import { decodeProxyBody, runSourceRequest } from '../datasources/service.js';
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

export async function sharedComponentData(
  db: Db,
  documents: DocumentService,
  share: { groupId: string; projectId: string },
  componentId: string,
): Promise<{ data: unknown; meta: { rows?: number; truncated?: boolean } }> {
  const doc: DocNode = await documents.query(share.groupId, { projectId: share.projectId });
  const found = findNode(doc, componentId);
  const rs = (found?.node as { requestSource?: Source } | undefined)?.requestSource;
  if (!found || !rs || !rs.type || rs.type === 'static') throw notFound(SHARE_MSG.noData);
  const payload = proxyPayloadOf(rs);
  try {
    const { request, variables } = decodeProxyBody(Buffer.from(JSON.stringify(payload)).toString('base64'));
    const res = await runSourceRequest(db, share.groupId, request, variables);
    const meta = res.meta as { rows?: number; truncated?: boolean };
    return { data: res.data, meta: { rows: meta.rows, truncated: meta.truncated } };
  } catch (e) {
    const status = e instanceof AppError && e.status < 500 ? 400 : 502;
    throw new AppError(status, SHARE_MSG.dataFailed);
  }
}
