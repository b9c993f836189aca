import { createHash, createHmac, randomBytes } from 'node:crypto';
import { listAddOp } from '@twincanvas/model';

/** The part of the test harness's app these helpers use (kept structural: this file is not a test). */
interface TestApp {
  call(opts: {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    payload?: object;
    headers?: Record<string, string>;
    remoteAddress?: string;
  }): Promise<{ status: number; body: { code: string; msg: string; data: any } }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers differ per route, as in the harness
}

/**
 * A share page as the tests drive it: opens a session with the password and signs requests the way the
 * browser does (written here from the protocol, not with the server's own signing code, so a mistake on
 * one side cannot hide behind the same mistake on the other).
 */
export interface ShareSession {
  shareToken: string;
  signKey: string;
}

export async function openSession(
  t: TestApp,
  sid: string,
  sharePass?: string,
  remoteAddress = '198.51.100.1',
) {
  return t.call({
    method: 'POST',
    url: `/api/project/share/v2/${sid}/session`,
    payload: sharePass === undefined ? {} : { sharePass },
    remoteAddress,
  });
}

export interface SignedParts {
  timeStamp: string;
  nonce: string;
  sign: string;
}

export function signParts(
  session: ShareSession,
  method: string,
  path: string,
  body = '',
  over: Partial<{ timeStamp: string; nonce: string }> = {},
): SignedParts {
  const timeStamp = over.timeStamp ?? String(Date.now());
  const nonce = over.nonce ?? randomBytes(16).toString('base64url');
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const canonical = [method, path, timeStamp, nonce, bodyHash].join('\n');
  const sign = createHmac('sha256', Buffer.from(session.signKey, 'base64url'))
    .update(canonical)
    .digest('base64url');
  return { timeStamp, nonce, sign };
}

export const signedHeaders = (session: ShareSession, p: SignedParts) => ({
  'share-token': session.shareToken,
  timestamp: p.timeStamp,
  nonce: p.nonce,
  sign: p.sign,
});

/** GET project/share/v2/{sid}, signed; `parts` lets a test replay or tamper with the signed values. */
export async function getShared(t: TestApp, sid: string, session: ShareSession, parts?: SignedParts) {
  const path = `/api/project/share/v2/${sid}`;
  const p = parts ?? signParts(session, 'GET', path);
  return t.call({ method: 'GET', url: path, headers: signedHeaders(session, p) });
}

/** Opens a session (throws unless it succeeds) and reads the shared document. */
export async function viewShare(t: TestApp, sid: string, sharePass?: string) {
  const res = await openSession(t, sid, sharePass);
  if (res.body.code !== '0') throw new Error(`session: ${res.status} ${res.body.msg}`);
  const session = res.body.data as ShareSession;
  return { session, res: await getShared(t, sid, session) };
}

/** Adds 2D components to a page through the save call, as the editor does; throws unless saved. */
export async function addComponents(
  post: (url: string, payload?: object) => Promise<{ revision: number; subCode?: number }>,
  projectId: string,
  pageId: string,
  components: object[],
): Promise<void> {
  const doc = (await post('/project/detail/v2/query', { projectId })) as { revision: number };
  const res = await post('/project/detail/v2/save', {
    projectId,
    baseRevision: doc.revision,
    opts: components.map((value, index) => listAddOp(`${pageId}.projectTwoComponentList`, index, value)),
  });
  if (res.subCode !== 0) throw new Error(`save refused: ${JSON.stringify(res)}`);
}

/** POST to a share route, signed over the exact body text sent. */
export async function postShared(
  t: TestApp,
  sid: string,
  session: ShareSession,
  route: string,
  body: object,
  headers: Record<string, string> = {},
) {
  const path = `/api/project/share/v2/${sid}/${route}`;
  const text = JSON.stringify(body);
  const parts = signParts(session, 'POST', path, text);
  return t.call({
    method: 'POST',
    url: path,
    payload: text as unknown as object,
    headers: { ...headers, ...signedHeaders(session, parts), 'content-type': 'application/json' },
  });
}
