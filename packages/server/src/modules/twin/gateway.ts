import type { Bilingual } from '../../http/messages.js';

/** docs/reference.md#api: a twin token is refreshed when none is stored or it is older than 5 minutes. */
export const TWIN_TOKEN_MAX_AGE_MS = 5 * 60_000;
/** docs/reference.md#api: the twin API's "token invalid" code; refresh and retry, at most this many times. */
export const TWIN_TOKEN_INVALID = 202004;
export const TWIN_RETRIES = 2;

export const TWIN_MSG = {
  requestFailed: {
    zh: '数字孪生平台请求失败，请稍后再试',
    en: 'The request to the digital-twin platform failed; please try again later',
  },
  tokenFailed: {
    zh: '无法从数字孪生平台获取令牌',
    en: 'No token could be obtained from the digital-twin platform',
  },
} as const satisfies Record<string, Bilingual>;

export class TwinRequestFailed extends Error {
  constructor(
    readonly text: Bilingual,
    readonly detail: string,
  ) {
    super(`${text.en}: ${detail}`);
  }
}

export interface TwinAnswer {
  code: number | string;
  msg?: string;
  data?: unknown;
}

/**
 * A client of one tenant's twin API gateway. Every call carries `dtgw-token` and `workspace-id` (and the
 * platform headers `current-nsp: digital-twin`, `current-sid`); the token is fetched when none is held or
 * it is older than 5 minutes, and a call answered with 202004 gets a fresh token and is tried again, at
 * most twice, before it fails with a request-failed error. The gateway address is the administrator's
 * (TWIN_GATEWAY_URL), never a user's, so no address guard applies here.
 */
export class TwinGateway {
  private held: { value: string; at: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly opts: {
      baseUrl: string;
      tenantId: string;
      workspaceId: string;
      /** The kind of token this client holds and calls with: 1 share or case view, 2 normal (default). */
      tokenType?: 1 | 2;
      now?: () => number;
      timeoutMs?: number;
    },
  ) {}

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  private async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<TwinAnswer> {
    const res = await fetch(new URL(path.replace(/^\//, ''), this.opts.baseUrl.replace(/\/?$/, '/')), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 15_000),
    });
    if (!res.ok) throw new TwinRequestFailed(TWIN_MSG.requestFailed, `HTTP ${res.status}`);
    const answer = (await res.json().catch(() => null)) as TwinAnswer | null;
    if (!answer || typeof answer !== 'object')
      throw new TwinRequestFailed(TWIN_MSG.requestFailed, 'not JSON');
    return answer;
  }

  get tokenType(): 1 | 2 {
    return this.opts.tokenType ?? 2;
  }

  private async fetchToken(type: 1 | 2): Promise<string> {
    const a = await this.post('/auth/token', { tenantId: this.opts.tenantId, type });
    const token = (a.data as { token?: unknown } | undefined)?.token;
    if (Number(a.code) !== 0 || typeof token !== 'string' || !token)
      throw new TwinRequestFailed(TWIN_MSG.tokenFailed, String(a.msg ?? a.code));
    return token;
  }

  /**
   * A new token from the gateway. Of this client's own type it is held for the calls (concurrent callers
   * share one fetch); a token of the other type is handed out without replacing the held one, so a
   * generateToken for a view never makes the normal calls run with a view token.
   */
  async freshToken(type: 1 | 2 = this.tokenType): Promise<string> {
    if (type !== this.tokenType) return this.fetchToken(type);
    this.pending ??= (async () => {
      try {
        const token = await this.fetchToken(type);
        this.held = { value: token, at: this.now() };
        return token;
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }

  async token(): Promise<string> {
    if (this.held && this.now() - this.held.at <= TWIN_TOKEN_MAX_AGE_MS) return this.held.value;
    return this.freshToken();
  }

  /** One twin API call; answers the gateway's envelope (code 0 success) or throws TwinRequestFailed. */
  async call(path: string, body: unknown): Promise<TwinAnswer> {
    let token = await this.token();
    for (let attempt = 0; ; attempt++) {
      const a = await this.post(path, body, {
        'dtgw-token': token,
        'workspace-id': this.opts.workspaceId,
        'current-nsp': 'digital-twin',
        'current-sid': this.opts.workspaceId,
      });
      if (Number(a.code) !== TWIN_TOKEN_INVALID) return a;
      if (attempt >= TWIN_RETRIES)
        throw new TwinRequestFailed(TWIN_MSG.requestFailed, `token refused ${attempt + 1} times`);
      this.held = null;
      token = await this.freshToken();
    }
  }
}
