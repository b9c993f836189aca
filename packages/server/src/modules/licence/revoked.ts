import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deployActivations } from '../../db/schema/index.js';

/**
 * Whether the record a key was signed for is revoked (unknown ids are not: the key's signature decides).
 * The verify host's side of revocation: the vendor revokes a record (deployment/revocation.ts), and every
 * key signed for it names the record as its keyId.
 */
export async function keyIdRevoked(db: Db, keyId: string): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(keyId)) return false;
  const [r] = await db
    .select({ status: deployActivations.status })
    .from(deployActivations)
    .where(eq(deployActivations.id, keyId));
  return r?.status === 'revoked';
}
