import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('GET /api/health answers in the envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: '0', data: { status: 'ok' } });
  });

  it('an unknown API route is 404 in the envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no/such/route' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: '404', data: null });
  });

  it('sends helmet security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
