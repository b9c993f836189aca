import type { DocNode } from '@twincanvas/model';
import { apiPath, send } from '../../transport/http';
import { fromBase64Url, hmacSha256, sha256, toBase64Url, toHex, utf8 } from './sha256';

/**
 * The share page's side of docs/reference.md#workspace, docs/reference.md#api: the password and the share session (token + signing key)
 * live in sessionStorage for this tab only; every request is signed with timestamp, nonce and sign over
 * method, path and body, and carries no bearer token.
 */
interface StoredShare {
  sharePass?: string;
  shareToken?: string;
  signKey?: string;
  expiresAt?: number;
  /** Server clock minus ours, so timestamps fall in the server's window even on a skewed client. */
  clockOffset?: number;
}

const storageKey = (sid: string) => `tc-share:${sid}`;

function load(sid: string): StoredShare {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey(sid)) ?? '{}') as StoredShare;
  } catch {
    return {};
  }
}

function store(sid: string, s: StoredShare): void {
  try {
    sessionStorage.setItem(storageKey(sid), JSON.stringify(s));
  } catch {
    // storage blocked: the page still works, it just asks for the password again next time
  }
}

export const forgetShare = (sid: string) => sessionStorage.removeItem(storageKey(sid));

function nonce(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

/** The headers of one signed request (exported for tests and for the data calls of share pages). */
export function signHeaders(
  session: { shareToken: string; signKey: string; clockOffset?: number },
  method: string,
  path: string,
  body = '',
): Record<string, string> {
  const timeStamp = String(Date.now() + (session.clockOffset ?? 0));
  const n = nonce();
  const canonical = [method.toUpperCase(), path, timeStamp, n, toHex(sha256(utf8(body)))].join('\n');
  const sign = toBase64Url(hmacSha256(fromBase64Url(session.signKey), utf8(canonical)));
  return { 'Share-Token': session.shareToken, TimeStamp: timeStamp, Nonce: n, Sign: sign };
}

export type ShareOutcome =
  | { kind: 'ok'; doc: DocNode }
  | { kind: 'password'; wrong: boolean; tooMany: boolean }
  | { kind: 'unreachable' }
  | { kind: 'failed'; code: string; message: string; data?: unknown };

/** Codes that mean "this share cannot be reached" (docs/reference.md#project-load: 501302 or 401 in share mode, and 404). */
const UNREACHABLE = new Set(['404', '501302']);

async function openSession(sid: string, s: StoredShare): Promise<ShareOutcome | null> {
  const res = await send<{ shareToken: string; signKey: string; expiresAt: number; serverTime: number }>(
    `project/share/v2/${encodeURIComponent(sid)}/session`,
    { method: 'POST', auth: 'none', body: s.sharePass ? { sharePass: s.sharePass } : {} },
  );
  if (res.code === '0') {
    Object.assign(s, {
      shareToken: res.data.shareToken,
      signKey: res.data.signKey,
      expiresAt: res.data.expiresAt,
      clockOffset: res.data.serverTime - Date.now(),
    });
    store(sid, s);
    return null;
  }
  if (UNREACHABLE.has(res.code)) return { kind: 'unreachable' };
  if (res.status === 429) return { kind: 'password', wrong: false, tooMany: true };
  if (res.status === 401) {
    const wrong = Boolean(s.sharePass);
    delete s.sharePass;
    store(sid, s);
    return { kind: 'password', wrong, tooMany: false };
  }
  return { kind: 'failed', code: res.code, message: res.msg, data: res.data };
}

/**
 * Opens a share: a stored session when it is still good, else a new one with the stored (or just typed)
 * password; then the signed read of the project. A session the server no longer accepts (password
 * changed, restarted clock) is renewed once.
 */
export async function openShare(sid: string, typedPass?: string): Promise<ShareOutcome> {
  if (!sid) return { kind: 'unreachable' };
  const s = load(sid);
  if (typedPass !== undefined) {
    s.sharePass = typedPass;
    delete s.shareToken;
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    const fresh = s.shareToken && s.signKey && (s.expiresAt ?? 0) > Date.now() + 5000;
    if (!fresh) {
      const stop = await openSession(sid, s);
      if (stop) return stop;
    }
    const route = `project/share/v2/${encodeURIComponent(sid)}`;
    const res = await send<{ document: DocNode; serverTime: number }>(route, {
      method: 'GET',
      auth: 'none',
      headers: signHeaders(
        { shareToken: s.shareToken!, signKey: s.signKey!, clockOffset: s.clockOffset },
        'GET',
        apiPath(route),
      ),
    });
    if (res.code === '0') return { kind: 'ok', doc: res.data.document };
    if (UNREACHABLE.has(res.code)) {
      forgetShare(sid);
      return { kind: 'unreachable' };
    }
    if (res.status !== 401) return { kind: 'failed', code: res.code, message: res.msg, data: res.data };
    delete s.shareToken;
    delete s.signKey;
  }
  return { kind: 'unreachable' };
}

/**
 * A signed POST of the share page (live data): the stored session, the body signed exactly as sent.
 * Answers the envelope's code and data; an expired session answers code '401'.
 */
export async function signedPost<T>(
  sid: string,
  route: string,
  body: unknown,
  lines?: (value: unknown) => void,
): Promise<{ code: string; msg?: string; data: T }> {
  const s = load(sid);
  if (!s.shareToken || !s.signKey) return { code: '401', data: null as T };
  const path = `project/share/v2/${encodeURIComponent(sid)}/${route}`;
  const text = JSON.stringify(body);
  const res = await send<T>(path, {
    method: 'POST',
    auth: 'none',
    headers: signHeaders(
      { shareToken: s.shareToken, signKey: s.signKey, clockOffset: s.clockOffset },
      'POST',
      apiPath(path),
      text,
    ),
    text,
    lines,
  });
  return { code: res.code, msg: res.msg, data: res.data };
}
