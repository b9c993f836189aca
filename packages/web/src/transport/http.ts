import { basePath } from '../app/config';
import { storedLanguage } from '../app/language';
import { useSession, type Session, type SessionUser } from '../app/session';
import { createTransport, type CredentialStore, type SendOptions } from './transport';

/**
 * The app's instance of the one transport (transport.ts), bound to the page's base path, the chosen
 * language and the signed-in session. The app's API client (app/api.ts: toasts, errors), the viewer's
 * member calls (viewer/load.ts) and the share page's signed calls (viewer/share/client.ts) all go through
 * it. It shows nothing and imports no UI library.
 */
export type { Answer, Envelope, SendOptions } from './transport';

/** A refresh's answer: new tokens and the profile as it is now. */
export type RefreshAnswer = { access_token: string; refresh_token: string; user?: SessionUser };

/** A session store (the app's, or a second one a test uses as another tab) as a transport's credentials. */
export function sessionCredentials(store: {
  getState(): { session: Session | null; stored(): Session | null; updateTokens(d: RefreshAnswer): void };
}): CredentialStore<RefreshAnswer> {
  return {
    current: () => {
      const s = store.getState().session;
      if (!s) return null;
      const group = s.user.groups.find((g) => g.groupId === s.groupId);
      return { ...s, twinSpaceId: group?.twinSpaceId ?? null };
    },
    stored: () => store.getState().stored(),
    update: (answer) => store.getState().updateTokens(answer),
  };
}

/**
 * Two minutes: longer than any API call the server answers in normal work (imports and exports
 * included), short enough that a dead connection ends as "network error" instead of a spinner forever.
 */
export const CALL_TIMEOUT_MS = 120_000;

export const transport = createTransport({
  baseUrl: basePath,
  language: storedLanguage,
  credentials: sessionCredentials(useSession),
  timeoutMs: CALL_TIMEOUT_MS,
});

export const apiUrl = transport.apiUrl;
export const apiPath = transport.apiPath;
export const requestHeaders = (opts?: SendOptions) => transport.headers(opts);
export const sendRaw = transport.sendRaw;
export const send = transport.send;

/** The one token refresh; false also when the network failed (the socket retries on its own then). */
export const refreshOnce = (): Promise<boolean> => transport.refresh().catch(() => false);
