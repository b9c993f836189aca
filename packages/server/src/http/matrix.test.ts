import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRoles, projects, rolePermissions } from '../db/schema/index.js';
import { ALL_PERMISSION_CODES, PERMISSIONS } from './permissionCodes.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { member, type Who } from '../test/workspace.js';
import { declaredRoutes, type DeclaredRoute } from './access.js';

/**
 * SECURITY-CASES #31 and #33 against the running app: every route that needs a permission code refuses
 * a member missing exactly that code, and spellings of a protected path (matrix parameters, `..`,
 * encoded dots, doubled slashes, case changes) get the same auth decision as the path itself.
 */
let t: TestApp;
let who: Who;
let roleId = '';
let base = '';
const FORBIDDEN_MSG = /没有权限|permission/i;
/** Routes whose handler needs a second code as well, and why (the matrix checks them with both). */
const ALSO_NEEDS: Record<string, string> = {
  // Copying a case makes a project of the caller's group.
  'POST /api/project/case/v2/copy': PERMISSIONS.projectCreate.code,
};

async function holdCodes(codes: readonly string[]): Promise<void> {
  const db = t.database.db;
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (codes.length > 0) await db.insert(rolePermissions).values(codes.map((code) => ({ roleId, code })));
}

beforeAll(async () => {
  t = await createTestApp();
  who = await member(t, { codes: [] });
  const [row] = await t.database.db
    .select({ roleId: memberRoles.roleId })
    .from(memberRoles)
    .where(eq(memberRoles.userId, who.userId));
  roleId = row!.roleId;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

// SECURITY-CASES #31: every permission code × every route that declares one.
it('SECURITY-CASES #31: each permission route refuses a member missing its code and admits its holder', async () => {
  const perm = declaredRoutes(t.app).filter(
    (r): r is DeclaredRoute & { access: { kind: 'permission' } } =>
      r.access.kind === 'permission' && r.method !== 'HEAD',
  );
  expect(perm.length).toBeGreaterThan(50);
  const byCode = new Map<string, typeof perm>();
  for (const r of perm) {
    const code = PERMISSIONS[r.access.permission].code;
    byCode.set(code, [...(byCode.get(code) ?? []), r]);
  }
  const call = (r: (typeof perm)[number]) =>
    t.call({
      method: r.method as HTTPMethods,
      // Parameters get a value of the right shape; the access check runs before any handler.
      url: r.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000'),
      token: who.token,
      group: who.groupId,
      ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
    });
  const wrong: string[] = [];
  for (const [code, list] of byCode) {
    await holdCodes(ALL_PERMISSION_CODES.filter((c) => c !== code));
    for (const r of list) {
      const res = await call(r);
      if (res.status !== 403 || !FORBIDDEN_MSG.test(res.body.msg))
        wrong.push(`${r.method} ${r.url} without ${code}: ${res.status} ${res.body.msg}`);
    }
    for (const r of list) {
      const also = ALSO_NEEDS[`${r.method} ${r.url}`];
      await holdCodes(also ? [code, also] : [code]);
      const res = await call(r);
      if (res.status === 401 || (res.status === 403 && FORBIDDEN_MSG.test(res.body.msg)))
        wrong.push(`${r.method} ${r.url} with only ${code}: ${res.status} ${res.body.msg}`);
      // 501: a feature this server is not configured for (object storage credentials) says so.
      if (res.status >= 500 && res.status !== 501)
        wrong.push(`${r.method} ${r.url} with only ${code}: ${res.status} ${res.body.msg}`);
    }
  }
  expect(wrong).toEqual([]);
});

/** A raw request: the path goes to the server exactly as written (no client-side normalisation). */
function raw(path: string, token?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/`,
      {
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}`, 'current-group': who.groupId } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

describe('SECURITY-CASES #33: spellings of a protected path', () => {
  const canonical = '/api/user/getUserPer';
  const spellings = [
    '/api/user/getUserPer;a',
    '/api/user/getUserPer;jsessionid=x',
    '/public/../api/user/getUserPer',
    '/public/%2e%2e/api/user/getUserPer',
    '/public/%2E%2E%2Fapi/user/getUserPer',
    '/api/share/../user/getUserPer',
    '/api/share/%2e%2e/user/getUserPer',
    '//api/user/getUserPer',
    '/api//user/getUserPer',
    '/API/user/getUserPer',
    '/api/USER/GETUSERPER',
    '/api/user/getUserPer/',
    '/api/user/%67etUserPer',
    '/api/user/getUserPer%00',
    '/api/user/getUserPer%2f',
  ];

  it('the canonical path needs a token (401) and answers with one', async () => {
    expect((await raw(canonical)).status).toBe(401);
    await holdCodes([]);
    expect((await raw(canonical, who.token)).status).toBe(200);
  });

  it.each(spellings)('%s without a token is refused like the canonical path, never served', async (path) => {
    const res = await raw(path);
    // Either the same route (401) or no route at all (404/400); never the answer, never a 5xx.
    expect([400, 401, 404]).toContain(res.status);
    expect(res.body).not.toMatch(/"code":"0"/);
  });
});

// SECURITY-CASES #32: a body that names the tenant, the owner, a role or a revision of its own choosing.
it('SECURITY-CASES #32: tenantId, ownerId, role and version in a body are refused or ignored', async () => {
  const other = await member(t);
  await holdCodes(ALL_PERMISSION_CODES);
  const res = await t.call({
    method: 'POST',
    url: '/api/project/v2/create',
    token: who.token,
    group: who.groupId,
    payload: {
      projectName: 'mine',
      tenantId: other.groupId,
      groupId: other.groupId,
      ownerId: other.userId,
      createdBy: other.userId,
      role: 'super',
      isSuper: true,
      version: 99,
      revision: 99,
    },
  });
  expect(res.status).toBeLessThan(500);
  if (res.status === 400) return;
  expect(res.body.code).toBe('0');
  const [p] = await t.database.db.select().from(projects).where(eq(projects.id, res.body.data.projectId));
  expect(p).toMatchObject({ groupId: who.groupId, createdBy: who.userId, revision: 0 });
  // The member's own standing did not change either.
  const per = await t.call({
    method: 'POST',
    url: '/api/user/getUserIdentity',
    token: who.token,
    group: who.groupId,
  });
  expect(per.body.data).toMatchObject({ isSuper: false });
});
