import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { register } from '../../test/accounts.js';

// An install without e-mail or SMS (the embedded default): the administrator lets people in.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ smtpUrl: undefined, smsWebhookUrl: undefined });
});
afterAll(() => t.close());

const UM = '/api/permission-manage/user-manage';

describe('first use without a mail or SMS service', () => {
  it('system/info tells the sign-up page that codes cannot be sent', async () => {
    const info = await t.call({ method: 'GET', url: '/api/system/info' });
    expect(info.body.data).toMatchObject({ canSendEmail: false, canSendSms: false });
  });

  it('the system administrator creates an account that must change its password at first sign-in', async () => {
    const admin = await t.login();
    const made = await t.call({
      method: 'POST',
      url: `${UM}/invite-user`,
      token: admin.token,
      group: admin.groupId,
      payload: { account: 'newcomer1', nickName: 'Newcomer', password: 'start123' },
    });
    expect(made.body).toMatchObject({ code: '0', data: { result: 'added' } });

    const login = await t.call({
      method: 'POST',
      url: '/api/userPro/login',
      payload: { account: 'newcomer1', password: 'start123' },
    });
    expect(login.body.data.user).toMatchObject({ mustChangePassword: true, isSystemAdmin: false });
    expect(login.body.data.user.groups.map((g: { groupId: string }) => g.groupId)).toContain(admin.groupId);

    const changed = await t.call({
      method: 'POST',
      url: '/api/userPro/updateUserPassword',
      token: login.body.data.access_token,
      payload: { oldPassword: 'start123', password: 'mine4567' },
    });
    expect(changed.body.code).toBe('0');
    expect(changed.body.data.user.mustChangePassword).toBe(false);
  });

  it('anyone else is told the account does not exist and whom to ask, and cannot create one', async () => {
    const member = await register(t, 'fu-member');
    const refused = await t.call({
      method: 'POST',
      url: `${UM}/invite-user`,
      token: member.token,
      group: member.groupId,
      headers: { 'accept-language': 'en' },
      payload: { account: 'ghost77', password: 'start123' },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toMatch(/system administrator/);
    const login = await t.call({
      method: 'POST',
      url: '/api/userPro/login',
      payload: { account: 'ghost77', password: 'start123' },
    });
    expect(login.status).toBe(401);
  });

  it('lists the invitations of the group still waiting for an answer', async () => {
    const boss = await register(t, 'fu-boss');
    const guest = await register(t, 'fu-guest');
    await t.call({
      method: 'POST',
      url: `${UM}/invite-user`,
      token: boss.token,
      group: boss.groupId,
      payload: { email: guest.account },
    });
    const pending = await t.call({
      method: 'GET',
      url: `${UM}/invitations`,
      token: boss.token,
      group: boss.groupId,
    });
    expect(pending.body.data).toEqual([expect.objectContaining({ account: guest.account })]);
  });
});
