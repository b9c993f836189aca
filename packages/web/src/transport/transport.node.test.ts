// @vitest-environment node
// The real API server runs in this worker (its database is read and aged below); happy-dom's URL and
// Blob would replace Node's under it, so the page's globals come from a happy-dom Window installed by hand.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Window } from 'happy-dom';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../../server/src/db/schema/index';
import { sha256 } from '../../../server/src/lib/tokens';
import { REFRESH_REUSE_GRACE_MS } from '../../../server/src/modules/auth/service';
import { ADMIN, createTestApp, type TestApp } from '../../../server/src/test/harness';
import { okPoster } from '../../../server/src/test/workspace';
import type * as ApiModule from '../app/api';
import type * as SessionModule from '../app/session';
import type { Session } from '../app/session';
import type * as ShareModule from '../viewer/share/client';
import type * as HttpModule from './http';
import { pageAt } from '../test/pageAt';
import { tokenRecords } from '../test/tokenRecords';
import { COMPRESS_FROM_BYTES, createTransport, type Transport } from './transport';

let t: TestApp;
let base = '';
let win: Window;
let userId = '';
let app: {
  api: typeof ApiModule;
  session: typeof SessionModule;
  http: typeof HttpModule;
  share: typeof ShareModule;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ base, win } = await pageAt(t));
  app = {
    api: await import('../app/api'),
    session: await import('../app/session'),
    http: await import('./http'),
    share: await import('../viewer/share/client'),
  };
  userId = (await t.login()).userId;
}, 300_000); // starts a real server: slow to start on a busy machine

afterAll(async () => {
  await t.close();
  await win.happyDOM.close();
});

/** A browser tab: its own session store and transport over the storage every tab shares. */
function tab(storage: Storage) {
  const session = app.session.createSessionStore(storage);
  const transport = createTransport({
    baseUrl: () => base,
    language: () => 'en',
    credentials: app.http.sessionCredentials(session),
    timeoutMs: 30_000,
  });
  return { session, transport };
}

async function signIn(x: ReturnType<typeof tab>): Promise<void> {
  type Signed = Pick<Session, 'access_token' | 'refresh_token' | 'user'>;
  const res = await x.transport.send<Signed>('userPro/login', { auth: 'none', body: ADMIN });
  expect(res.code).toBe('0');
  x.session.getState().signIn(res.data);
}

const { expireAccessTokens, issued, revoked } = tokenRecords(
  () => t,
  () => userId,
);

const check = (x: { transport: Transport }) =>
  x.transport.send<{ userId: string }>('userPro/tokenCk', { body: {} });

function freshStorage(): Storage {
  const storage = new Window({ url: base }).localStorage;
  storage.clear();
  return storage as unknown as Storage;
}

describe('the one HTTP transport against the API server', () => {
  it('sends the bearer token and the language; an expired token is refreshed once and the call retried', async () => {
    const a = tab(freshStorage());
    await signIn(a);
    expect((await check(a)).data.userId).toBe(userId);
    expect(a.transport.headers()).toMatchObject({ 'Accept-Language': 'en' });
    expect(a.transport.headers({ auth: 'none' }).Authorization).toBeUndefined();
    const before = a.session.getState().session!;
    const n = await issued();
    await expireAccessTokens();
    const res = await check(a);
    expect(res).toMatchObject({ status: 200, code: '0' });
    expect(await issued()).toBe(n + 1);
    const after = a.session.getState().session!;
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after.access_token).not.toBe(before.access_token);
  });

  it('calls that meet an expired token together share one refresh', async () => {
    const a = tab(freshStorage());
    await signIn(a);
    await expireAccessTokens();
    const n = await issued();
    const answers = await Promise.all(Array.from({ length: 6 }, () => check(a)));
    expect(answers.map((r) => r.code)).toEqual(Array(6).fill('0'));
    expect(await issued()).toBe(n + 1);
  });

  it('two tabs refreshing at the same moment both stay signed in', async () => {
    const storage = freshStorage();
    const a = tab(storage);
    await signIn(a);
    const b = tab(storage);
    expect(b.session.getState().session?.refresh_token).toBe(a.session.getState().session?.refresh_token);
    const lost = await revoked();
    await expireAccessTokens();
    const [ra, rb] = await Promise.all([check(a), check(b)]);
    expect([ra.code, rb.code]).toEqual(['0', '0']);
    // Still signed in afterwards, through the next expiry too, and no token family was revoked.
    await expireAccessTokens();
    const [ra2, rb2] = await Promise.all([check(a), check(b)]);
    expect([ra2.code, rb2.code]).toEqual(['0', '0']);
    expect(await revoked()).toBe(lost);
  });

  it('a tab whose token another tab rotated long ago adopts the new one instead of revoking the family', async () => {
    const storage = freshStorage();
    const a = tab(storage);
    await signIn(a);
    const b = tab(storage);
    const first = a.session.getState().session!.refresh_token;
    await expireAccessTokens();
    expect((await check(a)).code).toBe('0');
    // Tab b slept past the server's reuse grace: presenting `first` now would read as a stolen token.
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(first)));
    expect(b.session.getState().session!.refresh_token).toBe(first);
    const lost = await revoked();
    const n = await issued();
    expect((await check(b)).code).toBe('0');
    expect(b.session.getState().session!.refresh_token).toBe(a.session.getState().session!.refresh_token);
    expect(await issued()).toBe(n);
    expect(await revoked()).toBe(lost);
    await expireAccessTokens();
    expect((await check(a)).code).toBe('0');
  });

  it('a refused refresh (signed out elsewhere) answers the 401 to the caller', async () => {
    const a = tab(freshStorage());
    await signIn(a);
    await a.transport.send('auth/logout', {
      auth: 'none',
      body: { refresh_token: a.session.getState().session!.refresh_token },
    });
    await expireAccessTokens();
    const res = await check(a);
    expect(res.status).toBe(401);
    expect(res.code).toBe('401');
    expect(await a.transport.refresh()).toBe(false);
  });

  it('an aborted call and a silent connection end as failures, not as hanging promises', async () => {
    const a = tab(freshStorage());
    const gone = new AbortController();
    gone.abort();
    await expect(a.transport.send('userPro/tokenCk', { body: {}, signal: gone.signal })).rejects.toThrow();
    // A peer that accepts the connection and never answers: a dead proxy, a sleeping backend.
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const mute = createTransport({
      baseUrl: () => `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`,
      language: () => 'en',
      timeoutMs: 300,
    });
    await expect(mute.send('userPro/tokenCk', { body: {} })).rejects.toMatchObject({ name: 'TimeoutError' });
    silent.close();
    await expect(mute.send('x', { signal: AbortSignal.timeout(50), timeoutMs: 0 })).rejects.toBeTruthy();
  });

  it('the app instance and the share client run on it: a published share opens with no session', async () => {
    const admin = await t.login();
    const o = okPoster(t, { token: admin.token, groupId: admin.groupId, userId: admin.userId });
    const folder = (await o('/userFolder/add', { name: 'transport' })).id as string;
    const p = await o('/project/v2/create', { folderId: folder, projectName: 'transport' });
    const pub = await t.call({
      method: 'PUT',
      url: '/api/project/share/v2',
      token: admin.token,
      group: admin.groupId,
      payload: { projectId: p.projectId },
    });
    expect(pub.body.code).toBe('0');
    const shareId = pub.body.data.shareId as string;
    app.session.useSession.getState().signOut();
    expect(app.http.apiUrl('x')).toBe(`${base}api/x`);
    const opened = await app.share.openShare(shareId);
    expect(opened.kind).toBe('ok');
    // The signed share session is this tab's, in sessionStorage, and the app's session stayed empty.
    expect(win.sessionStorage.getItem(`tc-share:${shareId}`)).toContain('shareToken');
    expect(app.session.useSession.getState().session).toBeNull();
  });

  it("the app's uploads (XHR, for progress) refresh an expired token too instead of signing out", async () => {
    const a = tab(freshStorage());
    await signIn(a);
    app.session.useSession.getState().signIn({ ...a.session.getState().session! });
    // The page's default handler navigates; a sign-out here should fail the test at once, not hang it.
    app.api.setUnauthorizedHandler(() => undefined);
    await expireAccessTokens();
    const n = await issued();
    // A named File: happy-dom's form ignores the name append() is given and sends the File's own.
    const file = new win.File(['k,v\na,1\n'], 'rows.csv', { type: 'text/csv' }) as unknown as Blob;
    const up = await app.api.upload<{ fileUrl: string }>(
      'file/upload',
      { id: 'transport-upload', type: 'source', target: '1' },
      file,
      'rows.csv',
    );
    expect(up.fileUrl).toBeTruthy();
    expect(await issued()).toBe(n + 1);
    expect(app.session.useSession.getState().session).not.toBeNull();
    app.session.useSession.getState().signOut();
  });

  it('a batch answered as JSON lines hands each line over; a refused call is an envelope as always', async () => {
    const a = tab(freshStorage());
    await signIn(a);
    const b64 = (v: unknown) => btoa(JSON.stringify(v));
    const items = [
      { data: b64({ type: 'api', param: { url: 'http://169.254.169.254/latest/meta-data/' } }) },
      { data: 'not base64 json' },
    ];
    const lines: unknown[] = [];
    await expireAccessTokens(); // the refresh and retry hold for a call answered in lines too
    const res = await a.transport.send<null>('previewData/getData/batch', {
      body: { items },
      lines: (l) => lines.push(l),
    });
    expect(res).toMatchObject({ status: 200, code: '0', data: null });
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ i: 0, code: '400' }),
        expect.objectContaining({ i: 1, code: '400', msg: expect.stringMatching(/base64/) }),
      ]),
    );
    const refused = await a.transport.send<null>('previewData/getData/batch', {
      body: { items: [] },
      lines: (l) => lines.push(l),
    });
    expect(refused).toMatchObject({ status: 400, code: '400' });
    expect(lines).toHaveLength(2);
  });

  it('a large JSON body goes gzip-compressed and arrives whole; a small one goes as it is', async () => {
    const a = tab(freshStorage());
    await signIn(a);
    // A pass-through look at what leaves the page (the request still reaches the real server).
    const sent: { encoding: string | null; bytes: number }[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body;
      sent.push({
        encoding: new Headers(init?.headers).get('content-encoding'),
        bytes: typeof body === 'string' ? body.length : body instanceof ArrayBuffer ? body.byteLength : 0,
      });
      return realFetch(input, init);
    };
    try {
      const made = await a.transport.send<{ projectId: string }>('project/v2/create', {
        body: { projectName: 'gzip' },
      });
      expect(sent.at(-1)).toMatchObject({ encoding: null });
      const projectId = made.data.projectId;
      const doc = await a.transport.send<{ projectScenesList: { projectPageList: { _id: string }[] }[] }>(
        'project/detail/v2/query',
        { body: { projectId } },
      );
      const page = doc.data.projectScenesList[0]!.projectPageList[0]!._id;
      const text = '大屏'.repeat(COMPRESS_FROM_BYTES);
      const component = {
        _id: 'Egzip0',
        componentName: 'big text',
        componentType: '2005',
        order: 1,
        componentRect: {
          componentLeft: 0,
          componentTop: 0,
          componentWidth: 9,
          componentHeight: 9,
          componentRotate: 0,
        },
        textModel: { text },
      };
      const saved = await a.transport.send('project/detail/v2/save', {
        body: {
          projectId,
          baseRevision: 0,
          time: Date.now(),
          goal: 'update2D',
          clientId: 'tab-gzip',
          opts: [
            {
              command: 'add',
              path: `${page}.projectTwoComponentList`,
              records: { index: 0, value: component },
            },
          ],
        },
      });
      expect(saved.code, saved.msg).toBe('0');
      const big = sent.at(-1)!;
      expect(big.encoding).toBe('gzip');
      expect(big.bytes).toBeLessThan(text.length / 10);
      const back = await a.transport.send<{
        projectScenesList: {
          projectPageList: { projectTwoComponentList: { textModel: { text: string } }[] }[];
        }[];
      }>('project/detail/v2/query', { body: { projectId } });
      expect(
        back.data.projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList[0]!.textModel.text,
      ).toBe(text);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('in a digital-twin tenant group every call carries current-nsp and current-sid; the server takes them', async () => {
    const a = tab(freshStorage());
    await signIn(a);
    const seen: Record<string, string>[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      seen.push(Object.fromEntries(new Headers(init?.headers).entries()));
      return realFetch(input, init);
    };
    try {
      await check(a);
      expect(seen.at(-1)!['current-nsp']).toBeUndefined();
      expect(seen.at(-1)!['current-sid']).toBeUndefined();
      const saved = await a.transport.send('digital-twin/tenant/save', {
        body: { tenantId: 'tenant-7', spaceId: 'space-42' },
      });
      expect(saved.code, saved.msg).toBe('0');
      // The profile names the tenant's space from the next sign-in (or profile reload) on.
      await signIn(a);
      expect(a.session.getState().session!.user.groups[0]!.twinSpaceId).toBe('space-42');
      const res = await check(a);
      expect(res).toMatchObject({ status: 200, code: '0' });
      expect(seen.at(-1)).toMatchObject({ 'current-nsp': 'digital-twin', 'current-sid': 'space-42' });
      // Uploads go by XHR with the same headers.
      expect(a.transport.headers()).toMatchObject({
        'current-nsp': 'digital-twin',
        'current-sid': 'space-42',
      });
      // A share page's calls have no session: no group, no twin headers.
      expect(a.transport.headers({ auth: 'none' })['current-sid']).toBeUndefined();
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
