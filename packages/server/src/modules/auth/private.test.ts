import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { captchas } from '../../db/schema/index.js';
import { sha512Hex } from '../../lib/password.js';
import { sha256 } from '../../lib/tokens.js';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ edition: 'private' });
});
afterAll(() => t.close());

/** A captcha with a known answer (the real answer exists only in the image). */
async function knownCaptcha(answer = 'abc12'): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insert(captchas)
    .values({ id, answerHash: sha256(`${id}:${answer}`), expiresAt: new Date(Date.now() + 60_000) });
  return id;
}

const login = async (account: string, password: string, access?: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { account, password: sha512Hex(password) },
    headers: access ? { 'access-code': access } : {},
  });

describe('private edition sign-in', () => {
  it('getImage answers an SVG with a Captcha-Id header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/getImage' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['captcha-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('auth/login with the captcha and a SHA-512 digest; the captcha is single-use', async () => {
    const id = await knownCaptcha();
    const res = await login(ADMIN.account, ADMIN.password, `ABC12:${id}`);
    expect(res.body.code).toBe('0');
    expect(res.body.data.user.account).toBe(ADMIN.account);
    expect((await login(ADMIN.account, ADMIN.password, `abc12:${id}`)).status).toBe(400);
    // Wrong answer spends it too; no header at all is a 400.
    const id2 = await knownCaptcha();
    expect((await login(ADMIN.account, ADMIN.password, `zzzzz${id2}`)).status).toBe(400);
    expect((await login(ADMIN.account, ADMIN.password, `abc12${id2}`)).status).toBe(400);
    expect((await login(ADMIN.account, ADMIN.password)).status).toBe(400);
    // A wrong password is 401; a clear password instead of a digest is a validation error.
    expect((await login(ADMIN.account, 'wrong-pass', `abc12:${await knownCaptcha()}`)).status).toBe(401);
    const clear = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: ADMIN.account, password: ADMIN.password },
    });
    expect(clear.status).toBe(400);
  });

  it('tokenCheck, getUserInfoByToken and updatePassword (digests); the old token dies', async () => {
    const s = await t.login();
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/tokenCheck', token: s.token })).body.data,
    ).toMatchObject({ valid: true });
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/getUserInfoByToken', token: s.token })).body.data
        .userId,
    ).toBe(s.userId);
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/updatePassword',
      token: s.token,
      payload: { oldPassword: sha512Hex(ADMIN.password), newPassword: sha512Hex('Changed123') },
    });
    expect(res.body.code).toBe('0');
    expect((await t.call({ method: 'GET', url: '/api/auth/tokenCheck', token: s.token })).status).toBe(401);
    expect((await login(ADMIN.account, 'Changed123', `abc12:${await knownCaptcha()}`)).body.code).toBe('0');
    // The clear-password sign-in still works with the same stored hash.
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/userPro/login',
          payload: { account: ADMIN.account, password: 'Changed123' },
        })
      ).body.code,
    ).toBe('0');
    await t.call({
      method: 'POST',
      url: '/api/auth/updatePassword',
      token: res.body.data.access_token,
      payload: { oldPassword: sha512Hex('Changed123'), newPassword: sha512Hex(ADMIN.password) },
    });
  });

  it('authorizeJwtToken issues a one-time code that accessToken exchanges for a session once', async () => {
    const s = await t.login();
    const code = (await t.call({ method: 'POST', url: '/api/auth/authorizeJwtToken', token: s.token })).body
      .data.code;
    const first = await t.call({
      method: 'GET',
      url: `/api/auth/accessToken?code=${encodeURIComponent(code)}`,
    });
    expect(first.body.data.user.userId).toBe(s.userId);
    expect(
      (await t.call({ method: 'GET', url: `/api/auth/accessToken?code=${encodeURIComponent(code)}` })).status,
    ).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/auth/accessToken?code=not-a-real-code' })).status).toBe(
      401,
    );
  });

  it('sign-up is closed; invite-user adds accounts directly with the private password rule', async () => {
    expect(
      (await t.call({ method: 'POST', url: '/api/userPro/sendCode', payload: { email: 'p@example.com' } }))
        .status,
    ).toBe(403);
    const s = await t.login();
    const add = (payload: object) =>
      t.call({
        method: 'POST',
        url: '/api/permission-manage/user-manage/invite-user',
        token: s.token,
        group: s.groupId,
        payload,
      });
    const weak = await add({ account: 'worker01', password: 'abcdefg' });
    expect(weak.body.msg).toBe('6-16个字符，字母和数字的组合');
    const ok = await add({ account: 'worker01', password: 'abc1234', nickName: '工人' });
    expect(ok.body).toMatchObject({ code: '0', msg: '添加成功', data: { result: 'added' } });
    expect(
      (await login('worker01', 'abc1234', `abc12:${await knownCaptcha()}`)).body.data.user.groups,
    ).toHaveLength(1);
    expect((await add({ account: 'worker01' })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/system/info' })).body.data).toMatchObject({
      edition: 'private',
      version: 'v3.3.0',
    });
  });
});

describe('public edition has no captcha sign-in', () => {
  it('auth/login and auth/getImage are not routes there', async () => {
    const pub = await createTestApp();
    try {
      expect((await pub.call({ method: 'GET', url: '/api/auth/getImage' })).status).toBe(404);
    } finally {
      await pub.close();
    }
  });
});
