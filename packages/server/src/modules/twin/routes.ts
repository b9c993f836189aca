import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { twinTenants } from '../../db/schema/index.js';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok, okWith } from '../../http/envelope.js';
import { AppError, forbidden } from '../../http/errors.js';
import { TwinRequestFailed } from './gateway.js';
import { twinGateway, twinTenantOf, twinViewGateway } from './registry.js';
import { twinCall } from './source.js';

const TWIN_ROUTE_MSG = {
  notTenant: {
    zh: '当前团队不是该数字孪生租户',
    en: 'The current group is not this digital-twin tenant',
  },
  notConfigured: {
    zh: '未配置数字孪生平台（TWIN_GATEWAY_URL）',
    en: 'The digital-twin platform is not configured (TWIN_GATEWAY_URL)',
  },
} as const;

const tenantBody = z.object({
  tenantId: z.string().trim().min(1).max(100),
  spaceId: z.string().trim().max(100).default(''),
});
const tokenBody = z.object({
  tenantId: z.string().trim().min(1).max(100),
  /** 1: share or case view; 2: normal (docs/reference.md#api). */
  type: z.union([z.literal(1), z.literal(2)]).default(2),
});
const proxyBody = twinCall;
const tenantAnswer = z.object({ tenantId: z.string(), spaceId: z.string() });
/** The token only, with what it is for: nothing else of the gateway client (its own cached token, the gateway URL). */
const tokenAnswer = tenantAnswer.extend({ token: z.string(), type: z.union([z.literal(1), z.literal(2)]) });

/**
 * Digital-twin platform mode (docs/reference.md#product, docs/reference.md#workspace, docs/reference.md#api, docs/reference.md#errors): a group can be a twin tenant with its space;
 * generateToken gets the tenant a twin token; the proxy carries a call to the twin API with dtgw-token
 * and workspace-id (token refresh and 202004 retries in TwinGateway). One gateway client per group, so
 * its token is shared by that group's calls.
 */
export const twinRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['digital-twin'];
  const tenantOf = (groupId: string) => twinTenantOf(app.db, groupId);
  const gatewayUrl = () => {
    const url = app.config.twinGatewayUrl;
    if (!url) throw new AppError(503, TWIN_ROUTE_MSG.notConfigured);
    return url;
  };
  const gatewayFor = (groupId: string, tenantId: string, spaceId: string) =>
    twinGateway(gatewayUrl(), groupId, tenantId, spaceId);
  const failed = (e: unknown): never => {
    if (e instanceof TwinRequestFailed) throw new AppError(502, e.text, { data: { detail: e.detail } });
    throw e;
  };

  app.post(
    '/digital-twin/tenant/query',
    {
      schema: {
        tags,
        summary: 'The current group’s twin tenant and space (null when it is none)',
        response: answers(tenantAnswer.nullable()),
      },
      config: { access: access.member },
    },
    async (req) => {
      const t = await tenantOf(requireGroup(req).groupId);
      return ok(t ? { tenantId: t.tenantId, spaceId: t.spaceId } : null);
    },
  );

  app.post(
    '/digital-twin/tenant/save',
    {
      schema: {
        tags,
        summary: 'Make the current group a twin tenant (or change its ids)',
        body: tenantBody,
        response: answers(tenantAnswer),
      },
      config: { access: access.perm('groupEdit') },
    },
    async (req) => {
      const groupId = requireGroup(req).groupId;
      const v = { ...req.body, updatedAt: new Date() };
      await app.db
        .insert(twinTenants)
        .values({ groupId, ...v })
        .onConflictDoUpdate({ target: twinTenants.groupId, set: v });
      return okWith(req, req.body, 'saved');
    },
  );

  app.post(
    '/digital-twin/user/application/generateToken',
    {
      schema: {
        tags,
        summary: 'A twin platform token for the current group’s tenant (type 1 share/case, 2 normal)',
        body: tokenBody,
        response: answers(tokenAnswer),
      },
      config: { access: access.member },
    },
    async (req) => {
      const groupId = requireGroup(req).groupId;
      const t = await tenantOf(groupId);
      if (!t || t.tenantId !== req.body.tenantId) throw forbidden(TWIN_ROUTE_MSG.notTenant);
      // A type-1 token is the one share and case views call with (twinViewGateway); type 2 the group's own.
      const gateway =
        req.body.type === 1
          ? twinViewGateway(gatewayUrl(), { tenantId: t.tenantId, spaceId: t.spaceId })
          : gatewayFor(groupId, t.tenantId, t.spaceId);
      const token = await gateway.freshToken(req.body.type).catch(failed);
      return ok({ token, type: req.body.type, tenantId: t.tenantId, spaceId: t.spaceId });
    },
  );

  app.post(
    '/digital-twin/proxy',
    {
      schema: {
        tags,
        summary: 'A twin API call through the server (dtgw-token, workspace-id; 202004 retried twice)',
        body: proxyBody,
        // The twin API's own answer, passed through as it came: free-form JSON.
        response: answers(z.unknown()),
      },
      config: { access: access.perm('dataView') },
    },
    async (req) => {
      const groupId = requireGroup(req).groupId;
      const t = await tenantOf(groupId);
      if (!t) throw forbidden(TWIN_ROUTE_MSG.notTenant);
      return ok(
        await gatewayFor(groupId, t.tenantId, t.spaceId).call(req.body.path, req.body.body).catch(failed),
      );
    },
  );
};
