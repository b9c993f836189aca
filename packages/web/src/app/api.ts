import i18n from './i18n';
import { basePath } from './config';
import { httpStatusCode, httpStatusMessage } from './httpStatus';
import { useSession } from './session';
import {
  apiUrl,
  refreshOnce,
  requestHeaders,
  send,
  sendRaw,
  type Answer,
  type Envelope,
} from '../transport/http';

/**
 * A warning toast. antd is imported only when one is shown, so a page that uses this client without the
 * app around it (the viewer's live data on a share page) does not download antd to say nothing.
 */
function warn(msg: string): void {
  void import('antd').then(({ message }) => message.warning(msg));
}

export type { Envelope };
export { refreshOnce };

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
  /** Codes that count as success besides '0' (a folder delete also succeeds with '501302'). */
  okCodes?: string[];
  /** A batch call answered as JSON lines: each line as it arrives (transport.ts SendOptions.lines). */
  lines?: (value: unknown) => void;
  /** Extra headers a call needs (e.g. the private edition's Access-code). */
  headers?: Record<string, string>;
}

/**
 * A non-JSON answer (captcha image, file export) through the same transport; the caller reads the
 * Response. Throws the server's msg (or 'download failed') on a non-2xx status.
 */
export async function fetchRaw(
  path: string,
  opts: { method?: 'GET' | 'POST'; body?: unknown; anonymous?: boolean } = {},
): Promise<Response> {
  const res = await sendRaw(path, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    body: opts.body,
    auth: opts.anonymous ? 'none' : 'member',
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

/**
 * The app's API client on the one transport (transport/http.ts): the envelope unwrapped, the server's
 * msg shown as a warning on a non-zero code, and a 401 that survived the transport's one refresh sends
 * the user to the root path.
 */
export async function call<T>(path: string, opts: CallOptions = {}): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await send<T>(path, {
      method: opts.method ?? 'POST',
      body: opts.body,
      query: opts.query,
      headers: opts.headers,
      auth: opts.anonymous ? 'none' : 'member',
      lines: opts.lines,
    });
  } catch {
    const msg = i18n.t('errors.network');
    if (!opts.quiet) warn(msg);
    throw new ApiError('network', msg, 0);
  }
  const { status, envelope: env } = answer;
  if (status === 401 && !opts.anonymous) {
    useSession.getState().signOut();
    onUnauthorized();
    throw new ApiError('401', env?.msg ?? 'unauthorized', 401);
  }
  if ((status < 200 || status > 299) && !env?.msg) {
    // A non-2xx answer without the server's envelope (a proxy's error page): the status table's message.
    const msg = httpStatusMessage(status);
    if (!opts.quiet) warn(msg);
    throw new ApiError(httpStatusCode(status), msg, status);
  }
  if (!env) {
    // An empty result becomes code 500 with a message that the server returned nothing.
    const msg = i18n.t('errors.serverEmpty');
    if (!opts.quiet) warn(msg);
    throw new ApiError('500', msg, status);
  }
  if (String(env.code) !== '0' && !opts.okCodes?.includes(String(env.code))) {
    if (!opts.quiet) warn(env.msg);
    throw new ApiError(String(env.code), env.msg, status, env.data);
  }
  return env.data;
}

/** Authenticated file download (exports): the answer saved as a file. */
export async function download(path: string, body: unknown, filename: string): Promise<void> {
  let res: Response;
  try {
    res = await fetchRaw(path, { body });
  } catch (e) {
    warn(e instanceof Error ? e.message : String(e));
    throw e;
  }
  const href = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href, download: filename });
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Upload states of docs/reference.md#workspace: loading, loaded (path and name), unload (failure message). */
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
    const failed = (msg: string, status = 0) => {
      warn(msg);
      reject(new ApiError(String(status || 'network'), msg, status));
    };
    // A 401 gets the transport's one shared refresh and one more try, like every other call.
    const attempt = (retried: boolean) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', apiUrl(path));
      for (const [k, v] of Object.entries(requestHeaders())) xhr.setRequestHeader(k, v);
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', file, fileName);
      xhr.upload.onprogress = (e) =>
        e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
      xhr.onerror = () => failed(i18n.t('errors.uploadFailed', '上传失败'));
      xhr.onload = () => {
        let env: Envelope<T> | null = null;
        try {
          env = JSON.parse(xhr.responseText) as Envelope<T>;
        } catch {
          env = null;
        }
        if (xhr.status === 401) {
          if (!retried) return void refreshOnce().then((ok) => (ok ? attempt(true) : signedOut(env?.msg)));
          return signedOut(env?.msg);
        }
        if (xhr.status !== 200 || !env || String(env.code) !== '0')
          return failed(env?.msg ?? i18n.t('errors.uploadFailed', '上传失败'), xhr.status);
        onProgress?.(100);
        resolve(env.data);
      };
      xhr.send(form);
    };
    const signedOut = (msg: string | undefined) => {
      useSession.getState().signOut();
      onUnauthorized();
      reject(new ApiError('401', msg ?? 'unauthorized', 401));
    };
    attempt(false);
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
