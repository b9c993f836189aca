import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './server';

export interface ApiSession {
  token: string;
  groupId: string;
  groupName: string;
}

const base = () => process.env.E2E_BASE_URL!;

/** Signs in through the API (for calls a test makes beside the browser, e.g. reading the outbox). */
export async function apiSignIn(
  request: APIRequestContext,
  account = ADMIN.account,
  password = ADMIN.password,
): Promise<ApiSession> {
  const res = await request.post(`${base()}/api/userPro/login`, { data: { account, password } });
  const body = (await res.json()) as {
    data: { access_token: string; user: { groups: { groupId: string; groupName: string }[] } };
  };
  const g = body.data.user.groups[0]!;
  return { token: body.data.access_token, groupId: g.groupId, groupName: g.groupName };
}

/** The newest six-digit code sent to `target`, read from the outbox with the system administrator's token. */
export async function lastCode(
  request: APIRequestContext,
  adminToken: string,
  target: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${base()}/api/system/outbox`, {
        params: { target, limit: 1 },
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      const body = (await res.json()) as { data: { text: string }[] };
      code = /(\d{6})/.exec(body.data[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}
