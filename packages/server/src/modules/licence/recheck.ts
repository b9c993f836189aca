import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { licenceInstalled } from '../../db/schema/index.js';
import type { LicenceConfig } from './service.js';
import { keyRevoked } from './verifyHost.js';

/** How often a running private server asks the verify host about its installed keys. */
export const RECHECK_EVERY_MS = 6 * 3_600_000;
/** The first question after start, once the server listens (not in the way of start-up). */
const FIRST_CHECK_MS = 30_000;

export type RecheckOutcome = 'valid' | 'revoked' | 'unreachable';

/**
 * Asks the verify host whether the record of each installed key was revoked since it was installed.
 * A revoked answer is remembered (revocation is final; the key is reported revoked and blocks like a
 * missing one); a host that cannot be reached changes nothing, so a network outage never takes a
 * paid installation down.
 */
export async function recheckInstalledKeys(
  db: Db,
  cfg: LicenceConfig,
  now = new Date(),
): Promise<{ slot: string; keyId: string; outcome: RecheckOutcome }[]> {
  const rows = await db
    .select({
      slot: licenceInstalled.slot,
      keyId: licenceInstalled.keyId,
      revokedAt: licenceInstalled.revokedAt,
    })
    .from(licenceInstalled);
  const results: { slot: string; keyId: string; outcome: RecheckOutcome }[] = [];
  for (const row of rows) {
    let revoked: boolean;
    try {
      revoked = await keyRevoked(db, cfg, row.keyId);
    } catch {
      results.push({ slot: row.slot, keyId: row.keyId, outcome: 'unreachable' });
      continue;
    }
    await db
      .update(licenceInstalled)
      .set({ statusCheckedAt: now, ...(revoked && !row.revokedAt ? { revokedAt: now } : {}) })
      // The key may have been replaced meanwhile: only the key that was asked about is marked.
      .where(and(eq(licenceInstalled.slot, row.slot), eq(licenceInstalled.keyId, row.keyId)))
      .execute();
    results.push({
      slot: row.slot,
      keyId: row.keyId,
      outcome: revoked || row.revokedAt ? 'revoked' : 'valid',
    });
  }
  return results;
}

/** On a private server: the re-check shortly after start and then every RECHECK_EVERY_MS. */
export function scheduleLicenceRecheck(app: FastifyInstance): void {
  if (app.config.edition !== 'private') return;
  const run = () => {
    recheckInstalledKeys(app.db, app.config).then(
      (results) => {
        for (const r of results)
          if (r.outcome !== 'valid') app.log.warn({ ...r }, `licence re-check: ${r.outcome}`);
      },
      (err: unknown) => app.log.warn({ err }, 'licence re-check failed'),
    );
  };
  let every: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    every = setInterval(run, RECHECK_EVERY_MS).unref();
  }, FIRST_CHECK_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
