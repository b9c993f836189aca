import { and, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { refreshTokens, users } from '../../../server/src/db/schema/index';
import type { TestApp } from '../../../server/src/test/harness';

/**
 * What the server's database says of one user's tokens, for the transport's tests against the real API
 * server: they make access tokens lapse and count the refresh tokens issued and revoked.
 */
export function tokenRecords(t: () => TestApp, userId: () => string) {
  const countTokens = async (where: SQL | undefined) => {
    const [row] = await t().database.db.select({ n: count() }).from(refreshTokens).where(where);
    return row!.n;
  };
  return {
    /**
     * Every access token issued so far stops working, as time passing their lifetime does: the server
     * refuses access tokens of an older token version (its password-change rule); refresh tokens stay good.
     */
    expireAccessTokens: async (): Promise<void> => {
      await t()
        .database.db.update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId()));
    },
    /** Refresh tokens issued to the user so far (one per sign-in and one per refresh). */
    issued: () => countTokens(eq(refreshTokens.userId, userId())),
    /** Refresh tokens of the user that the server has revoked. */
    revoked: () => countTokens(and(eq(refreshTokens.userId, userId()), isNotNull(refreshTokens.revokedAt))),
  };
}
