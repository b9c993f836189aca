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
