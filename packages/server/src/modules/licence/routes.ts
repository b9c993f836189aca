import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import { access, requireAuth } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok, okWith } from '../../http/envelope.js';
import { AppError, forbidden } from '../../http/errors.js';
import type { Bilingual } from '../../http/messages.js';
import type { LicenceClaims, VerifyFailure } from './keys.js';
import { checkKey, currentMachineCode, installKey, licenceInfo, type LicenceConfig } from './service.js';
import type { Db } from '../../db/client.js';
import { LICENCE_MSG, fill, licenceDate } from './texts.js';
import { recheckInstalledKeys, scheduleLicenceRecheck } from './recheck.js';
import { keyRevoked, verifyBase } from './verifyHost.js';
import { keyIdRevoked } from './revoked.js';

const limit = z.object({ total: z.number().nullable(), used: z.number() });
const slot = z.enum(['private', 'environment']);

/** service.ts LicenceInfo: the licence's state, never the key text itself. */
const licenceInfoAnswer = z.object({
  mode: z.enum(['public', 'private']),
  edition: slot,
  state: z.enum(['valid', 'missing', 'expired', 'invalid', 'revoked']),
  machineCode: z.string(),
  customer: z.string().nullable(),
  version: z.string().nullable(),
  expiresAt: z.string().nullable(),
  daysLeft: z.number().nullable(),
  seats: limit,
  projects: limit,
  installedAt: z.string().nullable(),
  verifyUrl: z.string().nullable(),
  statusCheckedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

/** keys.ts LicenceClaims: what a key says. */
const claimsAnswer = z.object({
  keyId: z.string(),
  edition: slot,
  version: z.string(),
  customer: z.string(),
  machineCode: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  seats: z.number(),
  projects: z.number(),
});

/** What "check now" answers: the outcome over the installed keys, each key's, and the licence's state. */
const recheckAnswer = z.object({
  outcome: z.enum(['valid', 'revoked', 'nothing']),
  results: z.array(
    z.object({
      slot: z.string(),
      keyId: z.string(),
      outcome: z.enum(['valid', 'revoked', 'unreachable']),
    }),
  ),
  info: licenceInfoAnswer,
});
type RecheckAnswer = z.infer<typeof recheckAnswer>;

const keyStatusBody = z.object({ keyId: z.string().trim().min(1).max(100) });

const keyBody = z.object({
  /** The key file's content (TCL1.…); surrounding white space and line breaks are ignored. */
  key: z.string().trim().min(1).max(8192),
});

/** Why a key was refused, as a message that names the cause and the way out. */
function refusal(reason: VerifyFailure, claims: LicenceClaims | null, ours: string): Bilingual {
  switch (reason) {
    case 'malformed':
      return LICENCE_MSG.malformed;
    case 'tampered':
      return LICENCE_MSG.tampered;
    case 'otherMachine':
      return fill(LICENCE_MSG.otherMachine, { theirs: claims?.machineCode ?? '?', ours });
    case 'expired':
      return fill(LICENCE_MSG.keyExpired, { date: licenceDate(claims?.expiresAt ?? new Date()) });
  }
}

/** A key that verifies for this machine, or the 400 that says why not. */
async function verifiedClaims(db: Db, cfg: LicenceConfig, key: string): Promise<LicenceClaims> {
  const r = await checkKey(db, cfg, key.replace(/\s+/g, ''));
  if (r.ok) {
    if (await keyRevoked(db, cfg, r.claims.keyId))
      throw new AppError(400, fill(LICENCE_MSG.revoked, { keyId: r.claims.keyId }), {
        data: { reason: 'revoked', keyId: r.claims.keyId },
      });
    return r.claims;
  }
  const ours = await currentMachineCode(db);
  throw new AppError(400, refusal(r.reason, r.claims, ours), {
    data: { reason: r.reason, machineCode: ours, keyMachineCode: r.claims?.machineCode ?? null },
  });
}

/** Installing and checking the licence are the system administrator's (as the licence settings are). */
async function requireSystemAdmin(db: Db, req: FastifyRequest) {
  const a = requireAuth(req);
  const [u] = await db.select({ admin: users.isSystemAdmin }).from(users).where(eq(users.id, a.userId));
  if (u?.admin !== true) throw forbidden(LICENCE_MSG.systemAdminOnly);
  return a;
}

/**
 * The customer side of licensing (docs/reference.md#api "/verification/*", by default on this server): the
 * machine code, checking and installing a key, and the licence's state. Installing is for the system
 * administrator; reading the state and the machine code for anyone signed in (the blocked page tells
 * people to ask for a key; the machine code is no secret).
 */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['verification'];
  scheduleLicenceRecheck(app);

  app.post(
    '/verification/generateMachineCode',
    {
      schema: {
        tags,
        summary: 'This installation’s machine code (stable across restarts; one line)',
        response: answers(z.object({ machineCode: z.string() })),
      },
      config: { access: access.user },
    },
    async () => ok({ machineCode: await currentMachineCode(app.db) }),
  );

  app.post(
    '/verification/verifyKey',
    {
      schema: {
        tags,
        summary: 'Check a licence key for this machine without installing it (400 says why it is refused)',
        body: keyBody,
        response: answers(z.object({ valid: z.boolean(), claims: claimsAnswer })),
      },
      config: { access: access.user },
    },
    async (req) => ok({ valid: true, claims: await verifiedClaims(app.db, app.config, req.body.key) }),
  );

  app.post(
    '/verification/verify',
    {
      schema: {
        tags,
        summary: 'Install a licence key (system administrator); replaces the key of the same kind',
        body: keyBody,
        response: answers(licenceInfoAnswer),
      },
      config: { access: access.user },
    },
    async (req) => {
      const a = await requireSystemAdmin(app.db, req);
      const claims = await verifiedClaims(app.db, app.config, req.body.key);
      await installKey(app.db, req.body.key.replace(/\s+/g, ''), claims, a.userId);
      return okWith(req, await licenceInfo(app.db, app.config, claims.edition), LICENCE_MSG.installed);
    },
  );

  // The verify host's side of revocation: a customer server with VERIFY_URL pointing here asks whether a
  // key's record was revoked. Public (the customer server has no account here); it answers one boolean
  // for an unguessable record id and nothing else about the record.
  app.post(
    '/verification/keyStatus',
    {
      schema: {
        tags,
        summary: 'Verify host: whether the vendor revoked the key of this record id',
        body: keyStatusBody,
        response: answers(z.object({ keyId: z.string(), revoked: z.boolean() })),
      },
      config: { access: access.public },
    },
    async (req) => ok({ keyId: req.body.keyId, revoked: await keyIdRevoked(app.db, req.body.keyId) }),
  );

  // "Check now": the re-check the server runs 30 s after start and every 6 hours (recheck.ts), at once.
  app.post(
    '/verification/recheck',
    {
      schema: {
        tags,
        summary:
          'Ask the verify host now whether the installed keys were revoked (system administrator); answers the state',
        response: answers(recheckAnswer),
      },
      config: { access: access.user },
    },
    async (req) => {
      await requireSystemAdmin(app.db, req);
      const results = await recheckInstalledKeys(app.db, app.config);
      const info = await licenceInfo(app.db, app.config, 'private');
      if (results.some((r) => r.outcome === 'unreachable')) {
        const host = app.config.verifyUrl ? new URL(verifyBase(app.config.verifyUrl)).host : 'localhost';
        throw new AppError(502, fill(LICENCE_MSG.recheckUnreachable, { host }), {
          data: { reason: 'unreachable', host, info },
        });
      }
      const outcome: RecheckAnswer['outcome'] =
        results.length === 0 ? 'nothing' : results.some((r) => r.outcome === 'revoked') ? 'revoked' : 'valid';
      const text = {
        valid: LICENCE_MSG.recheckValid,
        revoked: LICENCE_MSG.recheckRevoked,
        nothing: LICENCE_MSG.recheckNothing,
      }[outcome];
      return okWith(req, { outcome, results, info } satisfies RecheckAnswer, text);
    },
  );

  app.post(
    '/verification/getInfo',
    {
      schema: {
        tags,
        summary: 'The installation licence: state, expiry, limits and their use',
        response: answers(licenceInfoAnswer),
      },
      config: { access: access.user },
    },
    async () => ok(await licenceInfo(app.db, app.config, 'private')),
  );

  app.post(
    '/verification/getInfoEnvironment',
    {
      schema: {
        tags,
        summary: 'The environment licence (an extra test/pre environment): state and expiry',
        response: answers(licenceInfoAnswer),
      },
      config: { access: access.user },
    },
    async () => ok(await licenceInfo(app.db, app.config, 'environment')),
  );
};
