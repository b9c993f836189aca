import type { DocNode } from '@twincanvas/model';

/**
 * What of a data-source config (requestSource, editor spec 3.12) a share page may see. Its data runs on
 * the server with the owner's stored credentials, so the browser needs only how to show and refresh the
 * data: no URL, header, parameter, account, password, key, token or SQL. Besides these names, only
 * boolean and number settings (enable flags, refresh intervals) survive — never a string we did not
 * list, because a string is where a secret would hide.
 */
const SOURCE_KEEP = new Set(['type', 'requestType', 'enable', 'filterOn', 'effect', 'relate', 'id']);
const SOURCE_DROP = new Set(['port', 'authenticationType', 'oracleFlag']);

function sanitizeSource(source: unknown): unknown {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return undefined;
  const out: Record<string, unknown> = {};
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
