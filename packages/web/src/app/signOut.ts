import { api } from './api';
import { useSession } from './session';

/** Ends the session here at once and tells the server to revoke the refresh token (best effort). */
export function signOut(refreshToken: string | undefined): void {
  if (refreshToken)
    void api
      .post('auth/logout', { refresh_token: refreshToken }, { anonymous: true, quiet: true })
      .catch(() => undefined);
  useSession.getState().signOut();
}
