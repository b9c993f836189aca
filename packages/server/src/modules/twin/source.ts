import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../http/errors.js';
import { TwinRequestFailed, type TwinGateway } from './gateway.js';
import { twinGateway, twinTenantOf, twinViewGateway } from './registry.js';

/** A call on the twin gateway: a path (no host, no query tricks) and its JSON body; a `twins` source's settings. */
export const twinCall = z.object({
  path: z
    .string()
    .trim()
    .regex(/^\/[\w\-/.]+$/, 'a path such as /api/twins/query')
    .refine((p) => !p.split('/').includes('..'), 'no .. segments'),
  body: z.record(z.string(), z.unknown()).default({}),
});
export type TwinCall = z.infer<typeof twinCall>;

const TWINS_SOURCE_MSG = {
  noTenant: {
    zh: '当前团队不是数字孪生租户，请先绑定租户和空间后再使用孪生数据源',
    en: 'The current group is not a digital-twin tenant; bind a tenant and space before using a twins source',
  },
  notConfigured: {
    zh: '未配置数字孪生平台（TWIN_GATEWAY_URL），孪生数据源无法使用',
    en: 'The digital-twin platform is not configured (TWIN_GATEWAY_URL), so twins sources cannot run',
  },

  noViewIds: {
    zh: '该分享或案例发布时其团队不是数字孪生租户，没有保存租户和空间，孪生数据无法显示；请在绑定租户后重新发布',
    en: 'This share or case was published when its group was no digital-twin tenant, so it stored no tenant and space and its twins data cannot be shown; publish it again once the tenant is bound',
  },
} as const;

type Answer = { data: unknown; meta: { upstreamMs: number } };

/** One stored twin call on a gateway client; the gateway's data, or a 502 naming the failure. */
async function runOn(gateway: TwinGateway, call: TwinCall): Promise<Answer> {
  const started = performance.now();
  try {
    const answer = await gateway.call(call.path, call.body);
    if (Number(answer.code) !== 0)
      throw new TwinRequestFailed(
        {
          zh: `数字孪生平台返回错误：${String(answer.msg ?? answer.code)}`,
          en: `The digital-twin platform answered an error: ${String(answer.msg ?? answer.code)}`,
        },
        `code ${String(answer.code)}`,
      );
    return { data: answer.data ?? null, meta: { upstreamMs: Math.round(performance.now() - started) } };
  } catch (e) {
    if (e instanceof TwinRequestFailed)
      throw new AppError(502, e.text, { data: { reason: 'upstream', detail: e.detail } });
    throw e;
  }
}

function parsedCall(config: unknown): TwinCall {
  const call = twinCall.safeParse(config);
  if (!call.success)
    throw badRequest({ zh: '孪生数据源的接口路径无效', en: 'The twins source has no valid API path' });
  return call.data;
}

/**
 * Runs a `twins` data source: the stored call goes to the twin API through this server, as the group's
 * tenant and space, with dtgw-token and workspace-id (TwinGateway: token refresh after 5 minutes, two
 * retries on 202004, then a request-failed error). Answers the gateway's data.
 */
export async function runTwinsSource(
  db: Db,
  gatewayUrl: string | undefined,
  groupId: string,
  config: unknown,
): Promise<Answer> {
  if (!gatewayUrl) throw badRequest(TWINS_SOURCE_MSG.notConfigured);
  const call = parsedCall(config);
  const tenant = await twinTenantOf(db, groupId);
  if (!tenant) throw badRequest(TWINS_SOURCE_MSG.noTenant);
  return runOn(twinGateway(gatewayUrl, groupId, tenant.tenantId, tenant.spaceId), call);
}

/**
 * Runs a twin call for a share or case view: with a type-1 token for the tenant and space the share or
 * case stored when it was published (docs/deployment.md#digital-twin-platform-mode), never the viewer's group (who may be anonymous)
 * and never the owner group's current binding. Without stored ids it is refused, saying why.
 */
export async function runTwinsView(
  gatewayUrl: string | undefined,
  ids: { tenantId: string | null; spaceId: string | null },
  config: unknown,
): Promise<Answer> {
  if (!gatewayUrl) throw badRequest(TWINS_SOURCE_MSG.notConfigured);
  const call = parsedCall(config);
  if (!ids.tenantId) throw badRequest(TWINS_SOURCE_MSG.noViewIds);
  return runOn(twinViewGateway(gatewayUrl, { tenantId: ids.tenantId, spaceId: ids.spaceId ?? '' }), call);
}
