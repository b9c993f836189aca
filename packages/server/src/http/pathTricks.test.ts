import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { member, type Who } from '../test/workspace.js';
import { declaredRoutes, type DeclaredRoute } from './access.js';

/**
 * Issue 23 #3 and SECURITY-CASES #33 on every route, not one: each spelling of a route's path (matrix
 * parameter, encoded dots, doubled slashes, case change, encoded letter, trailing slash) gets the same
 * authorisation decision as the path itself, or no route at all. A spelling is never served where the
 * path is refused, and never answers 5xx.
 */
let t: TestApp;
let who: Who;
let base = '';
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

beforeAll(async () => {
  t = await createTestApp();
  // A member of a group who holds no permission code at all.
  who = await member(t, { codes: [] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  agent.destroy();
  await t.close();
});

const ZERO_ID = '00000000-0000-4000-8000-000000000000';
/** Calls that end the caller's own membership: after the first one every later answer differs by design. */
const ENDS_OWN_STANDING = new Set(['POST /api/group/exit-group']);

/** The spellings of `/api/<rest>` that a proxy or a router might treat as the same path. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  const [first = '', ...tail] = rest.split('/');
  const upper = `/api/${first.toUpperCase()}/${tail.join('/')}`.replace(/\/$/, '');
  const encodedLetter = `/api/%${first.charCodeAt(0).toString(16)}${first.slice(1)}${tail.length ? '/' : ''}${tail.join('/')}`;
  return [
    `${path};a`,
    `${path};jsessionid=x`,
    `/api/share/../${rest}`,
    `/api/share/%2e%2e/${rest}`,
    `/public/%2E%2E%2Fapi/${rest}`,
    `/${path}`,
    `/api//${rest}`,
    upper,
    encodedLetter,
    `${path}/`,
    `${path}%00`,
  ];
}

function raw(method: string, path: string, token?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/`,
      {
        method,
        path,
        agent,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}`, 'current-group': who.groupId } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(method === 'GET' || method === 'DELETE' ? undefined : '{}');
  });
}

/** Same decision: the same status, or the spelling reaches no route (404/400). Never served, never 5xx. */
function sameDecision(canonical: number, spelled: number): boolean {
  if (spelled >= 500) return false;
  if (spelled === canonical) return true;
  return spelled === 404 || spelled === 400;
}

it('every route: each spelling of its path gets the decision of the path itself', async () => {
  const routes = declaredRoutes(t.app).filter(
    (r: DeclaredRoute) =>
      r.method !== 'HEAD' &&
      r.method !== 'OPTIONS' &&
      r.access.kind !== 'public' &&
      !ENDS_OWN_STANDING.has(`${r.method} ${r.url}`),
  );
  expect(routes.length).toBeGreaterThan(150);
  const wrong: string[] = [];
  let checked = 0;
  for (const r of routes) {
    const path = r.url.replace(/:\w+/g, ZERO_ID).replace(/\*$/, 'x');
    // Without a token the path is 401; with the code-less member it is 401/403 or, for routes any
    // member may call, whatever the route answers for that member.
    for (const token of [undefined, who.token]) {
      const canonical = await raw(r.method, path, token);
      if (token === undefined) expect(canonical, `${r.method} ${path} without a token`).toBe(401);
      for (const spelled of spellings(path)) {
        const status = await raw(r.method, spelled, token);
        checked++;
        if (!sameDecision(canonical, status))
          wrong.push(
            `${r.method} ${spelled} ${token ? 'member' : 'anonymous'}: ${status}, path itself ${canonical}`,
          );
      }
    }
  }
  expect(wrong).toEqual([]);
  expect(checked).toBeGreaterThan(3000);
}, 300_000);
