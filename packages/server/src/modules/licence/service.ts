import {
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import os from 'node:os';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { licenceInstallation, licenceInstalled, projects, users } from '../../db/schema/index.js';
import type { AppConfig } from '../../config.js';
import {
  machineCodeOf,
  newVendorKeyPair,
  privateKeyOf,
  publicKeyOf,
  verifyLicence,
  type LicenceClaims,
  type LicenceEdition,
  type VerifyResult,
} from './keys.js';

/** What the licence part needs of the configuration. */
export type LicenceConfig = Pick<
  AppConfig,
  'edition' | 'secret' | 'licencePublicKey' | 'licenceSigningKey' | 'verifyUrl'
>;

/** The installation row, made on first use (one statement, so concurrent first calls agree). */
async function installation(db: Db) {
  await db.insert(licenceInstallation).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(licenceInstallation).where(eq(licenceInstallation.id, 1));
  if (!row) throw new Error('licence installation row missing');
  return row;
}

export async function currentMachineCode(db: Db): Promise<string> {
  const row = await installation(db);
  return machineCodeOf(row.installationId, { platform: `${os.platform()}-${os.arch()}` });
}

// The vendor key at rest: AES-256-GCM under a key derived from SECRET (its own HKDF info).
function boxKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'twincanvas', 'licence-vendor-key/v1', 32));
}
function seal(secret: string, text: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', boxKey(secret), iv);
  const ct = Buffer.concat([c.update(text, 'utf8'), c.final()]);
  return ['v1', iv, c.getAuthTag(), ct]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}
function unseal(secret: string, sealed: string): string | null {
  const [v, iv, tag, ct] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || ct === undefined) return null;
  try {
    const d = createDecipheriv('aes-256-gcm', boxKey(secret), Buffer.from(iv, 'base64url'));
    d.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The vendor's signing key: LICENCE_SIGNING_KEY when set, else one made on first use and kept sealed in
 * the database (the first writer wins, so every process of the installation signs with the same key).
 */
export async function vendorSigningKey(db: Db, cfg: LicenceConfig): Promise<KeyObject | null> {
  if (cfg.licenceSigningKey) return privateKeyOf(cfg.licenceSigningKey);
  // A customer's private server never makes its own vendor key: it could then licence itself.
  if (cfg.edition === 'private') return null;
  let row = await installation(db);
  if (!row.vendorKey) {
    await db
      .update(licenceInstallation)
      .set({ vendorKey: seal(cfg.secret, newVendorKeyPair().privatePem) })
      .where(and(eq(licenceInstallation.id, 1), isNull(licenceInstallation.vendorKey)));
    row = await installation(db);
  }
  const pem = row.vendorKey ? unseal(cfg.secret, row.vendorKey) : null;
  if (!pem) throw new Error('the vendor signing key cannot be read with this SECRET');
  return privateKeyOf(pem);
}

/**
 * The key licences are checked against: the configured vendor public key (a private build ships with
 * it), else this server's own vendor key (the verify host is, by default, the server itself).
 */
export async function verifierKey(db: Db, cfg: LicenceConfig): Promise<KeyObject | null> {
  if (cfg.licencePublicKey) return publicKeyOf(cfg.licencePublicKey);
  const own = await vendorSigningKey(db, cfg);
  return own ? createPublicKey(own) : null;
}

/** A private server without the vendor's public key can trust no key: every key counts as not the vendor's. */
export async function checkKey(
  db: Db,
  cfg: LicenceConfig,
  key: string,
  now = new Date(),
): Promise<VerifyResult> {
  const pub = await verifierKey(db, cfg);
  if (!pub) return { ok: false, reason: 'tampered', claims: null };
  return verifyLicence(key, pub, { machineCode: await currentMachineCode(db), now });
}

export async function usage(db: Db): Promise<{ seats: number; projects: number }> {
  const [u] = await db.select({ n: count() }).from(users).where(isNull(users.deletedAt));
  const [p] = await db.select({ n: count() }).from(projects).where(isNull(projects.deletedAt));
  return { seats: u?.n ?? 0, projects: p?.n ?? 0 };
}

export type LicenceState = 'valid' | 'missing' | 'expired' | 'invalid' | 'revoked';

export interface LicenceInfo {
  /** private: the licence is enforced; public: licences are not needed. */
  mode: 'public' | 'private';
  edition: LicenceEdition;
  state: LicenceState;
  machineCode: string;
  /** What the installed key says (absent when none is installed). */
  customer: string | null;
  version: string | null;
  expiresAt: string | null;
  daysLeft: number | null;
  seats: { total: number | null; used: number };
  projects: { total: number | null; used: number };
  installedAt: string | null;
  verifyUrl: string | null;
  /** When the verify host last answered about the installed key, and when it reported it revoked. */
  statusCheckedAt: string | null;
  revokedAt: string | null;
}

/**
 * The installed licence of one slot, re-verified on every read: a row edited in the database, or a
 * database copied to another machine, is not trusted because it was once installed.
 */
export async function installedLicence(
  db: Db,
  cfg: LicenceConfig,
  slot: LicenceEdition,
  now = new Date(),
): Promise<InstalledLicence> {
  const [row] = await db.select().from(licenceInstalled).where(eq(licenceInstalled.slot, slot));
  if (!row) return { state: 'missing', claims: null, installedAt: null, checkedAt: null, revokedAt: null };
  const seen = { installedAt: row.installedAt, checkedAt: row.statusCheckedAt, revokedAt: row.revokedAt };
  const r = await checkKey(db, cfg, row.licenceKey, now);
  // Revocation outranks everything else the key says: the vendor withdrew it.
  if (row.revokedAt) return { state: 'revoked', claims: r.claims, ...seen };
  if (r.ok) return { state: 'valid', claims: r.claims, ...seen };
  if (r.reason === 'expired') return { state: 'expired', claims: r.claims, ...seen };
  return { state: 'invalid', claims: null, ...seen };
}

export interface InstalledLicence {
  state: LicenceState;
  claims: LicenceClaims | null;
  installedAt: Date | null;
  checkedAt: Date | null;
  revokedAt: Date | null;
}

export async function licenceInfo(
  db: Db,
  cfg: LicenceConfig,
  slot: LicenceEdition,
  now = new Date(),
): Promise<LicenceInfo> {
  const [inst, used, machineCode] = await Promise.all([
    installedLicence(db, cfg, slot, now),
    usage(db),
    currentMachineCode(db),
  ]);
  const c = inst.claims;
  return {
    mode: cfg.edition,
    edition: slot,
    state: inst.state,
    machineCode,
    customer: c?.customer ?? null,
    version: c?.version ?? null,
    expiresAt: c?.expiresAt ?? null,
    daysLeft: c ? Math.max(0, Math.ceil((Date.parse(c.expiresAt) - now.getTime()) / 86_400_000)) : null,
    seats: { total: c?.seats ?? null, used: used.seats },
    projects: { total: c?.projects ?? null, used: used.projects },
    installedAt: inst.installedAt?.toISOString() ?? null,
    verifyUrl: cfg.verifyUrl ?? null,
    statusCheckedAt: inst.checkedAt?.toISOString() ?? null,
    revokedAt: inst.revokedAt?.toISOString() ?? null,
  };
}

/** Installs a key that verified (the caller checked it); replaces the slot's previous key. */
export async function installKey(db: Db, key: string, claims: LicenceClaims, userId: string): Promise<void> {
  const values = {
    licenceKey: key.trim(),
    keyId: claims.keyId,
    customer: claims.customer,
    version: claims.version,
    machineCode: claims.machineCode,
    expiresAt: new Date(claims.expiresAt),
    seats: claims.seats,
    projects: claims.projects,
    installedBy: userId,
    installedAt: new Date(),
    // The caller asked the verify host just now, and a revoked key is never installed.
    statusCheckedAt: new Date(),
    revokedAt: null,
  };
  await db
    .insert(licenceInstalled)
    .values({ slot: claims.edition, ...values })
    .onConflictDoUpdate({ target: licenceInstalled.slot, set: values });
}
