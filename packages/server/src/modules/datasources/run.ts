import { badConfig, ConnectorError } from '../../connectors/errors.js';
import type { RunRequest, RunResult, Variables } from '../../connectors/types.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../http/errors.js';
import { MemoryLeases, type Leases } from '../../lib/leases.js';
import { CONNECTORS, type Stored } from './connectors.js';
import { dataEnv, withStoredAllow, type DataEnv } from './env.js';
import { proxyRequest } from './schema.js';
import { kindOrThrow, openSecrets, sourceRow } from './stored.js';

/** ConnectorError → the envelope: refusals and bad settings 400, upstream failures 502 (code '500'). */
export function toAppError(e: unknown): unknown {
  if (!(e instanceof ConnectorError)) return e;
  // logDetail never reaches the envelope (see ConnectorError); logConnectorError keeps it.
  const detail = e.detail ? { zh: `${e.text.zh}（${e.detail}）`, en: `${e.text.en} (${e.detail})` } : e.text;
  return new AppError(e.kind === 'upstream' ? 502 : 400, detail, { data: { reason: e.kind } });
}

/** Variables as {name: value}: from a record, or a list of {name, value} (paramVars). */
export function variablesOf(v: unknown): Variables {
  if (Array.isArray(v))
    return Object.fromEntries(
      v.flatMap((x: { name?: unknown; value?: unknown }) =>
        typeof x?.name === 'string' ? [[x.name, x.value ?? '']] : [],
      ),
    );
  return v && typeof v === 'object' ? { ...(v as Variables) } : {};
}

/**
 * Decodes /previewData/getData's body (base64 of the JSON {type, param}) into a request and its
 * variables. Exported for the share pages, which receive the same encoding.
 */
export function decodeProxyBody(base64: string): { request: RunRequest; variables: Variables } {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    throw badRequest({
      zh: '请求数据不是 base64 编码的 JSON',
      en: 'The request data is not base64-encoded JSON',
    });
  }
  const parsed = proxyRequest.safeParse(json);
  if (!parsed.success)
    throw badRequest({
      zh: `请求数据格式有误：${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
      en: `Malformed request data: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    });
  const { type, param } = parsed.data;
  const headers = Array.isArray(param.headers)
    ? Object.fromEntries(param.headers.filter((h) => h.key.trim()).map((h) => [h.key.trim(), h.value]))
    : param.headers;
  const request: RunRequest = {
    type: kindOrThrow(type),
    sourceId: param.sourceId || undefined,
    url: param.url,
    requestType: param.requestType?.toUpperCase() === 'POST' ? 'POST' : param.requestType ? 'GET' : undefined,
    headers,
    params: param.params,
    bodyType: param.bodyType,
    body: param.body,
    sql: param.sql,
  };
  return { request, variables: { ...variablesOf(param.paramVars), ...variablesOf(param.variables) } };
}

/**
 * Runs a request against a source of `groupId` — THE path to a connector: the data panel's test and
 * preview, component data (/previewData/getData) and the share pages all come through here, so the same
 * guards hold everywhere: SSRF rules and caps for HTTP, the SQL guard, bound variables, read-only
 * transactions, timeouts and row caps for SQL, never the app's own database.
 *
 * For reuse (share pages): `runSourceRequest(db, project.groupId, request, variables)` where the
 * request comes from the STORED project document (decodeProxyBody can read the viewer's encoding), never
 * a browser's word alone — an anonymous viewer must not be able to send its own SQL to a group's source.
 * Throws AppError (400 refused / bad settings, 404 unknown source, 502 upstream failure).
 */
export async function runSourceRequest(
  db: Db,
  groupId: string,
  request: RunRequest,
  variables: Variables = {},
  env: DataEnv = dataEnv(),
): Promise<RunResult> {
  const release = await upstreamSlot(groupId, env.leases);
  try {
    return await run(db, groupId, request, variables, env);
  } catch (e) {
    logConnectorError(env, groupId, request.sourceId, e);
    throw toAppError(e);
  } finally {
    release();
  }
}

/**
 * Upstream requests one group may have open at once — across every server process when REDIS_URL is
 * set (lib/leases.ts); others wait UPSTREAM_WAIT_MS for a place. Sized for a wall: 200 charts refreshing
 * every second from sources answering in 50–100 ms keep 10–20 requests open; at 8, a busy moment on
 * the server (answers waiting for the event loop hold their places) tipped such a wall into waits and 429s.
 */
export const UPSTREAM_PER_GROUP = 32;
export const UPSTREAM_WAIT_MS = 2000;
/** A place outlives the longest upstream request (timeouts 15 s + connect 8 s); a dead process's expire. */
const UPSTREAM_LEASE_MS = 60_000;
/** How often a waiting request asks again when the place may have come free in another process. */
const UPSTREAM_RETRY_MS = 100;
const processLeases = new MemoryLeases();
/** Requests of this process waiting for a place, woken at once when one of its requests ends. */
const waiting = new Map<string, Set<() => void>>();

/**
 * A place for one upstream request of the group: one tenant's slow queries cannot hold every connection
 * the deployment can make. Past the cap a request waits briefly for a place, then answers 429.
 */
async function upstreamSlot(groupId: string, leases: Leases = processLeases): Promise<() => void> {
  const key = `upstream:${groupId}`;
  const deadline = Date.now() + UPSTREAM_WAIT_MS;
  for (;;) {
    const id = await leases.take(key, UPSTREAM_PER_GROUP, UPSTREAM_LEASE_MS);
    if (id)
      return () => {
        // One place came free: one waiter (the longest waiting) asks again. Waking all of them had every
        // waiter retry for each freed place, work growing with the square of the queue under load.
        void leases.give(key, id).then(() => waiting.get(key)?.values().next().value?.());
      };
    const left = deadline - Date.now();
    if (left <= 0)
      throw new AppError(429, {
        zh: `本团队同时进行的数据请求已达 ${UPSTREAM_PER_GROUP} 个上限，请稍后重试`,
        en: `This group already has ${UPSTREAM_PER_GROUP} data requests running; try again shortly`,
      });
    await new Promise<void>((resolve) => {
      const set = waiting.get(key) ?? new Set<() => void>();
      waiting.set(key, set);
      const wake = () => {
        clearTimeout(timer);
        set.delete(wake);
        if (set.size === 0) waiting.delete(key);
        resolve();
      };
      // A place freed in this process wakes a waiter at once; only places shared with other processes
      // (Redis) are asked for again on a timer. Polling in-process too had every waiter of a long queue
      // retry ten times a second.
      const timer = setTimeout(
        wake,
        leases instanceof MemoryLeases ? left : Math.min(left, UPSTREAM_RETRY_MS),
      );
      set.add(wake);
    });
  }
}

/** The server log keeps what the browser is not told (which address was refused, how a connect failed). */
export function logConnectorError(env: DataEnv, groupId: string, sourceId: string | undefined, e: unknown) {
  if (e instanceof ConnectorError && e.logDetail)
    env.log?.warn({ groupId, sourceId, kind: e.kind, detail: e.logDetail }, `data source: ${e.text.en}`);
}

export async function loadStored(db: Db, env: DataEnv, groupId: string, id: string): Promise<Stored> {
  const row = await sourceRow(db, groupId, id);
  const secrets = openSecrets(env, row);
  return {
    id: row.id,
    kind: kindOrThrow(row.kind),
    config: row.config,
    secrets,
    unreadable: row.secret !== null && Object.keys(secrets).length === 0,
  };
}

async function run(
  db: Db,
  groupId: string,
  request: RunRequest,
  variables: Variables,
  env: DataEnv,
): Promise<RunResult> {
  const stored = request.sourceId ? await loadStored(db, env, groupId, request.sourceId) : null;
  return runWith(db, await withStoredAllow(db, env), groupId, stored, request, variables);
}

export async function runWith(
  db: Db,
  env: DataEnv,
  groupId: string,
  stored: Stored | null,
  request: RunRequest,
  variables: Variables,
): Promise<RunResult> {
  const kind = stored ? stored.kind : request.type;
  const connector = CONNECTORS[kind];
  if (!stored && !connector.inline)
    throw badConfig('请选择一个数据源', 'Choose a stored data source for this kind of request', kind);
  const policy = { allow: env.allow, ...(env.resolve ? { resolve: env.resolve } : {}), ...env.http };
  return await connector.run({ db, env, groupId, stored, request, variables, policy });
}
