import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles } from '../../db/schema/index.js';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';
import { lastCode, register } from '../../test/accounts.js';
import { CODE_LIMITS } from './codes.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['login']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string, remoteAddress?: string) =>
  t.call({ method: 'POST', url: `/api${url}`, payload, token, ...(remoteAddress ? { remoteAddress } : {}) });

describe('sign-up with a code', () => {
  it('an English sign-up gets its personal team and default role named in English', async () => {
    const email = 'english.person@example.com';
    const lang = { 'accept-language': 'en-GB,en;q=0.9' };
    const sent = await t.call({
      method: 'POST',
      url: '/api/userPro/sendCode',
      payload: { email, purpose: 'register' },
      headers: lang,
      remoteAddress: '198.51.100.201',
    });
    expect(sent.body.code).toBe('0');
    const code = await lastCode(t, email);
    const reg = await t.call({
      method: 'POST',
      url: '/api/userPro/emailRegister',
      payload: { email, code, password: 'Secret123', nickName: 'Ada' },
      headers: lang,
    });
    expect(reg.body.code).toBe('0');
    const group = reg.body.data.user.groups[0];
    expect(group.groupName).toBe("Ada's team");
    const made = await t.database.db
      .select({ name: roles.name, isDefault: roles.isDefault })
      .from(roles)
      .where(eq(roles.groupId, group.groupId as string));
    expect(made.filter((r) => r.isDefault).map((r) => r.name)).toEqual(['Member']);
  });

  it('sendCode → outbox → check → emailRegister gives a session and a personal group to work in', async () => {
    const email = 'New.Person@Example.com';
    expect((await post('/userPro/sendCode', { email, purpose: 'register' })).body.code).toBe('0');
    // The system administrator reads the outbox, newest first, with target, kind, text and time.
    const box = await t.call({ method: 'GET', url: '/api/system/outbox', token: admin.token });
    expect(box.body.data[0]).toMatchObject({ target: 'new.person@example.com', kind: 'email' });
    expect(box.body.data[0].time).toBeDefined();
    const code = /(\d{6})/.exec(box.body.data[0].text)![1]!;

    expect(
      (await post('/userPro/checkVerificationCode', { email, code, purpose: 'register' })).body.data,
    ).toBe(true);
    const reg = await post('/userPro/emailRegister', {
      email,
      code,
      password: 'Secret123',
      nickName: '新人',
    });
    expect(reg.body.code).toBe('0');
    const s = reg.body.data;
    expect(s.user).toMatchObject({ account: 'new.person@example.com', nickName: '新人' });
    expect(s.user.groups).toEqual([
      expect.objectContaining({ groupName: '新人的团队', accountState: 'success' }),
    ]);
    const groupId = s.user.groups[0].groupId;
    const who = await t.call({
      method: 'POST',
      url: '/api/user/getUserIdentity',
      token: s.access_token,
      group: groupId,
    });
    expect(who.body.data).toMatchObject({ isOwner: true, isSuper: true });
    // The code was spent.
    expect(
      (await post('/userPro/emailRegister', { email: 'other@example.com', code, password: 'Secret123' }))
        .status,
    ).toBe(400);
    const again = await post('/userPro/checkVerificationCode', { email, code, purpose: 'register' });
    expect(again.status).toBe(400);
    // Signing in with the new password works; a taken address cannot register again.
    expect(
      (await post('/userPro/login', { account: email.toLowerCase(), password: 'Secret123' })).body.code,
    ).toBe('0');
    const taken = await post('/userPro/sendCode', { email, purpose: 'register' });
    expect(taken.body).toMatchObject({ code: '400', msg: '该邮箱已被注册' });
  });

  it('validates the target and the password with the spec messages', async () => {
    expect((await post('/userPro/sendCode', { phone: '12345678901' })).body.msg).toBe(
      '请填写有效的手机号码！',
    );
    expect((await post('/userPro/sendCode', { email: 'no-at-sign.example.com@' })).body.msg).toBe(
      '请填写有效的邮箱！',
    );
    await post('/userPro/sendCode', { phone: '13800000001' });
    const code = await lastCode(t, '13800000001');
    const weak = await post('/userPro/emailRegister', { phone: '13800000001', code, password: '123' });
    expect(weak.body.msg).toBe('密码需至少6位数字与字母的组合！');
    const bad = await post('/userPro/checkVerificationCode', { phone: '13800000001', code: '12ab' });
    expect(bad.body.msg).toBe('验证码格式错误！');
    // A phone sign-up goes out as an SMS.
    const ok = await post('/userPro/emailRegister', { phone: '13800000001', code, password: 'abc123' });
    expect(ok.body.data.user).toMatchObject({ account: '13800000001', phone: '13800000001' });
  });

  it('a code is burned after too many wrong tries; even the right code is refused afterwards', async () => {
    const email = 'brute@example.com';
    await post('/userPro/sendCode', { email });
    const code = await lastCode(t, email);
    const wrong = code === '000000' ? '000001' : '000000';
    const msgs: string[] = [];
    for (let i = 0; i < CODE_LIMITS.maxAttempts; i++)
      msgs.push(
        (await post('/userPro/checkVerificationCode', { email, code: wrong }, undefined, '192.0.2.50')).body
          .msg,
      );
    expect(msgs.slice(0, -1).every((m) => m === '验证码错误')).toBe(true);
    expect(msgs.at(-1)).toMatch(/次数过多/);
    const right = await post('/userPro/emailRegister', { email, code, password: 'Secret123' });
    expect(right.status).toBe(400);
  });

  it('sending is limited per target', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CODE_LIMITS.sendPerTarget.limit; i++)
      statuses.push(
        (await post('/userPro/sendCode', { email: 'spam@example.com' }, undefined, `192.0.2.${i + 1}`))
          .status,
      );
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('only the system administrator reads the outbox', async () => {
    const u = await register(t);
    expect((await t.call({ method: 'GET', url: '/api/system/outbox', token: u.token })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/system/outbox' })).status).toBe(401);
  });

  it('sign-up is refused when closed by configuration', async () => {
    const closed = await createTestApp({ publicRegistration: false });
    try {
      const r = await closed.call({
        method: 'POST',
        url: '/api/userPro/sendCode',
        payload: { email: 'x@example.com' },
      });
      expect(r.status).toBe(403);
      const info = await closed.call({ method: 'GET', url: '/api/system/info' });
      expect(info.body.data).toMatchObject({
        edition: 'public',
        version: 'v3.2.0',
        publicRegistration: false,
      });
    } finally {
      await closed.close();
    }
  });
});

describe('passwords', () => {
  it('editPassword with a code sets a new password and ends every session', async () => {
    const u = await register(t);
    await post('/userPro/sendCode', { email: u.account, purpose: 'resetPassword' });
    const code = await lastCode(t, u.account);
    const res = await post('/userPro/editPassword', { email: u.account, code, password: 'NewPass99' });
    expect(res.body.code).toBe('0');
    expect((await post('/userPro/tokenCk', {}, u.token)).status).toBe(401);
    expect((await post('/auth/token/refresh', { refresh_token: u.refresh })).status).toBe(401);
    expect((await post('/userPro/login', { account: u.account, password: 'NewPass99' })).body.code).toBe('0');
    expect((await post('/userPro/login', { account: u.account, password: u.password })).status).toBe(401);
  });

  it('a reset for an unknown address answers like a sent one and sends nothing', async () => {
    const r = await post('/userPro/sendCode', { email: 'nobody-home@example.com', purpose: 'resetPassword' });
    expect(r.body.code).toBe('0');
    await expect(lastCode(t, 'nobody-home@example.com')).rejects.toThrow();
  });

  it('updateUserPassword needs the old password, ends old sessions and answers a new one', async () => {
    const u = await register(t);
    const wrong = await post(
      '/userPro/updateUserPassword',
      { oldPassword: 'nope', password: 'Another1' },
      u.token,
    );
    expect(wrong.body.msg).toBe('原密码错误');
    const res = await post(
      '/userPro/updateUserPassword',
      { oldPassword: u.password, password: 'Another1' },
      u.token,
    );
    expect(res.body.code).toBe('0');
    expect((await post('/userPro/tokenCk', {}, u.token)).status).toBe(401);
    expect((await post('/userPro/tokenCk', {}, res.body.data.access_token)).body.code).toBe('0');
  });
});

describe('profile and phone', () => {
  it('updateUserInfo changes only the caller, whatever userId the body names', async () => {
    const u = await register(t);
    const res = await post(
      '/userPro/updateUserInfo',
      { userId: admin.userId, nickName: '改名', sex: 1, headImg: 'https://x/y.png' },
      u.token,
    );
    expect(res.body.data).toMatchObject({
      userId: u.userId,
      nickName: '改名',
      sex: 1,
      headImg: 'https://x/y.png',
    });
    const adminNow = await post('/userPro/tokenCk', {}, admin.token);
    expect(adminNow.body.data.nickName).toBe('管理员');
    expect((await post('/userPro/updateUserInfo', { sex: 2 }, u.token)).status).toBe(400);
  });

  it('bindPhone and changeBindPhone with SMS codes', async () => {
    const u = await register(t);
    await post('/userPro/sendCode', { phone: '13900000002', purpose: 'bindPhone' });
    const c1 = await lastCode(t, '13900000002');
    expect((await post('/userPro/bindPhone', { phone: '13900000002', code: c1 }, u.token)).body.code).toBe(
      '0',
    );
    const again = await post('/userPro/sendCode', { phone: '13900000002', purpose: 'bindPhone' });
    expect(again.body.msg).toBe('该手机号已被绑定');

    await post('/userPro/sendCode', { phone: '13900000002', purpose: 'changePhone' });
    const old = await lastCode(t, '13900000002');
    await post('/userPro/sendCode', { phone: '13900000003', purpose: 'bindPhone' });
    const fresh = await lastCode(t, '13900000003');
    const res = await post(
      '/userPro/changeBindPhone',
      { oldCode: old, phone: '13900000003', code: fresh },
      u.token,
    );
    expect(res.body.code).toBe('0');
    expect((await post('/userPro/tokenCk', {}, u.token)).body.data.phone).toBe('13900000003');
  });
});

describe('constants and user cards', () => {
  it('constantInfo answers versions, page sizes, edition and the catalogue for a member', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/userPro/constantInfo',
      token: admin.token,
      group: admin.groupId,
    });
    expect(res.body.data).toMatchObject({
      edition: 'public',
      version: 'v3.2.0',
      versions: { private: 'v3.3.0', public: 'v3.2.0' },
      pageSizes: { project: 30, case: 20, log: 9 },
    });
    expect(res.body.data.permissions).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: '1080205' })]),
    );
    expect(
      (await t.call({ method: 'GET', url: '/api/userPro/constantInfo', token: admin.token })).status,
    ).toBe(400);
  });

  it('getUserInfoByUserAssetId finds only users sharing a group with the caller', async () => {
    const u = await register(t);
    const stranger = await post('/userPro/getUserInfoByUserAssetId', { userAssetId: u.userId }, admin.token);
    expect(stranger.status).toBe(404);
    const self = await post('/userPro/getUserInfoByUserAssetId', { userAssetId: u.userId }, u.token);
    expect(self.body.data).toMatchObject({ userId: u.userId, userAssetId: u.userId });
    expect(JSON.stringify(self.body.data)).not.toMatch(/email|phone|password/);
  });

  it('the bootstrap account is the system administrator', async () => {
    expect(ADMIN.account).toBe('admin@twincanvas');
    expect(
      (await t.call({ method: 'GET', url: '/api/system/outbox?limit=1', token: admin.token })).body.code,
    ).toBe('0');
  });
});
