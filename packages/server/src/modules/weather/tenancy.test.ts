import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, type Who } from '../../test/workspace.js';

/**
 * Weather holds no tenant data (public weather, shared cache), but its routes are member routes: no
 * token → 401, a Current-Group the caller is not in → 403. Walks the OpenAPI list so a new weather route
 * without a case fails here.
 */
let t: TestApp;
let a: Who;
let b: Who;

const CASES: [url: string, body: object][] = [
  ['/weather/query', { cities: ['101010100'] }],
  ['/weather/region/search', { keyword: '北京' }],
];

beforeAll(async () => {
  t = await createTestApp();
  a = await member(t);
  b = await member(t);
});
afterAll(() => t.close());

describe('weather tenancy', () => {
  it('every weather route is in the matrix', () => {
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, unknown> } }).swagger();
    const routes = Object.keys(spec.paths).filter((p) => p.startsWith('/api/weather/'));
    expect(routes.sort()).toEqual(CASES.map(([url]) => `/api${url}`).sort());
  });

  it('refuses callers without a token and members naming another group', async () => {
    for (const [url, payload] of CASES) {
      const anon = await t.call({ method: 'POST', url: `/api${url}`, payload });
      expect(anon.status, url).toBe(401);
      const foreign = await t.call({
        method: 'POST',
        url: `/api${url}`,
        payload,
        token: a.token,
        group: b.groupId,
      });
      expect(foreign.status, url).toBe(403);
    }
  });
});
