import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { groupMembers, memberRoles, rolePermissions, roles, users } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import { watchedReads } from '../db/changes.js';
import type { AccessTokens } from '../lib/tokens.js';
import { ALL_PERMISSION_CODES, PERMISSIONS, type PermissionName } from './permissionCodes.js';
import { forbidden, unauthorized, AppError } from './errors.js';
import { UUID } from '../lib/uuid.js';
import {
  checkResourceDeclaration,
  resolveResource,
  type ProjectCheck,
  type ResourceRule,
} from './declaredResource.js';

/**
 * What a route needs from its caller. Every /api route declares one (`config.access`); registering a
 * route without it throws at start-up, so no route can forget its check.
 * - public: no token (sign-in, health, signed share views)
 * - user: a valid bearer token, no group context (own profile, own group list)
 * - member: a valid token and membership of the group named by the Current-Group header
 * - permission: a member who also holds the permission code in that group
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'member' }
  | { kind: 'permission'; permission: PermissionName };

export const access = {
  public: { kind: 'public' } as Access,
  user: { kind: 'user' } as Access,
  member: { kind: 'member' } as Access,
  perm: (permission: PermissionName): Access => ({ kind: 'permission', permission }),
};

export interface AuthContext {
  userId: string;
  /** Set for member and permission routes. */
  groupId: string | null;
  permissions: ReadonlySet<string>;
  isSuper: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * What the route does with project content, for the private-mode licence check
     * (modules/licence/guard.ts): 'opening' reads or writes a project's content (document, versions,
     * filters, variables, pages, share and case views and their data), 'making' makes a new project,
     * 'seat' adds a user account. Unset: the route touches no project content.
     */
    licence?: LicenceUse;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function requireAuth(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** For member/permission routes: the caller and the group the request acts in. */
export function requireGroup(req: FastifyRequest): AuthContext & { groupId: string } {
  const a = requireAuth(req);
  if (!a.groupId) throw new AppError(400, 'groupRequired');
  return a as AuthContext & { groupId: string };
}

export type LicenceUse = 'opening' | 'making' | 'seat';

/** One registered /api route and the access it declared. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  licence: LicenceUse | undefined;
  /** The folder or project it acts on (http/declaredResource.ts), checked after the access. */
  resource: ResourceRule | undefined;
  /** Field names of its body, query and path parameters (the licence coverage test reads them). */
  fields: readonly string[];
  /** Whether it declares its answer (`schema.response`, http/answers.ts); the answers test reads it. */
  answers: boolean;
}

/** The top-level field names of a route schema (zod objects, unions of them, wrapped or piped ones). */
function fieldsOf(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 6) return [];
  // Zod's internals differ per schema kind; only the shape and the wrapped schemas are read.
  const z = schema as { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } };
  if (z.shape && typeof z.shape === 'object') return Object.keys(z.shape);
  const def = z._zod?.def ?? {};
  const inner = [
    def.innerType,
    def.in,
    def.out,
    def.schema,
    ...(Array.isArray(def.options) ? def.options : []),
  ];
  return [...new Set(inner.flatMap((i) => fieldsOf(i, depth + 1)))];
}

const declaredByApp = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every /api route of the app with its declared access (the permission matrix test walks them all). */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declaredByApp.get(app) ?? [];
}

export function registerAccess(
  app: FastifyInstance,
  deps: { db: Db; tokens: AccessTokens; apiPrefix: string; projectCheck: ProjectCheck },
) {
  app.decorateRequest('auth', null);
  app.decorateRequest('resource', null);
  const declared: DeclaredRoute[] = [];
  declaredByApp.set(app, declared);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(deps.apiPrefix)) return;
    if (route.url.startsWith(`${deps.apiPrefix}docs`)) return;
    const a = (route.config as { access?: Access } | undefined)?.access;
    if (!a) throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    const { licence, resource } = (route.config ?? {}) as { licence?: LicenceUse; resource?: ResourceRule };
    const sc = (route.schema ?? {}) as {
      body?: unknown;
      querystring?: unknown;
      params?: unknown;
      response?: unknown;
    };
    const fields = [...fieldsOf(sc.body), ...fieldsOf(sc.querystring), ...fieldsOf(sc.params)];
    if (resource) checkResourceDeclaration(`${String(route.method)} ${route.url}`, resource, a, fields);
    for (const method of [route.method].flat())
      declared.push({ method, url: route.url, access: a, licence, resource, fields, answers: !!sc.response });
  });

  app.addHook('onRequest', async (req) => {
    const a = req.routeOptions.config.access;
    if (!a || a.kind === 'public') return;
    req.auth = await authenticate(req, a, deps);
  });

  // After validation (the fields are parsed) and after the licence guard, before the handler.
  app.addHook('preHandler', async (req) => {
    const rule = req.routeOptions.config.resource;
    if (rule) req.resource = await resolveResource(req, rule, requireGroup(req), deps);
  });
}

interface CallerRow {
  tokenVersion: number;
  state: string | null;
  code: string | null;
  isSuper: boolean | null;
}

/** Callers kept until a write to one of the tables `callerRows` reads (the HTTP hook and sockets share them). */
const keptCallers = watchedReads<CallerRow[]>([
  'users',
  'group_members',
  'member_roles',
  'roles',
  'role_permissions',
]);

/**
 * The caller's token version, with their membership and each permission they hold in `groupId` (a row
 * per permission): one read, not three, because every API request makes it, and kept until one of its
 * tables changes (bench/data: these round trips were most of the data proxy's overhead). No rows: no
 * such user.
 */
async function callerRows(db: Db, userId: string, groupId: string | null): Promise<CallerRow[]> {
  const alive = and(eq(users.id, userId), isNull(users.deletedAt));
  if (!groupId) {
    const found = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(alive);
    return found.map((u) => ({ tokenVersion: u.tokenVersion, state: null, code: null, isSuper: null }));
  }
  return db
    .select({
      tokenVersion: users.tokenVersion,
      state: groupMembers.accountState,
      code: rolePermissions.code,
      isSuper: roles.isSuper,
    })
    .from(users)
    .leftJoin(groupMembers, and(eq(groupMembers.userId, users.id), eq(groupMembers.groupId, groupId)))
    .leftJoin(memberRoles, and(eq(memberRoles.userId, users.id), eq(memberRoles.groupId, groupId)))
    .leftJoin(roles, eq(roles.id, memberRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(alive);
}

/** The checks of one route's access, from the request headers; the realtime handshake reuses them. */
export async function authenticate(
  req: Pick<FastifyRequest, 'headers'>,
  a: Access,
  deps: { db: Db; tokens: AccessTokens },
): Promise<AuthContext> {
  const header = req.headers.authorization;
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!m?.[1]) throw unauthorized();
  const claims = await deps.tokens.verify(m[1]);
  if (!claims || !UUID.test(claims.userId)) throw unauthorized();
  const group = a.kind === 'user' ? undefined : req.headers['current-group'];
  const groupId = typeof group === 'string' && UUID.test(group) ? group : null;
  const rows = await keptCallers(deps.db, `${claims.userId} ${groupId ?? ''}`, () =>
    callerRows(deps.db, claims.userId, groupId),
  );
  const user = rows[0];
  if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized();
  if (a.kind === 'user')
    return { userId: claims.userId, groupId: null, permissions: new Set(), isSuper: false };
  if (typeof group !== 'string' || group === '') throw new AppError(400, 'groupRequired');
  // An id that is not even a uuid cannot be a group the caller belongs to.
  if (!groupId) throw new AppError(403, 'notMember');
  if (user.state !== 'success') throw new AppError(403, 'notMember');

  const isSuper = rows.some((h) => h.isSuper === true);
  const permissions = new Set<string>(
    isSuper ? ALL_PERMISSION_CODES : rows.flatMap((h) => (h.code ? [h.code] : [])),
  );
  if (a.kind === 'permission' && !permissions.has(PERMISSIONS[a.permission].code)) throw forbidden();
  return { userId: claims.userId, groupId, permissions, isSuper };
}
