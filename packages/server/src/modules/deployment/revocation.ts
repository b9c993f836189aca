import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deployActivations } from '../../db/schema/index.js';
import { recordOf } from './records.js';
import type { DeployKind, Scope } from './service.js';

/**
 * Key revocation on the vendor's side. A revoked record keeps its row (the activation stays counted and
 * visible) with status `revoked`; every key ever signed for it carries the record id as its keyId, so
 * revoking the record revokes all of them. Customers learn of it from the verify host (`keyStatus`).
 */
export async function revokeRecord(db: Db, s: Scope, kind: DeployKind, id: string) {
  const { r } = await recordOf(db, s, kind, id);
  const [u] = await db
    .update(deployActivations)
    .set({ status: 'revoked', updatedAt: new Date() })
    .where(eq(deployActivations.id, r.id))
    .returning({ id: deployActivations.id, status: deployActivations.status });
  return u!;
}
