import { encodeForm, TWIN_RETRY_ATTEMPTS, TWIN_TOKEN_VALIDITY_MS } from '@twincanvas/model';
import { signDayu } from './dayu.js';
import { badConfig, upstream } from './errors.js';
import { decodeBody, jsonBodyOf, safeRequest, type HttpPolicy, type HttpRequest } from './http.js';
import type { ApiConfig, ApiSecrets, BodyType, KeyValue, RunRequest, RunResult, Variables } from './types.js';

/**
 * HTTP API (kind api, code 0) and DAYU (code 6) sources. Variables fill `${name}` placeholders in the
 * URL (percent-encoded), the headers (line breaks removed) and the body (a JSON value that is exactly one
 * placeholder takes the variable's own type; elsewhere text). Authentication:
 *   0 none · 1 app key/secret (headers appkey + appsecret; DAYU signs instead and sends no secret)
 *   2 token: a token request (its own URL/body) is sent first, its answer's token is put in a header
 *     and cached per (group, tokenUid) for ttlSeconds (default 5 min); a 401 answer drops the cached token
 *     and retries once (TWIN_RETRY_ATTEMPTS attempts in all), as the twin token flow does (docs/reference.md#api).
 */
const PLACEHOLDER = /\$\{\s*([\w.-]+)\s*\}/g;

export function fill(text: string, vars: Variables, enc: (v: string) => string = (v) => v): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in vars ? enc(stringOf(vars[name])) : whole,
  );
}

const stringOf = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

function fillJson(value: unknown, vars: Variables): unknown {
  if (typeof value === 'string') {
    const only = /^\$\{\s*([\w.-]+)\s*\}$/.exec(value);
    if (only && only[1]! in vars) return vars[only[1]!];
    return fill(value, vars);
  }
  if (Array.isArray(value)) return value.map((v) => fillJson(v, vars));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillJson(v, vars)]));
  return value;
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? {};
  if (body.trim() === '') return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Body text and content type for a body type (none 0, form 1, json 2). */
export function encodeBody(
  bodyType: BodyType,
  body: unknown,
  vars: Variables,
): { text?: string; type?: string } {
  if (bodyType === 0) return {};
  const value = fillJson(parseBody(body), vars);
  if (bodyType === 1) {
    const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    return { text: encodeForm(fields), type: 'application/x-www-form-urlencoded' };
  }
  return { text: typeof value === 'string' ? value : JSON.stringify(value), type: 'application/json' };
}

const headerRecord = (list: KeyValue[], secretValues: Record<string, string> | undefined) =>
  Object.fromEntries(
    list.filter((h) => h.key.trim()).map((h) => [h.key.trim(), secretValues?.[h.key.trim()] ?? h.value]),
  );

/**
 * The request for a source and a component's request. With a stored source the URL is the source's
 * own (a component adds query parameters, body and headers but cannot send the stored credentials to
 * another address); without one, the component's URL is used as is.
 */
export function buildApiRequest(
  cfg: ApiConfig | null,
  secrets: ApiSecrets,
  req: RunRequest,
  vars: Variables,
): HttpRequest {
  const base = cfg?.url ?? req.url;
  if (!base) throw badConfig('缺少请求地址', 'The request has no URL');
  const url = new URL(fill(base, vars, encodeURIComponent));
  for (const [k, v] of Object.entries(req.params ?? {})) url.searchParams.set(k, fill(stringOf(v), vars));
  const method = (req.requestType ?? cfg?.requestType ?? 'GET').toUpperCase() === 'POST' ? 'POST' : 'GET';
  const headers: Record<string, string> = {
    accept: 'application/json, text/plain, */*',
    ...headerRecord(cfg?.headers ?? [], secrets.headers),
    ...(req.headers ?? {}),
  };
  for (const k of Object.keys(headers)) headers[k] = fill(headers[k]!, vars).replace(/[\r\n]+/g, ' ');
  let body: string | undefined;
  if (method === 'POST') {
    const bodyType = (req.bodyType ?? cfg?.bodyType ?? 2) as BodyType;
    const enc = encodeBody(bodyType, req.body !== undefined ? req.body : cfg?.body, vars);
    body = enc.text;
    if (enc.type && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
      headers['content-type'] = enc.type;
  }
  return { url: url.href, method, headers, ...(body !== undefined ? { body } : {}) };
}

/** A token source as the service finds it by tokenUid. */
export interface TokenSource {
  cacheKey: string;
  cfg: ApiConfig;
  secrets: ApiSecrets;
}

const tokens = new Map<string, { token: string; at: number }>();

export function dropToken(cacheKey: string): void {
  tokens.delete(cacheKey);
}

function pick(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      value,
    );
}

export async function fetchToken(src: TokenSource, policy: HttpPolicy): Promise<string> {
  const t = src.cfg.token;
  if (!t?.url) throw badConfig('令牌认证缺少令牌地址', 'Token authentication needs a token URL');
  const ttl = t.ttlSeconds > 0 ? t.ttlSeconds * 1000 : TWIN_TOKEN_VALIDITY_MS;
  const hit = tokens.get(src.cacheKey);
  if (hit && Date.now() - hit.at < ttl) return hit.token;
  const vars: Variables = {
    appkey: src.cfg.appKey,
    appuser: src.cfg.appUser,
    appsecret: src.secrets.appSecret ?? '',
    apppassword: src.secrets.appPassword ?? '',
  };
  const req = buildApiRequest(
    {
      ...src.cfg,
      url: t.url,
      requestType: t.requestType,
      headers: t.headers,
      bodyType: t.bodyType,
      body: t.body,
    },
    {},
    { type: 'api' },
    vars,
  );
  const res = await safeRequest(req, policy);
  if (res.status >= 400) throw upstream('获取令牌失败', 'The token request failed', `HTTP ${res.status}`);
  const answer = decodeBody(res);
  const paths = t.path ? [t.path] : ['token', 'access_token', 'data.token', 'data.access_token', 'data'];
  const token = paths.map((p) => pick(answer, p)).find((v) => typeof v === 'string' && v !== '');
  if (typeof token !== 'string')
    throw upstream('令牌应答中没有令牌', 'The token answer carries no token', t.path || paths.join(', '));
  tokens.set(src.cacheKey, { token, at: Date.now() });
  return token;
}

export interface ApiRunDeps {
  policy: HttpPolicy;
  /** Finds the token configuration named by tokenUid (or the source's own). */
  tokenSource?: () => Promise<TokenSource | null>;
}

/** Runs an api or DAYU request and decodes the answer. */
export async function runApi(
  kind: 'api' | 'DAYU',
  cfg: ApiConfig | null,
  secrets: ApiSecrets,
  req: RunRequest,
  vars: Variables,
  deps: ApiRunDeps,
): Promise<RunResult> {
  const auth = cfg?.authenticationType ?? 0;
  const attempts = auth === 2 ? TWIN_RETRY_ATTEMPTS : 1;
  for (let attempt = 1; ; attempt++) {
    let http = buildApiRequest(cfg, secrets, req, vars);
    let tokenKey: string | null = null;
    if (cfg && auth === 2) {
      const src = await deps.tokenSource?.();
      if (!src) throw badConfig('找不到令牌配置', 'The token configuration was not found', cfg.tokenUid);
      tokenKey = src.cacheKey;
      const token = await fetchToken(src, deps.policy);
      const t = src.cfg.token!;
      http.headers = { ...http.headers, [t.header || 'Authorization']: `${t.prefix}${token}` };
    }
    if (cfg && kind === 'DAYU') {
      if (!cfg.appKey || !secrets.appSecret)
        throw badConfig(
          'DAYU 数据源需要 App Key 与 App Secret',
          'A DAYU source needs an app key and app secret',
        );
      http = signDayu(http, { appKey: cfg.appKey, appSecret: secrets.appSecret });
    } else if (cfg && auth === 1) {
      http.headers = { ...http.headers, appkey: cfg.appKey, appsecret: secrets.appSecret ?? '' };
      if (cfg.appUser)
        http.headers.authorization = `Basic ${Buffer.from(`${cfg.appUser}:${secrets.appPassword ?? ''}`).toString('base64')}`;
    }
    const res = await safeRequest(http, deps.policy);
    if (res.status === 401 && tokenKey && attempt < attempts) {
      dropToken(tokenKey);
      continue;
    }
    if (res.status >= 400)
      throw upstream(
        `数据源返回错误状态 ${res.status}`,
        `The data source answered HTTP ${res.status}`,
        stringOf(decodeBody(res)).slice(0, 300),
      );
    const meta = { upstreamMs: res.ms, status: res.status };
    const json = jsonBodyOf(res);
    // Parsed only if something on the server reads it; the routes pass `json` on as it came.
    return json
      ? {
          json,
          get data() {
            return json.value;
          },
          meta,
        }
      : { data: decodeBody(res), meta };
  }
}
