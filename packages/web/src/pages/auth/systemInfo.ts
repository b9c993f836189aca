import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

/** What the server tells the browser before sign-in (GET system/info). */
export interface SystemInfo {
  edition: 'public' | 'private';
  version: string;
  publicRegistration: boolean;
  ssoUrl: string | null;
  /** Whether sign-up and reset codes can reach an e-mail address / a phone (else only the outbox). */
  canSendEmail: boolean;
  canSendSms: boolean;
}

/** Read once per page load: the edition and SSO settings do not change while the app runs. */
export function useSystemInfo() {
  return useQuery({
    queryKey: ['system/info'],
    queryFn: () => api.get<SystemInfo>('system/info', undefined, { anonymous: true, quiet: true }),
    staleTime: Infinity,
  });
}

/** The external sign-in page with a `redirect` back to this app's SSO landing (/auth). */
export function ssoRedirectUrl(ssoUrl: string, appOrigin: string, basePath: string): string {
  const back = new URL(`${basePath.replace(/\/?$/, '/')}auth`, appOrigin).toString();
  const url = new URL(ssoUrl, appOrigin);
  url.searchParams.set('redirect', back);
  return url.toString();
}
