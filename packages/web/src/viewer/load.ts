import type { DocNode } from '@twincanvas/model';
import { useSession } from '../app/session';
import { send, type Answer } from '../transport/http';
import type { ViewerRoute } from './paths';
import { openShare, type ShareOutcome } from './share/client';

/**
 * Loading the project for each viewer mode and the outcomes of docs/reference.md#project-load. The viewer uses the one
 * transport directly, not the app's API client: that one shows antd toasts, and antd must stay out of a
 * share page's bundle.
 */
export type LoadOutcome = ShareOutcome | { kind: 'signIn' };

/** A member call of the viewer (preview and case) on the one transport (one token refresh on 401). */
export function signedInPost<T>(path: string, body: unknown): Promise<Answer<T>> {
  return send<T>(path, { method: 'POST', body });
}

async function loadPreview(projectFlag: string): Promise<LoadOutcome> {
  if (!useSession.getState().session) return { kind: 'signIn' };
  const res = await signedInPost<DocNode>('project/detail/v2/query', { projectFlag });
  if (res.code === '0') return { kind: 'ok', doc: res.data };
  if (res.status === 401) return { kind: 'signIn' };
  // Preview keeps any other code (docs/reference.md#project-load) and shows it.
  return { kind: 'failed', code: res.code, message: res.msg, data: res.data };
}

async function loadCase(caseFlag: string): Promise<LoadOutcome> {
  if (!caseFlag || !useSession.getState().session) return { kind: 'unreachable' };
  const res = await signedInPost<{ detail: DocNode }>('project/case/v2/get', { caseFlag });
  if (res.code === '0' && res.data?.detail) return { kind: 'ok', doc: res.data.detail };
  // Case mode: 501302 or 401 (and a missing case) is the page-unreachable screen.
  if (['401', '404', '501302'].includes(res.code) || res.status === 401) return { kind: 'unreachable' };
  return { kind: 'failed', code: res.code, message: res.msg, data: res.data };
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
