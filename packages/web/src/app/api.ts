import { message } from 'antd';
import i18n from './i18n';
import { basePath } from './config';
import { useSession } from './session';

/** The envelope every API answer uses (platform spec section 7/8). */
export interface Envelope<T> {
  code: string | number;
  msg: string;
  data: T;
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    msg: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(msg);
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Don't show the server's msg as a warning toast (the caller shows it next to a field instead). */
  quiet?: boolean;
  /** Calls made before sign-in (login itself) must not try to refresh or redirect. */
  anonymous?: boolean;
}

let onUnauthorized: () => void = () => {
  window.location.assign(basePath());
};
/** The router installs a navigate-to-root handler; the default reloads the root path. */
export function setUnauthorizedHandler(fn: () => void): void {
  onUnauthorized = fn;
}

let refreshing: Promise<boolean> | null = null;

async function refreshOnce(): Promise<boolean> {
  const s = useSession.getState().session;
  if (!s) return false;
  refreshing ??= (async () => {
    try {
      const res = await fetch(`${basePath()}api/auth/token/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json;charset=UTF-8', Accept: 'application/json' },
        body: JSON.stringify({ refresh_token: s.refresh_token }),
      });
      const env = (await res.json()) as Envelope<{ access_token: string; refresh_token: string }>;
      if (String(env.code) !== '0') return false;
      useSession.getState().updateTokens(env.data);
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

/**
 * The one HTTP client: bearer token and Current-Group on every call, the envelope unwrapped, the server's
 * msg shown as a warning on a non-zero code, and a 401 (after one refresh attempt) sends the user to the
 * root path.
 */
export async function call<T>(path: string, opts: CallOptions = {}): Promise<T> {
  const attempt = async (): Promise<{ res: Response; env: Envelope<T> | null }> => {
    const s = useSession.getState().session;
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
    if (!opts.anonymous && s) {
      headers.Authorization = `Bearer ${s.access_token}`;
      if (s.groupId) headers['Current-Group'] = s.groupId;
    }
    const method = opts.method ?? 'POST';
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json;charset=UTF-8';
    const qs = opts.query
      ? '?' +
        new URLSearchParams(
          Object.entries(opts.query).flatMap(([k, v]) =>
            v === undefined || v === null || v === '' ? [] : [[k, String(v)]],
          ),
        ).toString()
      : '';
    const res = await fetch(`${basePath()}api/${path.replace(/^\//, '')}${qs}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let env: Envelope<T> | null = null;
    try {
      env = text ? (JSON.parse(text) as Envelope<T>) : null;
    } catch {
      env = null;
    }
    return { res, env };
  };

  let r: { res: Response; env: Envelope<T> | null };
  try {
    r = await attempt();
    if (r.res.status === 401 && !opts.anonymous && (await refreshOnce())) r = await attempt();
  } catch {
    const msg = i18n.t('errors.network');
    if (!opts.quiet) void message.warning(msg);
    throw new ApiError('network', msg, 0);
  }
  const { res, env } = r;
  if (res.status === 401 && !opts.anonymous) {
    useSession.getState().signOut();
    onUnauthorized();
    throw new ApiError('401', env?.msg ?? 'unauthorized', 401);
  }
  if (!env) {
    // Platform spec section 7: an empty result becomes code 500 with a message that the server returned nothing.
    const msg = i18n.t('errors.serverEmpty');
    if (!opts.quiet) void message.warning(msg);
    throw new ApiError('500', msg, res.status);
  }
  if (String(env.code) !== '0') {
    if (!opts.quiet) void message.warning(env.msg);
    throw new ApiError(String(env.code), env.msg, res.status, env.data);
  }
  return env.data;
}

/** Authenticated file download (exports): same headers as every call, the answer saved as a file. */
export async function download(path: string, body: unknown, filename: string): Promise<void> {
  const s = useSession.getState().session;
  const headers: Record<string, string> = { 'Content-Type': 'application/json;charset=UTF-8' };
  if (s) {
    headers.Authorization = `Bearer ${s.access_token}`;
    if (s.groupId) headers['Current-Group'] = s.groupId;
  }
  const res = await fetch(`${basePath()}api/${path.replace(/^\//, '')}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const msg = i18n.t('errors.downloadFailed');
    void message.warning(msg);
    throw new ApiError(String(res.status), msg, res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const api = {
  get: <T>(path: string, query?: CallOptions['query'], opts: Omit<CallOptions, 'method' | 'query'> = {}) =>
    call<T>(path, { ...opts, method: 'GET', query }),
  post: <T>(path: string, body?: unknown, opts: Omit<CallOptions, 'method' | 'body'> = {}) =>
    call<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts: Omit<CallOptions, 'method' | 'body'> = {}) =>
    call<T>(path, { ...opts, method: 'PUT', body: body ?? {} }),
};
