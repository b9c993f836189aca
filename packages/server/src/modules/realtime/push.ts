import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groups } from '../../db/schema/index.js';
import { deriveKey } from '../../lib/tokens.js';
import { UUID } from '../../lib/uuid.js';

const PREFIX = 'tcp';

/**
 * Per-group push tokens for external systems (which cannot hold a 15-minute user session). A token is
 * `tcp.<groupId>.<HMAC(secret, groupId)>`: nothing is stored, any instance verifies it, and it names the
 * only group it can push to. Changing SECRET revokes every push token (there is no per-group rotation).
 */
export class PushTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = deriveKey(secret, 'push-token');
  }

  private mac(groupId: string): string {
    return createHmac('sha256', this.key).update(groupId.toLowerCase()).digest('base64url');
  }

  tokenFor(groupId: string): string {
    return `${PREFIX}.${groupId.toLowerCase()}.${this.mac(groupId)}`;
  }

  /** The group the token is for, if the signature holds and the group still exists; else null. */
  async verify(db: Db, token: string | undefined): Promise<string | null> {
    const parts = (token ?? '').split('.');
    if (parts.length !== 3 || parts[0] !== PREFIX || !UUID.test(parts[1]!)) return null;
    const groupId = parts[1]!;
    const want = Buffer.from(this.mac(groupId));
    const got = Buffer.from(parts[2]!);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
    const [g] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.id, groupId)));
    return g ? g.id : null;
  }
}
