import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema/index.js';
import { deriveKey, sha256 } from '../../lib/tokens.js';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';
import { LOGIN_LIMITS, REFRESH_REUSE_GRACE_MS } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECRET = 'test-secret-that-is-long-enough-0123456789';

describe('POST /api/userPro/login', () => {
  it('answers access_token, refresh_token and the user with groups and accountState', async () => {
    const res = await t.call({ method: 'POST', url: '/api/userPro/login', payload: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('0');
    expect(typeof res.body.data.access_token).toBe('string');
    expect(typeof res.body.data.refresh_token).toBe('string');
    expect(res.body.data.user).toMatchObject({
      account: ADMIN.account,
      userName: 'admin',
      nickName: '管理员',
    });
    expect(res.body.data.user.groups).toEqual([
      expect.objectContaining({ groupName: 'TwinCanvas', accountState: 'success' }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('refuses a wrong password with 401 and a message in the asked language', async () => {
    const zh = await t.call({
      method: 'POST',
      url: '/api/userPro/login',
      payload: { ...ADMIN, password: 'nope12345' },
    });
    expect(zh.status).toBe(401);
    expect(zh.body).toMatchObject({ code: '401', msg: '账号或密码错误', data: null });
    const en = await t.call({
      method: 'POST',
      url: '/api/userPro/login',
      payload: { account: 'nobody-here', password: 'x' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.body).toMatchObject({ code: '401', msg: 'Wrong account or password' });
  });

  it('rejects a malformed body with 400 naming the field', async () => {
    const res = await t.call({ method: 'POST', url: '/api/userPro/login', payload: { account: '' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('400');
    expect(res.body.msg).toMatch(/account/);
    expect(res.body.msg).toMatch(/password/);
  });

  it('is rate-limited per account', async () => {
    const account = 'limited-account';
    let last = 0;
    for (let i = 0; i <= LOGIN_LIMITS.perAccount.limit; i++) {
      last = (
        await t.call({ method: 'POST', url: '/api/userPro/login', payload: { account, password: 'bad' } })
      ).status;
    }
    expect(last).toBe(429);
  });

  it('does not count successful sign-ins against the address (many people behind one NAT)', async () => {
    const app = await createTestApp();
    const free = LOGIN_LIMITS.perAddress.limit;
    // A smaller budget keeps the test to a few password hashes on a busy machine; the rule is the same.
    LOGIN_LIMITS.perAddress.limit = 5;
    try {
      for (let i = 0; i <= LOGIN_LIMITS.perAddress.limit; i++) {
        const r = await app.call({
          method: 'POST',
          url: '/api/userPro/login',
          payload: ADMIN,
          remoteAddress: '203.0.113.20',
        });
        expect(r.body.code).toBe('0');
      }
    } finally {
      LOGIN_LIMITS.perAddress.limit = free;
      await app.close();
    }
  });

  it('is rate-limited per address', async () => {
    const app = await createTestApp();
    const free = LOGIN_LIMITS.perAddress.limit;
    LOGIN_LIMITS.perAddress.limit = 5;
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_LIMITS.perAddress.limit; i++) {
        const r = await app.call({
          method: 'POST',
          url: '/api/userPro/login',
          payload: { account: `someone-${i}`, password: 'bad' },
          remoteAddress: '203.0.113.9',
        });
        statuses.push(r.status);
      }
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Another address is not affected.
      const other = await app.call({
        method: 'POST',
        url: '/api/userPro/login',
        payload: ADMIN,
        remoteAddress: '203.0.113.10',
      });
      expect(other.body.code).toBe('0');
    } finally {
      LOGIN_LIMITS.perAddress.limit = free;
      await app.close();
    }
  });
});

describe('bearer tokens', () => {
  const check = (token?: string) => t.call({ method: 'POST', url: '/api/userPro/tokenCk', token });

  it('a valid token reaches the route', async () => {
    const { token, userId } = await t.login();
    const res = await check(token);
    expect(res.body.code).toBe('0');
    expect(res.body.data.userId).toBe(userId);
  });

  // SECURITY-CASES #42: forged, foreign-key and expired JWTs
  it('no token, garbage, alg none, another key and an expired token all get 401', async () => {
    const { userId } = await t.login();
    const none = new UnsecuredJWT({ tv: 0, typ: 'access' })
      .setSubject(userId)
      .setExpirationTime('1h')
      .encode();
    const otherKey = await new SignJWT({ tv: 0, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setExpirationTime('1h')
      .sign(deriveKey('another-secret-entirely-0123456789abcdef', 'access-token'));
    const expired = await new SignJWT({ tv: 0, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(deriveKey(SECRET, 'access-token'));
    for (const token of [undefined, 'garbage', none, otherKey, expired]) {
      const res = await check(token);
      expect(res.status, String(token)).toBe(401);
      expect(res.body.code).toBe('401');
      expect(res.body.data).toBeNull();
    }
  });

  // SECURITY-CASES #42: a deleted user
  it('a token of a deleted user gets 401', async () => {
    const { token, userId } = await t.login();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId));
    try {
      expect((await check(token)).status).toBe(401);
    } finally {
      await t.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, userId));
    }
  });
});

describe('POST /api/auth/token/refresh', () => {
  const refresh = (token: string) =>
    t.call({ method: 'POST', url: '/api/auth/token/refresh', payload: { refresh_token: token } });

  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const first = await t.login();
    const r1 = await refresh(first.refresh);
    expect(r1.body.code).toBe('0');
    expect(r1.body.data.refresh_token).not.toBe(first.refresh);
    expect(
      (await t.call({ method: 'POST', url: '/api/userPro/tokenCk', token: r1.body.data.access_token })).body
        .code,
    ).toBe('0');
    const r2 = await refresh(r1.body.data.refresh_token);
    expect(r2.body.code).toBe('0');
  });

  // SECURITY-CASES #43: refresh token reuse
  it('reuse of a token rotated longer ago than the grace revokes the whole family', async () => {
    const first = await t.login();
    const r1 = await refresh(first.refresh);
    // The first token was used beyond the grace: a replay, not a sibling tab.
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(first.refresh)));
    const reuse = await refresh(first.refresh);
    expect(reuse.status).toBe(401);
    // The thief's reuse also kills the legitimate newer token.
    expect((await refresh(r1.body.data.refresh_token)).status).toBe(401);
  });

  it('a second tab refreshing with the token another tab has just rotated keeps both signed in', async () => {
    const first = await t.login();
    const [a, b] = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect([a.body.code, b.body.code]).toEqual(['0', '0']);
    expect(a.body.data.refresh_token).not.toBe(b.body.data.refresh_token);
    expect((await refresh(a.body.data.refresh_token)).body.code).toBe('0');
    expect((await refresh(b.body.data.refresh_token)).body.code).toBe('0');
  });

  it('a revoked (signed-out) token never comes back within the grace', async () => {
    const s = await t.login();
    const r1 = await refresh(s.refresh);
    await t.call({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: r1.body.data.refresh_token },
    });
    expect((await refresh(s.refresh)).status).toBe(401);
  });

  it('an unknown token gets 401; logout revokes the family', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const s = await t.login();
    await t.call({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: s.refresh } });
    expect((await refresh(s.refresh)).status).toBe(401);
  });
});
