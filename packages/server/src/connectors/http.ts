import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import { JsonText } from '../lib/jsonText.js';
import { ConnectorError, LIMITS, refused, upstream } from './errors.js';
import type { AllowList } from './ip.js';
import { checkHost, type Resolver } from './target.js';

/**
 * The one way a data source reaches the network over HTTP (ARCHITECTURE section 5):
 * - only http: and https:;
 * - the host is resolved once, every answer is judged (loopback, private, link-local, CGNAT, metadata …
 *   in every spelling, see ip.ts) and the connection is pinned to the checked address through an undici
 *   Agent whose connect.lookup answers that address only — a DNS answer that changes between the check
 *   and the connect cannot move the connection (Node's global fetch would ignore such an agent);
 * - redirects are followed by hand, each hop judged again; credentials are not carried to another origin;
 * - the answer is read up to a byte cap, the whole exchange under one deadline.
 */
export type { Resolver } from './target.js';

export interface HttpPolicy {
  allow: AllowList;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** DNS; tests substitute one that changes its answers. */
  resolve?: Resolver;
}

export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The URL of the last hop. */
  url: string;
  /** Milliseconds from the first byte sent to the last byte read (the upstream's share of a request). */
  ms: number;
}

/** Headers a data source may not set: they belong to the connection, not to the request. */
const FORBIDDEN_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'expect',
  'te',
  'trailer',
  'proxy-authorization',
  'proxy-connection',
]);
/** Not carried to another origin on a redirect: anything that looks like a credential. */
const CREDENTIAL_HEADER =
  /^(authorization|cookie|x-sdk-date|appkey|appsecret)$|token|secret|api[-_]?key|password|passwd|auth/i;

export function cleanHeaders(h: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h ?? {})) {
    const key = k.trim().toLowerCase();
    if (!key || FORBIDDEN_HEADERS.has(key) || !/^[!#$%&'*+.^`|~\w-]+$/.test(key)) continue;
    out[key] = String(v).replace(/[\r\n]+/g, ' ');
  }
  return out;
}

/** One agent per (host, checked address), reused for keep-alive and dropped after a minute. */
const agents = new Map<string, { agent: Agent; at: number }>();
const AGENT_TTL_MS = 60_000;
const MAX_AGENTS = 64;

function pinnedAgent(host: string, address: string, family: number): Agent {
  const key = `${host}|${address}`;
  const now = Date.now();
  const hit = agents.get(key);
  if (hit && now - hit.at < AGENT_TTL_MS) return hit.agent;
  if (hit) void hit.agent.close();
  if (agents.size >= MAX_AGENTS) {
    const [oldestKey, oldest] = agents.entries().next().value!;
    agents.delete(oldestKey);
    void oldest.agent.close();
  }
  const lookup: LookupFunction = (_name, opts, cb) => {
    // Node asks for all addresses when it races IPv4/IPv6; either way only the checked one is offered.
    if (opts.all)
      (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else cb(null, address, family);
  };
  const agent = new Agent({ connect: { lookup, timeout: 8_000 }, keepAliveTimeout: 10_000 });
  agents.set(key, { agent, at: now });
  return agent;
}

/** Judges one URL; answers the address to pin. Throws `refused` with the reason. */
export async function checkUrl(
  raw: string,
  policy: HttpPolicy,
): Promise<{ url: URL; address: string; family: number }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('地址格式不正确', 'The address is not a valid URL', raw);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw refused('只允许 http 或 https 地址', 'Only http and https addresses are allowed', url.protocol);
  const { address, family } = await checkHost(url.hostname, policy);
  return { url, address, family };
}

async function readCapped(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  max: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) {
      body.destroy();
      throw upstream(
        `返回内容超过 ${Math.round(max / 1024 / 1024)}MB 上限`,
        `The answer is larger than the ${Math.round(max / 1024 / 1024)} MB limit`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** An answer whose body is still to be read: the status and headers of the last hop, and its body. */
export interface OpenResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as undici hands it over; read it (or destroy it) under `signal`. */
  body: AsyncIterable<Buffer> & { destroy(): unknown };
  url: string;
  /** The deadline of the whole exchange, body included. */
  signal: AbortSignal;
  timeoutMs: number;
  started: number;
}

/**
 * Sends one request under the policy, following up to maxRedirects redirects (each judged again), and
 * answers the last hop before reading its body: a relay can stream it (map/proxy), a data source reads
 * it whole under the byte cap (safeRequest).
 */
export async function safeOpen(req: HttpRequest, policy: HttpPolicy): Promise<OpenResponse> {
  const timeoutMs = policy.timeoutMs ?? LIMITS.httpTimeoutMs;
  const maxRedirects = policy.maxRedirects ?? LIMITS.httpMaxRedirects;
  const signal = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  let current = { ...req, headers: cleanHeaders(req.headers) };
  for (let hop = 0; ; hop++) {
    const { url, address, family } = await checkUrl(current.url, policy);
    let res;
    try {
      res = await request(url, {
        method: current.method,
        headers: current.headers,
        body: current.method === 'GET' ? null : (current.body ?? ''),
        dispatcher: pinnedAgent(url.hostname, address, family),
        signal,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (e) {
      throw signal.aborted
        ? upstream(`请求超时（${timeoutMs / 1000} 秒）`, `The request timed out (${timeoutMs / 1000} s)`)
        : upstream(
            '请求数据源失败',
            'The data source could not be reached',
            undefined,
            `${url.host}: ${(e as Error).message}`,
          );
    }
    // Destroying a body we stop reading (redirect, size cap) emits an abort error nobody else awaits.
    res.body.on('error', () => undefined);
    const location = res.headers.location;
    if ([301, 302, 303, 307, 308].includes(res.statusCode) && typeof location === 'string') {
      await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      if (hop >= maxRedirects)
        throw upstream('重定向次数过多', 'Too many redirects', `more than ${maxRedirects}`);
      const next = new URL(location, url);
      const headers = { ...current.headers };
      if (next.origin !== url.origin)
        for (const h of Object.keys(headers)) if (CREDENTIAL_HEADER.test(h)) delete headers[h];
      const toGet = res.statusCode === 303 || (res.statusCode <= 302 && current.method === 'POST');
      current = toGet
        ? { url: next.href, method: 'GET', headers: withoutBodyHeaders(headers) }
        : { ...current, url: next.href, headers };
      continue;
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = String(v);
    return { status: res.statusCode, headers, body: res.body, url: url.href, signal, timeoutMs, started };
  }
}

/** Reads an opened answer's body up to the cap, under the exchange's deadline. */
export async function readBody(res: OpenResponse, maxBytes: number): Promise<Buffer> {
  try {
    return await readCapped(res.body, maxBytes);
  } catch (e) {
    const s = res.timeoutMs / 1000;
    if (res.signal.aborted) throw upstream(`请求超时（${s} 秒）`, `The request timed out (${s} s)`);
    if (e instanceof ConnectorError) throw e;
    // The upstream closed or reset the connection mid-body: its fault (502), never ours (500).
    throw upstream(
      '数据源在返回数据途中断开了连接',
      'The data source closed the connection before its answer was complete',
      undefined,
      `${new URL(res.url).host}: ${(e as Error).message}`,
    );
  }
}

/** Sends one request under the policy (safeOpen) and reads the whole answer up to the byte cap. */
export async function safeRequest(req: HttpRequest, policy: HttpPolicy): Promise<HttpResponse> {
  const res = await safeOpen(req, policy);
  const body = await readBody(res, policy.maxBytes ?? LIMITS.httpMaxBytes);
  return {
    status: res.status,
    headers: res.headers,
    body,
    url: res.url,
    ms: performance.now() - res.started,
  };
}

function withoutBodyHeaders(h: Record<string, string>): Record<string, string> {
  const { 'content-type': _ct, ...rest } = h;
  return rest;
}

/**
 * The answer's bytes as they came when they are JSON that decodeBody would parse (the same test: it says
 * JSON, or it starts with a bracket), so they can be passed on without being parsed and written again.
 * Null when decodeBody must decide (not JSON, or JSON it would answer as text).
 */
export function jsonBodyOf(res: HttpResponse): JsonText | null {
  const type = res.headers['content-type'] ?? '';
  if (!type.includes('json') && !startsWithBracket(res.body)) return null;
  return JsonText.of(res.body);
}

function startsWithBracket(b: Buffer): boolean {
  let i = 0;
  while (i < b.length && (b[i] === 0x20 || b[i] === 0x0a || b[i] === 0x0d || b[i] === 0x09)) i++;
  return b[i] === 0x5b || b[i] === 0x7b;
}

/** Parses an answer as JSON when it says or looks like JSON, else answers the text. */
export function decodeBody(res: HttpResponse): unknown {
  const text = res.body.toString('utf8');
  const type = res.headers['content-type'] ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
