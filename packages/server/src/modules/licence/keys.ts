import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/**
 * Licence keys (private deployment and licensing: docs/deployment.md#licence-keys). A key is the vendor's Ed25519
 * signature over a small JSON claim set, bound to one installation's machine code:
 *
 *   TCL1.<base64url(JSON claims)>.<base64url(Ed25519 signature over those exact JSON bytes)>
 *
 * The signature covers the bytes as sent, so nothing is re-serialised before checking it. Pure functions:
 * the vendor side (modules/deployment) signs, the customer side (modules/licence) verifies.
 */
export const KEY_PREFIX = 'TCL1';
export const LICENCE_EDITIONS = ['private', 'environment'] as const;
export type LicenceEdition = (typeof LICENCE_EDITIONS)[number];

export interface LicenceClaims {
  /** The activation record the key was made from (the vendor's id). */
  keyId: string;
  /** 'private': the installation's licence; 'environment': a licence for an extra (test/pre) environment. */
  edition: LicenceEdition;
  /** The version record's label, e.g. v3.3.0. */
  version: string;
  /** Who the key was issued to (shown in the licence info). */
  customer: string;
  machineCode: string;
  issuedAt: string;
  expiresAt: string;
  /** Most user accounts the installation may hold. */
  seats: number;
  /** Most live projects the installation may hold. */
  projects: number;
}

export type VerifyFailure = 'malformed' | 'tampered' | 'otherMachine' | 'expired';
export type VerifyResult =
  { ok: true; claims: LicenceClaims } | { ok: false; reason: VerifyFailure; claims: LicenceClaims | null };

/**
 * Machine codes are shown and pasted as one line: a code that arrives with line breaks (copied from a
 * multi-line display or a text file) is the same code with the breaks as semicolons (docs/reference.md#api).
 */
export function normaliseMachineCode(code: string): string {
  return code
    .trim()
    .replace(/\r\n|\r|\n/g, ';')
    .replace(/;+/g, ';')
    .replace(/\s+/g, '');
}

/**
 * The machine code of an installation: its installation id (made once and kept in the database, so the
 * code survives restarts, upgrades, a recreated container and extra server processes of one installation)
 * and a digest of stable facts of the platform (operating system and architecture). The host name is
 * deliberately not one of them: a container gets a new one every time it is recreated (docs/deployment.md).
 */
export function machineCodeOf(installationId: string, host: { platform: string }): string {
  const digest = createHash('sha256')
    .update(`machine\n${host.platform}`)
    .digest('hex')
    .slice(0, 16)
    .toUpperCase();
  return normaliseMachineCode(['TCMC1', installationId.toUpperCase(), digest].join('\n'));
}

const b64 = (b: Buffer) => b.toString('base64url');

export function signLicence(claims: LicenceClaims, privateKey: KeyObject): string {
  const body = Buffer.from(
    JSON.stringify({ ...claims, machineCode: normaliseMachineCode(claims.machineCode) }),
  );
  return `${KEY_PREFIX}.${b64(body)}.${b64(sign(null, body, privateKey))}`;
}

function parseClaims(body: Buffer): LicenceClaims | null {
  let v: unknown;
  try {
    v = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const c = v as Record<string, unknown>;
  const str = (k: string) => typeof c[k] === 'string';
  const count = (k: string) => Number.isInteger(c[k]) && (c[k] as number) >= 0;
  if (!['keyId', 'version', 'customer', 'machineCode', 'issuedAt', 'expiresAt'].every(str)) return null;
  if (!count('seats') || !count('projects')) return null;
  if (!LICENCE_EDITIONS.includes(c.edition as LicenceEdition)) return null;
  if (Number.isNaN(Date.parse(c.expiresAt as string))) return null;
  return c as unknown as LicenceClaims;
}

/**
 * Checks a key for this installation. The failures are told apart so the person installing it learns
 * what to do: not a key at all, altered or not from the vendor, issued for another machine, expired.
 * Signature first: the claims of an unsigned key are never trusted, not even to report its machine.
 */
export function verifyLicence(
  key: string,
  publicKey: KeyObject,
  opts: { machineCode: string; now?: Date },
): VerifyResult {
  const parts = key.trim().split('.');
  if (parts.length !== 3 || parts[0] !== KEY_PREFIX || !parts[1] || !parts[2])
    return { ok: false, reason: 'malformed', claims: null };
  const body = Buffer.from(parts[1], 'base64url');
  const sig = Buffer.from(parts[2], 'base64url');
  const claims = parseClaims(body);
  let signed = false;
  try {
    signed = sig.length === 64 && verify(null, body, publicKey, sig);
  } catch {
    signed = false;
  }
  if (!signed) return { ok: false, reason: claims ? 'tampered' : 'malformed', claims: null };
  if (!claims) return { ok: false, reason: 'malformed', claims: null };
  if (normaliseMachineCode(claims.machineCode) !== normaliseMachineCode(opts.machineCode))
    return { ok: false, reason: 'otherMachine', claims };
  if (Date.parse(claims.expiresAt) <= (opts.now ?? new Date()).getTime())
    return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}

export type LimitName = 'seats' | 'projects';

/**
 * Whether one more of a kind fits under the key's limits (0 in a key means none allowed). The check is
 * made before a user or project is added; what already exists is never removed.
 */
export function roomFor(claims: Pick<LicenceClaims, LimitName>, kind: LimitName, used: number): boolean {
  return used < claims[kind];
}

/** A fresh vendor key pair (PEM), for the vendor server's first start and for tests. */
export function newVendorKeyPair(): { privatePem: string; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export const privateKeyOf = (pem: string): KeyObject => createPrivateKey(pem);
export const publicKeyOf = (pem: string): KeyObject => createPublicKey(pem);
