import { expect, type Page } from '@playwright/test';
import { ADMIN } from './server';

/** The answer envelope of every API route. */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

/** One API call that must succeed (code '0'); its `data`. */
export type Api = <T = unknown>(path: string, data: object, method?: 'POST' | 'PUT') => Promise<T>;

function expectOk<T>(path: string, body: Envelope<T>): T {
  expect(body.code, `${path}: ${body.msg}`).toBe('0');
  return body.data;
}

/** The API headers of the browser's signed-in session (the session the web app keeps in localStorage). */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const s = JSON.parse((await page.evaluate(() => localStorage.getItem('tc-session'))) ?? '{}') as {
    access_token: string;
    groupId: string;
  };
  return { Authorization: `Bearer ${s.access_token}`, 'Current-Group': s.groupId };
}

/** An API call as the page's signed-in member, answered as it is (for tests of refusals). */
export async function call<T>(
  page: Page,
  path: string,
  data: object,
  method: 'POST' | 'PUT' = 'POST',
): Promise<Envelope<T>> {
  const res = await page.request.fetch(`/api/${path}`, { method, headers: await sessionHeaders(page), data });
  return (await res.json()) as Envelope<T>;
}

/** An API call as the page's signed-in member that must succeed; its `data`. */
export async function post<T>(
  page: Page,
  path: string,
  data: object,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return expectOk(path, await call<T>(page, path, data, method));
}

/** `post` as an Api, for helpers that work through a page or through a server of the test's own. */
export const pageApi =
  (page: Page): Api =>
  <T>(path: string, data: object, method?: 'POST' | 'PUT') =>
    post<T>(page, path, data, method);

/** API calls, outside any browser, to a server a test started itself, sent with these headers. */
export function serverApi(url: string, headers: Record<string, string> = {}): Api {
  return async <T>(path: string, data: object, method: 'POST' | 'PUT' = 'POST') => {
    const res = await fetch(`${url}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(data),
    });
    return expectOk(path, (await res.json()) as Envelope<T>);
  };
}

/** Signs in to such a server through the API: calls as that member, in their first group. */
export async function serverSignIn(
  url: string,
  account = ADMIN.account,
  password = ADMIN.password,
): Promise<Api> {
  const login = await serverApi(url)<{ access_token: string; user: { groups: { groupId: string }[] } }>(
    'userPro/login',
    { account, password },
  );
  return serverApi(url, {
    authorization: `Bearer ${login.access_token}`,
    'current-group': login.user.groups[0]!.groupId,
  });
}
