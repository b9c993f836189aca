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
  /** Extra headers a call needs (e.g. the private edition's Access-code). */
  headers?: Record<string, string>;
}

const url = (path: string) => `${basePath()}api/${path.replace(/^\//, '')}`;

/** The headers every call carries: language, and the bearer token and Current-Group once signed in. */
function baseHeaders(anonymous = false): Record<string, string> {
  const s = useSession.getState().session;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  if (!anonymous && s) {
    headers.Authorization = `Bearer ${s.access_token}`;
    if (s.groupId) headers['Current-Group'] = s.groupId;
  }
  return headers;
}

/**
 * A non-JSON answer (captcha image, file export) through the same headers; the caller reads the Response.
 * Throws the server's msg (or 'download failed') on a non-2xx status.
 */
export async function fetchRaw(
  path: string,
  opts: { method?: 'GET' | 'POST'; body?: unknown; anonymous?: boolean } = {},
): Promise<Response> {
  const headers = baseHeaders(opts.anonymous);
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json;charset=UTF-8';
  const res = await fetch(url(path), {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    cache: 'no-store',
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  if (!res.ok) {
    const env = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(String(res.status), env?.msg ?? i18n.t('errors.downloadFailed'), res.status);
  }
  return res;
}

let onUnauthorized: () => void = () => {
  window.location.assign(basePath());
};
/** The router installs a navigate-to-root handler; the default reloads the root path. */
export function setUnauthorizedHandler(fn: () => void): void {
  onUnauthorized = fn;
}

let refreshing: Promise<boolean> | null = null;

/** One token refresh shared by concurrent callers (the realtime socket uses it after a 401 handshake). */
export async function refreshOnce(): Promise<boolean> {
  const s = useSession.getState().session;
  if (!s) return false;
  refreshing ??= (async () => {
    try {
      const res = await fetch(url('auth/token/refresh'), {
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
    const headers = { ...baseHeaders(opts.anonymous), ...opts.headers };
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
    const res = await fetch(`${url(path)}${qs}`, {
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

/** Authenticated file download (exports): the answer saved as a file. */
export async function download(path: string, body: unknown, filename: string): Promise<void> {
  let res: Response;
  try {
    res = await fetchRaw(path, { body });
  } catch (e) {
    void message.warning(e instanceof Error ? e.message : String(e));
    throw e;
  }
  const href = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href, download: filename });
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Upload states of platform spec section 4: loading, loaded (path and name), unload (failure message). */
export type UploadState =
  | { status: 'loading'; percent: number }
  | { status: 'loaded'; path: string; name: string }
  | { status: 'unload'; msg: string };

/**
 * Multipart upload through the same headers as every call, with progress (XHR: fetch cannot report
 * upload progress). Text fields go first, then the file as `file`. Resolves with data; rejects with the
 * server's msg (or 'upload failed') on a non-200 status, a network error or an unparsable answer.
 */
export function upload<T>(
  path: string,
  fields: Record<string, string>,
  file: Blob,
  fileName: string,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url(path));
    for (const [k, v] of Object.entries(baseHeaders())) xhr.setRequestHeader(k, v);
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file, fileName);
    const failed = (msg: string, status = 0) => {
      void message.warning(msg);
      reject(new ApiError(String(status || 'network'), msg, status));
    };
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => failed(i18n.t('errors.uploadFailed', '上传失败'));
    xhr.onload = () => {
      let env: Envelope<T> | null = null;
      try {
        env = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        env = null;
      }
      if (xhr.status === 401) {
        useSession.getState().signOut();
        onUnauthorized();
        return reject(new ApiError('401', env?.msg ?? 'unauthorized', 401));
      }
      if (xhr.status !== 200 || !env || String(env.code) !== '0')
        return failed(env?.msg ?? i18n.t('errors.uploadFailed', '上传失败'), xhr.status);
      onProgress?.(100);
      resolve(env.data);
    };
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, query?: CallOptions['query'], opts: Omit<CallOptions, 'method' | 'query'> = {}) =>
    call<T>(path, { ...opts, method: 'GET', query }),
  post: <T>(path: string, body?: unknown, opts: Omit<CallOptions, 'method' | 'body'> = {}) =>
    call<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts: Omit<CallOptions, 'method' | 'body'> = {}) =>
    call<T>(path, { ...opts, method: 'PUT', body: body ?? {} }),
};
