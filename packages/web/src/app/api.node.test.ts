// @vitest-environment node
// The real API server runs in this worker (its database is aged below); happy-dom's URL and Blob would
// replace Node's under it, so the page's globals come from a happy-dom Window installed by pageAt.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../server/src/http/messages';
import { WS_MSG } from '../../../server/src/http/messages';
import { ADMIN, createTestApp, type TestApp } from '../../../server/src/test/harness';
import type * as ApiModule from './api';
import type * as SessionModule from './session';
import type * as I18nModule from './i18n';
import type { Session } from './session';
import type * as HttpModule from '../transport/http';
import { pageAt } from '../test/pageAt';
import { tokenRecords } from '../test/tokenRecords';

/**
 * The app's API client (api.ts) as the pages use it, against the real API server: what the user reads
 * when a call fails (the server's message, or the app's own when there is no server answer, in the
 * language the user chose), and how an expired session is renewed or ends.
 */
let t: TestApp;
let base = '';
let win: Window;
let userId = '';
let app: {
  api: typeof ApiModule;
  session: typeof SessionModule;
  http: typeof HttpModule;
  i18n: typeof I18nModule;
};
let signedOutTimes = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ base, win } = await pageAt(t));
  // Imported after the globals: the session store and i18n bind to the page's storage when they load.
  app = {
    api: await import('./api'),
    session: await import('./session'),
    http: await import('../transport/http'),
    i18n: await import('./i18n'),
  };
  // The page's default handler navigates away; here it counts.
  app.api.setUnauthorizedHandler(() => (signedOutTimes += 1));
  userId = (await t.login()).userId;
}, 300_000); // starts a real server: slow to start on a busy machine

afterEach(() => {
  pointAt(base);
  app.i18n.setLanguage('zh-CN');
});

afterAll(async () => {
  await t.close();
  await win.happyDOM.close();
});

/** The page's base path (the meta the server writes into index.html), which every call reads. */
function pointAt(url: string): void {
  win.document.querySelector('meta[name="tc-base-path"]')!.setAttribute('content', url);
}

async function signIn(): Promise<void> {
  type Signed = Pick<Session, 'access_token' | 'refresh_token' | 'user'>;
  const data = await app.api.api.post<Signed>('userPro/login', ADMIN, { anonymous: true, quiet: true });
  app.session.useSession.getState().signIn(data);
}

const { expireAccessTokens, issued } = tokenRecords(
  () => t,
  () => userId,
);

/** A well-formed folder id that names no folder. */
const NO_FOLDER = '00000000-0000-4000-8000-000000000000';

const tokenCheck = () => app.api.api.post<{ userId: string }>('userPro/tokenCk', {}, { quiet: true });

/** A server of our own making on loopback, standing for what sits between the browser and the API. */
async function serve(answer: (res: ServerResponse) => void): Promise<Server> {
  const s = createServer((_req, res) => answer(res));
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return s;
}
const urlOf = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;

describe('the app API client: what the user is told when a call fails', () => {
  it("shows the server's own message in the chosen language", async () => {
    const wrong = { account: ADMIN.account, password: 'not-the-password' };
    for (const [lang, text] of [
      ['zh-CN', MESSAGES.loginFailed.zh],
      ['en', MESSAGES.loginFailed.en],
    ] as const) {
      app.i18n.setLanguage(lang);
      const failed = app.api.api.post('userPro/login', wrong, { anonymous: true, quiet: true });
      await expect(failed).rejects.toMatchObject({ message: text, status: 401 });
      await expect(failed).rejects.toBeInstanceOf(app.api.ApiError);
    }
  });

  it('a code listed as success is not an error; another one carries the code and message as they came', async () => {
    await signIn();
    app.i18n.setLanguage('en');
    const missing = () => app.api.api.post('userFolder/delete', { id: NO_FOLDER }, { quiet: true });
    await expect(missing()).rejects.toMatchObject({
      code: '404',
      status: 404,
      message: WS_MSG.folderNotFound.en,
    });
    app.i18n.setLanguage('zh-CN');
    await expect(missing()).rejects.toMatchObject({ code: '404', message: WS_MSG.folderNotFound.zh });
    await expect(
      app.api.api.post('userFolder/delete', { id: NO_FOLDER }, { quiet: true, okCodes: ['404'] }),
    ).resolves.toBeNull();
  });

  it("a proxy's error page without the server's answer: the status table's message, in both languages", async () => {
    const proxy = await serve((res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>Bad Gateway</body></html>');
    });
    try {
      pointAt(urlOf(proxy));
      app.i18n.setLanguage('en');
      await expect(tokenCheck()).rejects.toMatchObject({
        code: '500',
        status: 502,
        message: 'Gateway error',
      });
      app.i18n.setLanguage('zh-CN');
      await expect(tokenCheck()).rejects.toMatchObject({ code: '500', status: 502, message: '网关错误' });
    } finally {
      proxy.close();
    }
  });

  it('an empty answer and an unreachable server each have their own message, in both languages', async () => {
    const empty = await serve((res) => res.writeHead(200).end());
    const gone = await serve(() => undefined);
    const goneUrl = urlOf(gone);
    await new Promise((r) => gone.close(r));
    try {
      for (const lang of ['en', 'zh-CN'] as const) {
        app.i18n.setLanguage(lang);
        const text = (key: string) => app.i18n.default.t(key, { lng: lang });
        pointAt(urlOf(empty));
        await expect(tokenCheck()).rejects.toMatchObject({
          code: '500',
          message: text('errors.serverEmpty'),
        });
        pointAt(goneUrl);
        await expect(tokenCheck()).rejects.toMatchObject({
          code: 'network',
          message: text('errors.network'),
        });
      }
      expect(app.i18n.default.t('errors.network', { lng: 'en' })).not.toBe(
        app.i18n.default.t('errors.network', { lng: 'zh-CN' }),
      );
    } finally {
      empty.close();
    }
  });
});

describe('the app API client: an expired session', () => {
  it('a 401 is refreshed once and the call retried; the user stays signed in', async () => {
    await signIn();
    const before = app.session.useSession.getState().session!;
    await expireAccessTokens();
    const n = await issued();
    const out = signedOutTimes;
    expect((await tokenCheck()).userId).toBe(userId);
    expect(await issued()).toBe(n + 1);
    const after = app.session.useSession.getState().session!;
    expect(after.access_token).not.toBe(before.access_token);
    expect(signedOutTimes).toBe(out);
  });

  it('calls that meet the expired token together share one refresh', async () => {
    await signIn();
    await expireAccessTokens();
    const n = await issued();
    const answers = await Promise.all(Array.from({ length: 5 }, () => tokenCheck()));
    expect(answers.map((a) => a.userId)).toEqual(Array(5).fill(userId));
    expect(await issued()).toBe(n + 1);
  });

  it('a refused refresh (signed out elsewhere) signs the user out and sends them to the start', async () => {
    await signIn();
    const refresh_token = app.session.useSession.getState().session!.refresh_token;
    await app.api.api.post('auth/logout', { refresh_token }, { anonymous: true, quiet: true });
    await expireAccessTokens();
    const out = signedOutTimes;
    await expect(tokenCheck()).rejects.toMatchObject({ code: '401', status: 401 });
    expect(app.session.useSession.getState().session).toBeNull();
    expect(signedOutTimes).toBe(out + 1);
  });

  it('a signed-out caller of a member route is sent to the start too, once per call', async () => {
    app.session.useSession.getState().signOut();
    const out = signedOutTimes;
    await expect(tokenCheck()).rejects.toMatchObject({ status: 401 });
    expect(signedOutTimes).toBe(out + 1);
  });
});

describe('the folder delete (manage/manageApi.ts) through the app API client', () => {
  // The server of this repository answers a gone folder with 404; '501302' ("already gone") comes from
  // the servers the app's API was first written against, so a stand-in on loopback gives that answer.
  it("counts '501302' as a successful delete, which the client alone would call an error", async () => {
    const { manageApi } = await import('../pages/manage/manageApi');
    const asked: string[] = [];
    const upstream = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: '501302', msg: 'folder already deleted', data: null }));
    });
    upstream.on('request', (req: { url?: string }) => asked.push(req.url ?? ''));
    try {
      await signIn();
      pointAt(urlOf(upstream));
      await expect(manageApi.deleteFolder(NO_FOLDER)).resolves.toBeNull();
      // The same answer to a call that does not list the code is an error: the wiring is what counts.
      await expect(
        app.api.api.post('userFolder/delete', { id: NO_FOLDER }, { quiet: true }),
      ).rejects.toMatchObject({ code: '501302' });
      expect(asked).toEqual(['/api/userFolder/delete', '/api/userFolder/delete']);
    } finally {
      upstream.close();
    }
  });
});
