/**
 * The one HTTP transport of the browser, as a factory: everything that decides how a request goes out
 * (base URL, language, bearer token, Current-Group, timeout, the envelope, the one token refresh) lives
 * here and nowhere else. It imports nothing of the app, so a test can run two of them side by side as two
 * tabs of one browser, and a share page pays only for these few lines. `http.ts` binds the app's instance.
 */

/** The envelope every API answer uses (`code` '0' is success). */
export interface Envelope<T> {
  code: string | number;
  msg: string;
  data: T;
}

/** An answer as the transport saw it: the HTTP status and the envelope, if the body was one. */
export interface Answer<T> {
  status: number;
  /** The envelope's code, or the HTTP status when the body was not an envelope. */
  code: string;
  msg: string;
  data: T;
  /** The parsed envelope (null: the body was empty or not JSON, e.g. a proxy's error page). */
  envelope: Envelope<T> | null;
}

export interface SendOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A JSON body (serialized here). */
  body?: unknown;
  /** A body already serialized (a signed share call signs exactly this text). */
  text?: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /**
   * `member` (default): bearer token and Current-Group of the signed-in session, and on a 401 one shared
   * token refresh and one retry. `none`: no credentials at all (sign-in, share pages).
   */
  auth?: 'member' | 'none';
  /** The caller gives up (a page left, a newer search typed): the request is aborted. */
  signal?: AbortSignal;
  /** Milliseconds before the request is abandoned as a network failure; 0: no limit (file downloads). */
  timeoutMs?: number;
  /**
   * For a batch call answered as JSON lines (application/x-ndjson): each line, parsed, as soon as it
   * arrives. The answer is then a success with no data; an answer that is not lines (a refusal of the
   * whole call) is read as an envelope, as always.
   */
  lines?: (value: unknown) => void;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/**
 * Where a transport finds the signed-in session. `current` is this tab's copy; `stored` is what the
 * storage every tab of the browser shares holds right now (another tab may have rotated the tokens since
 * this tab read them); `update` keeps a refresh's answer and writes it where the other tabs read it.
 */
export interface CredentialStore<A extends Tokens = Tokens> {
  /** twinSpaceId: the current group is a digital-twin tenant of that space. */
  current(): (Tokens & { groupId?: string | null; twinSpaceId?: string | null }) | null;
  stored(): Tokens | null;
  update(answer: A): void;
}

/** Runs `fn` while no other tab of the browser runs one under the same name (Web Locks). */
export type TabLock = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

/** How a refresh ended: new tokens from the server, tokens another tab stored, or none. */
type Outcome = 'rotated' | 'adopted' | 'refused';

export interface TransportConfig<A extends Tokens = Tokens> {
  /** The site's base URL ending in '/'; API paths go under `api/`. Read per call (the page may set it late). */
  baseUrl(): string;
  language(): string;
  /** No store: every call goes without credentials (a share page has no session). */
  credentials?: CredentialStore<A>;
  /** Default per call; a hung connection otherwise holds a spinner (and a refresh) forever. */
  timeoutMs?: number;
  /** Defaults to the browser's Web Locks where it has them (secure contexts only). */
  lock?: TabLock;
}

export interface Transport {
  /** The address of an API path. */
  apiUrl(path: string): string;
  /** The path part of that address: what the server sees, and so what a signed share call signs. */
  apiPath(path: string): string;
  /** The headers of a call (also for XHR uploads, which fetch cannot report progress for). */
  headers(opts?: SendOptions): Record<string, string>;
  /** One request answering the raw Response (files, images). Network failures and timeouts throw. */
  sendRaw(path: string, opts?: SendOptions): Promise<Response>;
  /** One request whose answer is an envelope (or should be): status, code, msg and data. */
  send<T>(path: string, opts?: SendOptions): Promise<Answer<T>>;
  /**
   * The one token refresh: true when this tab holds usable new tokens. Concurrent callers share one
   * refresh; a network failure rejects (the session may still be good), a refused token answers false.
   */
  refresh(): Promise<boolean>;
}

const REFRESH_PATH = 'auth/token/refresh';

/**
 * JSON bodies from this size on go gzip-compressed (the server inflates them, its body limit counting
 * the inflated bytes). Saves are what grows: a select-all move of 2,000 components is ~52 KB of ids and
 * ~37 KB on the wire (docs/benchmarks.md). Smaller bodies are not worth a compression step.
 */
export const COMPRESS_FROM_BYTES = 16 * 1024;

/**
 * The body as it goes out. A share call's `text` is left as it is (it is what the call signs), and so is
 * any body where the browser lacks CompressionStream.
 */
async function encodeBody(opts: SendOptions): Promise<{ body?: BodyInit; encoding?: 'gzip' }> {
  if (opts.text !== undefined) return { body: opts.text };
  if (opts.body === undefined) return {};
  const json = JSON.stringify(opts.body);
  if (json.length < COMPRESS_FROM_BYTES || typeof CompressionStream === 'undefined') return { body: json };
  const zipped = new Blob([json]).stream().pipeThrough(new CompressionStream('gzip'));
  return { body: await new Response(zipped).arrayBuffer(), encoding: 'gzip' };
}
const REFRESH_TIMEOUT_MS = 15_000;

function queryString(query: SendOptions['query']): string {
  if (!query) return '';
  const pairs = Object.entries(query).flatMap(([k, v]) =>
    v === undefined || v === null || v === '' ? [] : [[k, String(v)]],
  );
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
}

/**
 * The caller's signal and the timeout as one signal (AbortSignal.any is missing from browsers the app
 * still serves). The timer is cleared by `done` so a settled call leaves nothing pending.
 */
function abortable(signal: AbortSignal | undefined, timeoutMs: number) {
  if (!timeoutMs) return { signal, done: () => undefined };
  const ctl = new AbortController();
  const timer = setTimeout(
    () => ctl.abort(new DOMException(`no answer in ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  const follow = () => ctl.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: ctl.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

function webLocks(): TabLock | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? async (name, fn) => await locks.request(name, fn) : undefined;
}

/** What `readLines` answers when the body was lines, all handed over. */
const LINES = '\u0000lines';

/** Hands over each JSON line of an x-ndjson answer as it arrives; any other answer is read as text. */
async function readLines(res: Response, each: (value: unknown) => void): Promise<string> {
  if (!res.ok || !res.body || !res.headers.get('content-type')?.startsWith('application/x-ndjson'))
    return res.text();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  const take = (text: string) => {
    rest += text;
    for (let nl = rest.indexOf('\n'); nl >= 0; nl = rest.indexOf('\n')) {
      const line = rest.slice(0, nl);
      rest = rest.slice(nl + 1);
      if (line.trim()) each(JSON.parse(line));
    }
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    take(decoder.decode(value, { stream: true }));
  }
  take(`${decoder.decode()}\n`);
  return LINES;
}

export function createTransport<A extends Tokens = Tokens>(config: TransportConfig<A>): Transport {
  const store = config.credentials;
  const lock = config.lock ?? webLocks();
  const apiUrl = (path: string) => `${config.baseUrl()}api/${path.replace(/^\//, '')}`;

  function headers(opts: SendOptions = {}): Record<string, string> {
    const h: Record<string, string> = { Accept: 'application/json', 'Accept-Language': config.language() };
    const s = opts.auth === 'none' ? null : store?.current();
    if (s) {
      h.Authorization = `Bearer ${s.access_token}`;
      if (s.groupId) h['Current-Group'] = s.groupId;
      // Digital-twin platform mode: the platform's own headers name the namespace and the space.
      if (s.groupId && s.twinSpaceId) {
        h['current-nsp'] = 'digital-twin';
        h['current-sid'] = s.twinSpaceId;
      }
    }
    if (opts.body !== undefined || opts.text !== undefined)
      h['Content-Type'] = 'application/json;charset=UTF-8';
    return { ...h, ...opts.headers };
  }

  /** One exchange; `read` takes the body under the same timeout (a stalled stream is as hung as a stalled connection). */
  async function once<R>(path: string, opts: SendOptions, read: (res: Response) => Promise<R>) {
    const { signal, done } = abortable(opts.signal, opts.timeoutMs ?? config.timeoutMs ?? 0);
    try {
      const { body, encoding } = await encodeBody(opts);
      const res = await fetch(`${apiUrl(path)}${queryString(opts.query)}`, {
        method: opts.method ?? (opts.body === undefined && opts.text === undefined ? 'GET' : 'POST'),
        headers: encoding ? { ...headers(opts), 'Content-Encoding': encoding } : headers(opts),
        body,
        cache: 'no-store',
        credentials: opts.auth === 'none' ? 'omit' : 'same-origin',
        signal,
      });
      return { res, body: await read(res) };
    } finally {
      done();
    }
  }

  /**
   * A member call that meets a 401 gets the shared refresh and a retry. Tokens adopted from another tab
   * (not rotated here) may themselves have expired meanwhile, so a retry after an adoption may refresh
   * once more; a retry after a real rotation is final.
   */
  async function exchange<R>(path: string, opts: SendOptions, read: (res: Response) => Promise<R>) {
    const member = opts.auth !== 'none' && store;
    let used = member ? store.current()?.access_token : undefined;
    let answer = await once(path, opts, read);
    for (let round = 0; round < 2 && answer.res.status === 401 && member && used; round++) {
      const now = store.current()?.access_token;
      // Another call (or tab) already brought newer tokens while this one was under way: just retry.
      const outcome = now && now !== used ? 'adopted' : await refreshTokens();
      if (outcome === 'refused') break;
      used = store.current()?.access_token;
      answer = await once(path, opts, read);
      if (outcome === 'rotated') break;
    }
    return answer;
  }

  const sendRaw = async (path: string, opts: SendOptions = {}) =>
    (await exchange(path, opts, () => Promise.resolve(null))).res;

  async function send<T>(path: string, opts: SendOptions = {}): Promise<Answer<T>> {
    const { lines } = opts;
    const { res, body } = await exchange(path, opts, (r) => (lines ? readLines(r, lines) : r.text()));
    let envelope: Envelope<T> | null = null;
    try {
      const parsed: unknown =
        body === LINES ? { code: '0', msg: '', data: null } : body ? JSON.parse(body) : null;
      if (parsed && typeof parsed === 'object' && 'code' in parsed) envelope = parsed as Envelope<T>;
    } catch {
      envelope = null;
    }
    return {
      status: res.status,
      code: String(envelope?.code ?? res.status),
      msg: envelope?.msg ?? '',
      data: (envelope?.data ?? null) as T,
      envelope,
    };
  }

  /**
   * Rotates the tokens, one tab at a time where the browser has Web Locks. Inside, the stored token is
   * read again: when another tab rotated it meanwhile, this tab adopts the new pair instead of presenting
   * the spent one (which, past the server's short reuse grace, would revoke the whole family and sign
   * every tab out). Without Web Locks two tabs may still both present the same token at once; the
   * server's grace answers both (packages/server/src/modules/auth/service.ts).
   */
  async function rotate(held: Tokens): Promise<Outcome> {
    if (!store) return 'refused';
    const s = store.stored() ?? held;
    if (s.refresh_token !== held.refresh_token) {
      store.update({ ...store.current(), ...s } as A);
      return 'adopted';
    }
    const res = await send<A>(REFRESH_PATH, {
      auth: 'none',
      body: { refresh_token: s.refresh_token },
      timeoutMs: REFRESH_TIMEOUT_MS,
    });
    if (res.code !== '0') return 'refused';
    store.update(res.data);
    return 'rotated';
  }

  let refreshing: Promise<Outcome> | null = null;

  function refreshTokens(): Promise<Outcome> {
    const held = store?.current();
    if (!held) return Promise.resolve('refused');
    refreshing ??= (async () => {
      try {
        return lock ? await lock('tc-token-refresh', () => rotate(held)) : await rotate(held);
      } finally {
        // Released after the callers awaiting this refresh have run, so none of them starts another.
        setTimeout(() => (refreshing = null), 0);
      }
    })();
    return refreshing;
  }

  const refresh = async () => (await refreshTokens()) !== 'refused';

  const apiPath = (path: string) => new URL(apiUrl(path), 'http://relative.invalid').pathname;

  return { apiUrl, apiPath, headers, sendRaw, send, refresh };
}
