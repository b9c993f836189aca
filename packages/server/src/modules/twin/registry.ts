import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { twinTenants } from '../../db/schema/index.js';
import { TwinGateway } from './gateway.js';

/**
 * One TwinGateway client per gateway address, group, tenant and space, shared by the twin routes and the
 * `twins` data sources, so a group's calls share one token (fetched when none is held or it is older
 * than 5 minutes) instead of each path fetching its own.
 */
const gateways = new Map<string, TwinGateway>();

export async function twinTenantOf(db: Db, groupId: string) {
  const [t] = await db.select().from(twinTenants).where(eq(twinTenants.groupId, groupId));
  return t ?? null;
}

export function twinGateway(
  baseUrl: string,
  groupId: string,
  tenantId: string,
  spaceId: string,
): TwinGateway {
  const key = `${baseUrl}|${groupId}|${tenantId}|${spaceId}`;
  let g = gateways.get(key);
  if (!g) gateways.set(key, (g = new TwinGateway({ baseUrl, tenantId, workspaceId: spaceId })));
  return g;
}

/** The tenant and space ids a share or a case stored when it was published (docs/deployment.md#digital-twin-platform-mode). */
export interface TwinViewIds {
  tenantId: string;
  spaceId: string;
}

/**
 * The client of share and case views: it holds a type-1 (share or case) token for the tenant and space
 * the share or case stored, whoever views it (a share viewer may be anonymous, a case viewer signs in
 * with their own group). Views of one tenant and space share one token; it is never a group's normal
 * (type 2) token, and the group's own client never holds a view token.
 */
export function twinViewGateway(baseUrl: string, ids: TwinViewIds): TwinGateway {
  const key = `view|${baseUrl}|${ids.tenantId}|${ids.spaceId}`;
  let g = gateways.get(key);
  if (!g)
    gateways.set(
      key,
      (g = new TwinGateway({ baseUrl, tenantId: ids.tenantId, workspaceId: ids.spaceId, tokenType: 1 })),
    );
  return g;
}
