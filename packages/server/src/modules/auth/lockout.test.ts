import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';
import { LOGIN_LIMITS } from './service.js';

/**
 * Finding 6 and SECURITY-CASES #24: per-address limits cannot be escaped by a forged X-Forwarded-For, and wrong
 * passwords slow sign-ins down instead of locking the owner out for a quarter of an hour.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const signIn = (app: TestApp, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.call({
    method: 'POST',
    url: '/api/userPro/login',
    payload,
    remoteAddress,
    headers: { 'accept-language': 'en', ...headers },
  });

describe('finding 6: address-based limits', () => {
  // Fewer free failures per address keep these tests to a few password hashes; the rule is the same.
  const free = LOGIN_LIMITS.perAddress.limit;
  beforeEach(() => {
    LOGIN_LIMITS.perAddress.limit = 5;
  });
  afterEach(() => {
    LOGIN_LIMITS.perAddress.limit = free;
  });

  // SECURITY-CASES #24: guessing rate-limited per address
  it('a forged X-Forwarded-For does not give each guess a fresh address', async () => {
    t = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perAddress.limit; i++) {
      const r = await signIn(t, { account: `nobody-${i}`, password: 'wrong-pass' }, '198.51.100.7', {
        'x-forwarded-for': `10.${i}.0.1`,
      });
      statuses.push(r.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('TRUST_PROXY names the proxy whose X-Forwarded-For is believed', async () => {
    t = await createTestApp({ trustProxy: ['198.51.100.1'] });
    const proxied = { 'x-forwarded-for': '203.0.113.44' };
    for (let i = 0; i < LOGIN_LIMITS.perAddress.limit; i++)
      await signIn(t, { account: `nobody-${i}`, password: 'wrong-pass' }, '198.51.100.1', proxied);
    // The client behind the proxy is slowed down; another client through the same proxy is not.
    expect((await signIn(t, ADMIN, '198.51.100.1', proxied)).status).toBe(429);
    expect((await signIn(t, ADMIN, '198.51.100.1', { 'x-forwarded-for': '203.0.113.45' })).body.code).toBe(
      '0',
    );
  });
});

describe('finding 6: failed sign-ins slow down, the owner still gets in', () => {
  it('after a burst of wrong passwords the owner’s correct password works within seconds', async () => {
    t = await createTestApp();
    const app = t;
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LOGIN_LIMITS.perAccount.limit + 2; i++)
      statuses.push((await signIn(app, { ...ADMIN, password: `wrong-${i}` }, '198.51.100.20')).status);
    expect(statuses).toContain(401);
    const slowed = await signIn(app, ADMIN, '198.51.100.30');
    expect(slowed.status).toBe(429);
    expect(slowed.body.msg).toMatch(/try again in \d+ s/);
    expect(slowed.body.data.retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount.maxDelayMs / 1000);
    // Not a quarter-hour lockout: once the announced delay has passed, the right password signs in.
    await expect
      .poll(async () => (await signIn(app, ADMIN, '198.51.100.30')).body.code, {
        timeout: LOGIN_LIMITS.perAccount.maxDelayMs + 10_000,
        interval: 500,
        message: 'the owner signs in after the back-off',
      })
      .toBe('0');
  }, 60_000);
});
