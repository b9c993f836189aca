import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { bootstrapAdmin } from '../modules/users/bootstrap.js';
import { groupMembers, groups, memberRoles, rolePermissions, roles, users } from '../db/schema/index.js';
import type { Database } from '../db/client.js';
import { PERMISSIONS } from './permissionCodes.js';
import { hashPassword } from '../lib/password.js';
import { ADMIN, createTestApp, freshDatabase, testConfig, type TestApp } from '../test/harness.js';
import { access, requireGroup } from './access.js';
import { checkResourceDeclaration } from './declaredResource.js';
import { ok } from './envelope.js';

describe('route access declarations', () => {
  it('registering an /api route without config.access fails at start-up', async () => {
    const database = await freshDatabase();
    const app = await buildApp({ config: testConfig(), database, serveWeb: false });
    try {
      await expect(
        app
          .register(async (api) => {
            api.get('/api/undeclared', async () => ok(1));
          })
          .ready(),
      ).rejects.toThrow(/declares no access/);
    } finally {
      await app.close().catch(() => undefined);
    }
  });

  it('a resource declared on a field its schema lacks fails at start-up', async () => {
    const database = await freshDatabase();
    const app = await buildApp({ config: testConfig(), database, serveWeb: false });
    try {
      await expect(
        app
          .register(async (api) => {
            api.post(
              '/api/misnamed',
              {
                schema: { body: z.object({ projectId: z.uuid() }) },
                config: {
                  access: access.perm('projectView'),
                  resource: { type: 'project', op: 'view', from: { flag: 'projectFlag' } },
                },
              },
              async () => ok(1),
            );
          })
          .ready(),
      ).rejects.toThrow(
        /POST \/api\/misnamed declares config.resource on the field projectFlag, which its schema lacks/,
      );
    } finally {
      await app.close().catch(() => undefined);
    }
  });

  it('a resource needs a group: declaring one on a public or user route is refused', () => {
    const folder = { type: 'folder', level: 'view', from: { id: 'folderId' } } as const;
    for (const a of [access.public, access.user])
      expect(() => checkResourceDeclaration('POST /api/x', folder, a, ['folderId'])).toThrow(
        /access is not member or permission/,
      );
    expect(() => checkResourceDeclaration('POST /api/x', folder, access.member, ['folderId'])).not.toThrow();
    expect(() =>
      checkResourceDeclaration('POST /api/x', { ...folder, from: { id: 'id' } }, access.member, ['folderId']),
    ).toThrow(/field id/);
  });

  it('every registered /api route declares its access (OpenAPI lists them all with their schema)', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/api/userPro/login', '/api/health', '/api/auth/token/refresh']),
      );
      expect(doc.paths['/api/userPro/login']!.post!.requestBody).toBeDefined();
    } finally {
      await t.close();
    }
  });
});

describe('group membership and permission codes', () => {
  let app: FastifyInstance;
  let t: Pick<TestApp, 'call'>;
  let adminToken: string;
  let adminGroup: string;
  let otherGroup: string;
  let memberToken: string;
  let database: Database;
  let memberRole: string;

  beforeAll(async () => {
    database = await freshDatabase();
    app = await buildApp({ config: testConfig(), database, serveWeb: false });
    await app.register(
      async (api) => {
        api.get('/probe/member', { config: { access: access.member } }, async (req) =>
          ok(requireGroup(req).groupId),
        );
        api.get('/probe/users', { config: { access: access.perm('userView') } }, async () => ok('users'));
      },
      { prefix: '/api' },
    );
    await bootstrapAdmin(database.db, { account: ADMIN.account, password: ADMIN.password, log: app.log });
    await app.ready();
    t = {
      call: async ({ token, group, ...rest }) => {
        const res = await app.inject({
          ...rest,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(group ? { 'current-group': group } : {}),
          },
        });
        return { status: res.statusCode, body: res.json() };
      },
    };
    const login = async (account: string, password: string) =>
      (await t.call({ method: 'POST', url: '/api/userPro/login', payload: { account, password } })).body.data;
    const a = await login(ADMIN.account, ADMIN.password);
    adminToken = a.access_token;
    adminGroup = a.user.groups[0].groupId;

    // A second tenant with its own member who holds no permission code.
    const db = database.db;
    const [u] = await db
      .insert(users)
      .values({
        account: 'member-b',
        userName: 'b',
        nickName: 'b',
        passwordHash: await hashPassword('pass1234'),
      })
      .returning();
    const [g] = await db.insert(groups).values({ name: 'B', ownerId: u!.id }).returning();
    otherGroup = g!.id;
    await db.insert(groupMembers).values({ groupId: g!.id, userId: u!.id });
    const [r] = await db.insert(roles).values({ groupId: g!.id, name: 'viewer' }).returning();
    await db.insert(memberRoles).values({ groupId: g!.id, userId: u!.id, roleId: r!.id });
    memberRole = r!.id;
    memberToken = (await login('member-b', 'pass1234')).access_token;
  });
  afterAll(() => app.close());

  it('a member route needs the Current-Group header', async () => {
    const res = await t.call({ method: 'GET', url: '/api/probe/member', token: adminToken });
    expect(res.status).toBe(400);
  });

  it('a member reaches their own group', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/probe/member',
      token: adminToken,
      group: adminGroup,
    });
    expect(res.body).toMatchObject({ code: '0', data: adminGroup });
  });

  it("naming another tenant's group without membership is 403", async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/probe/member', token: adminToken, group: otherGroup }))
        .status,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/probe/member', token: memberToken, group: adminGroup }))
        .status,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/probe/member', token: memberToken, group: 'not-a-uuid' }))
        .status,
    ).toBe(403);
  });

  it('a permission route needs the code: the super administrator has it, a plain member does not', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/probe/users', token: adminToken, group: adminGroup })).body
        .code,
    ).toBe('0');
    const denied = await t.call({
      method: 'GET',
      url: '/api/probe/users',
      token: memberToken,
      group: otherGroup,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('403');
  });

  // The caller's rights are kept between requests (db/changes.ts): each change below is made in the
  // database directly, as another node or an administrator's SQL would, and holds from the next request.
  it('kept rights follow every change at once: a granted code, a removed membership, a signed-out user', async () => {
    const probe = (url: string) => t.call({ method: 'GET', url, token: memberToken, group: otherGroup });
    expect((await probe('/api/probe/users')).status).toBe(403);
    expect((await probe('/api/probe/member')).status).toBe(200);

    await database.db.insert(rolePermissions).values({ roleId: memberRole, code: PERMISSIONS.userView.code });
    expect((await probe('/api/probe/users')).status).toBe(200);

    await database.sql.exec(`delete from group_members where group_id = '${otherGroup}'`);
    expect((await probe('/api/probe/member')).status).toBe(403);

    await database.sql.exec(`update users set token_version = token_version + 1 where account = 'member-b'`);
    expect((await probe('/api/probe/member')).status).toBe(401);
  });
});
