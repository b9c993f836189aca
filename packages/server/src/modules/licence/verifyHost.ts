import { AppError } from '../../http/errors.js';
import { keyIdRevoked } from './revoked.js';
import type { Db } from '../../db/client.js';
import type { LicenceConfig } from './service.js';
import { fill, LICENCE_MSG } from './texts.js';

/** How long the customer's server waits for the verify host before saying it cannot be reached. */
const VERIFY_TIMEOUT_MS = 10_000;

/** The verify host's API base with a trailing slash (VERIFY_URL, e.g. https://licence.vendor.example/api/). */
export function verifyBase(url: string): string {
  return url.replace(/\/?$/, '/');
}

/**
 * Whether the vendor revoked the record a key was signed for. The question goes to the verify host:
 * VERIFY_URL when set (the vendor's server; its `/verification/keyStatus` answers), else this server
 * itself, which answers from its own activation records (a vendor server, or a demo that issues and runs
 * keys). A verify host that cannot be reached refuses the key with a message naming the host: a key is
 * installed only once its status is known.
 */
export async function keyRevoked(db: Db, cfg: LicenceConfig, keyId: string): Promise<boolean> {
  if (!cfg.verifyUrl) return keyIdRevoked(db, keyId);
  const url = new URL('verification/keyStatus', verifyBase(cfg.verifyUrl));
  const down = () => new AppError(502, fill(LICENCE_MSG.verifyHostDown, { host: url.host }));
  let answer: { code?: unknown; data?: { revoked?: unknown } } | null;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ keyId }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    answer = res.ok ? ((await res.json()) as typeof answer) : null;
  } catch {
    throw down();
  }
  if (String(answer?.code) !== '0' || typeof answer?.data?.revoked !== 'boolean') throw down();
  return answer.data.revoked;
}
