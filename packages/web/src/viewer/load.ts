import type { DocNode } from '@twincanvas/model';
import { basePath } from '../app/config';
import { useSession } from '../app/session';
import type { ViewerRoute } from './paths';
import { openShare, type ShareOutcome } from './share/client';

/**
 * Loading the project for each viewer mode and the outcomes of editor spec 4.6. The viewer does not use
 * the app's API client: that one shows antd toasts, and antd must stay out of a share page's bundle.
 */
export type LoadOutcome = ShareOutcome | { kind: 'signIn' };

interface Envelope<T> {
  status: number;
  code: string;
  msg: string;
  data: T;
}

const url = (path: string) => `${basePath()}api/${path}`;

async function post<T>(path: string, body: unknown): Promise<Envelope<T>> {
  const s = useSession.getState().session;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json;charset=UTF-8',
    Accept: 'application/json',
  };
  if (s) {
    headers.Authorization = `Bearer ${s.access_token}`;
    if (s.groupId) headers['Current-Group'] = s.groupId;
  }
  const res = await fetch(url(path), { method: 'POST', headers, body: JSON.stringify(body) });
  const env = (await res.json().catch(() => null)) as { code?: unknown; msg?: string; data?: T } | null;
  return {
    status: res.status,
    code: String(env?.code ?? res.status),
    msg: env?.msg ?? '',
    data: (env?.data ?? null) as T,
  };
}

/** One token refresh, as the app's client does, so a preview left open past the access token's life works. */
async function refreshTokens(): Promise<boolean> {
  const s = useSession.getState().session;
  if (!s) return false;
  const res = await post<{ access_token: string; refresh_token: string }>('auth/token/refresh', {
    refresh_token: s.refresh_token,
  });
  if (res.code !== '0') return false;
  useSession.getState().updateTokens(res.data);
  return true;
}

/** A member call of the viewer (preview and case), with one token refresh on 401. */
export async function signedInPost<T>(path: string, body: unknown): Promise<Envelope<T>> {
  const first = await post<T>(path, body);
  if (first.status === 401 && (await refreshTokens())) return post<T>(path, body);
  return first;
}

async function loadPreview(projectFlag: string): Promise<LoadOutcome> {
  if (!useSession.getState().session) return { kind: 'signIn' };
  const res = await signedInPost<DocNode>('project/detail/v2/query', { projectFlag });
  if (res.code === '0') return { kind: 'ok', doc: res.data };
  if (res.status === 401) return { kind: 'signIn' };
  // Preview keeps any other code (the spec's "useless" flag) and shows it.
  return { kind: 'failed', code: res.code, message: res.msg };
}

async function loadCase(caseFlag: string): Promise<LoadOutcome> {
  if (!caseFlag || !useSession.getState().session) return { kind: 'unreachable' };
  const res = await signedInPost<{ detail: DocNode }>('project/case/v2/get', { caseFlag });
  if (res.code === '0' && res.data?.detail) return { kind: 'ok', doc: res.data.detail };
  // Case mode: 501302 or 401 (and a missing case) is the page-unreachable screen.
  if (['401', '404', '501302'].includes(res.code) || res.status === 401) return { kind: 'unreachable' };
  return { kind: 'failed', code: res.code, message: res.msg };
}

export async function loadProject(route: ViewerRoute, typedPass?: string): Promise<LoadOutcome> {
  try {
    if (route.mode === 'share') return await openShare(route.id, typedPass);
    if (route.mode === 'case') return await loadCase(route.id);
    return await loadPreview(route.id);
  } catch (e) {
    return { kind: 'failed', code: 'network', message: e instanceof Error ? e.message : String(e) };
  }
}
