import { describe, expect, it } from 'vitest';
import {
  machineCodeOf,
  newVendorKeyPair,
  normaliseMachineCode,
  privateKeyOf,
  publicKeyOf,
  roomFor,
  signLicence,
  verifyLicence,
  type LicenceClaims,
  type VerifyResult,
} from './keys.js';

const reasonOf = (r: VerifyResult) => (r.ok ? null : r.reason);

const vendor = newVendorKeyPair();
const priv = privateKeyOf(vendor.privatePem);
const pub = publicKeyOf(vendor.publicPem);
const here = machineCodeOf('3f0c7a52-1111-4222-8333-944455556666', { platform: 'linux-x64' });

const claims = (over: Partial<LicenceClaims> = {}): LicenceClaims => ({
  keyId: 'k1',
  edition: 'private',
  version: 'v3.3.0',
  customer: 'ACME',
  machineCode: here,
  issuedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  seats: 3,
  projects: 2,
  ...over,
});
const now = new Date('2026-06-01T00:00:00Z');

describe('licence keys', () => {
  it('a key signed by the vendor for this machine verifies and carries its claims', () => {
    const r = verifyLicence(signLicence(claims(), priv), pub, { machineCode: here, now });
    expect(r).toEqual({ ok: true, claims: claims() });
  });

  it('machine codes: line breaks become semicolons; the same installation gives the same code', () => {
    expect(normaliseMachineCode('TCMC1\nABC\r\nDEF\n')).toBe('TCMC1;ABC;DEF');
    expect(here).toMatch(/^TCMC1;[0-9A-F-]{36};[0-9A-F]{16}$/);
    const again = machineCodeOf('3f0c7a52-1111-4222-8333-944455556666', { platform: 'linux-x64' });
    expect(again).toBe(here);
    // A key pasted with the code split over lines still binds.
    const key = signLicence(claims({ machineCode: here.replace(/;/g, '\n') }), priv);
    expect(verifyLicence(key, pub, { machineCode: here, now }).ok).toBe(true);
  });

  it('a tampered key is refused as tampered, whatever was changed', () => {
    const key = signLicence(claims(), priv);
    const [p, body, sig] = key.split('.');
    const raised = Buffer.from(JSON.stringify({ ...claims(), projects: 1000 })).toString('base64url');
    expect(verifyLicence(`${p}.${raised}.${sig}`, pub, { machineCode: here, now })).toEqual({
      ok: false,
      reason: 'tampered',
      claims: null,
    });
    const flipped = sig!.slice(0, 10) + (sig![10] === 'A' ? 'B' : 'A') + sig!.slice(11);
    expect(reasonOf(verifyLicence(`${p}.${body}.${flipped}`, pub, { machineCode: here, now }))).toBe(
      'tampered',
    );
    // Signed by someone else's key: not the vendor's, so the same refusal.
    const other = privateKeyOf(newVendorKeyPair().privatePem);
    expect(reasonOf(verifyLicence(signLicence(claims(), other), pub, { machineCode: here, now }))).toBe(
      'tampered',
    );
  });

  it('garbage is malformed, not tampered', () => {
    for (const k of [
      '',
      'hello',
      'TCL1.abc',
      'XXX1.a.b',
      `TCL1.${Buffer.from('{').toString('base64url')}.zz`,
    ])
      expect(reasonOf(verifyLicence(k, pub, { machineCode: here, now }))).toBe('malformed');
  });

  it('a key for another machine is refused as such and names the machine it was made for', () => {
    const there = machineCodeOf('7a1b2c3d-1111-4222-8333-944455556666', { platform: 'linux-x64' });
    expect(there).not.toBe(here);
    const r = verifyLicence(signLicence(claims({ machineCode: there }), priv), pub, {
      machineCode: here,
      now,
    });
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.reason).toBe('otherMachine');
    expect(r.claims?.machineCode).toBe(there);
  });

  it('an expired key is refused as expired (the instant of expiry counts as expired)', () => {
    const key = signLicence(claims({ expiresAt: '2026-06-01T00:00:00.000Z' }), priv);
    expect(reasonOf(verifyLicence(key, pub, { machineCode: here, now }))).toBe('expired');
    expect(verifyLicence(key, pub, { machineCode: here, now: new Date('2026-05-31T23:59:59Z') }).ok).toBe(
      true,
    );
  });

  it('limits: room while under the limit, none at it; a zero limit allows none', () => {
    const c = claims({ seats: 3, projects: 0 });
    expect(roomFor(c, 'seats', 2)).toBe(true);
    expect(roomFor(c, 'seats', 3)).toBe(false);
    expect(roomFor(c, 'projects', 0)).toBe(false);
  });
});
