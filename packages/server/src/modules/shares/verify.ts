import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../../http/errors.js';
import { checkedShare, type viewableShare } from './service.js';
import {
  CLOCK_WINDOW_MS,
  MemoryNonceStore,
  NONCE_TTL_MS,
  RedisNonceStore,
  ShareSigner,
  canonicalRequest,
  signMatches,
  type NonceStore,
} from './signing.js';
import { SHARE_MSG } from './texts.js';

/**
 * THE check of a signed share request (docs/reference.md#workspace, docs/reference.md#api), for every route a share page calls: share
 * token of this share and its current version, timestamp within the window, signature over method, path,
 * timestamp, nonce and the body exactly as sent, and a nonce never seen before.
 *
 * Use from any plugin (routes of other areas authorised by a share session too):
 *
 *   const verifier = shareVerifier(app);        // once, in the plugin: keeps raw JSON bodies of its scope
 *   const share = await verifier.verify(req, req.params.sid);   // in the handler; throws 401/404
 *   // share.groupId / share.projectId: the ONLY project this request may read.
 *
 * Signatures bind the path, so a nonce store per plugin is enough (a request replayed to another path
 * fails its signature before its nonce is looked at).
 */

/** What a verified request may read: the share row (its group and project). */
export type VerifiedShare = Awaited<ReturnType<typeof viewableShare>>;

export interface ShareVerifier {
  /** The share a signed request may read; throws 404 (no such live share) or 401 (session/signature). */
  verify(req: FastifyRequest, sid: string): Promise<VerifiedShare>;
  /** Issues and checks share tokens (the session route hands them out). */
  readonly signer: ShareSigner;
}

const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
const TIMESTAMP = /^\d{10,16}$/;

/**
 * Replaces the JSON body parser of the plugin scope `app` with one that also keeps the raw text (the
 * signature covers the body exactly as sent). Answers the lookup of a request's raw body.
 */
export function keepRawJsonBodies(app: FastifyInstance): (req: FastifyRequest) => string {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  // Fastify's own JSON parser (secure-json-parse): __proto__ and constructor.prototype keys are refused
  // here as on every other route, so keeping the raw text does not weaken the parsing.
  const secureParse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(req, text);
    // Callback style: the outcome arrives through done; the typed return (void | Promise) is never a promise here.
    void secureParse(req, text, (err, value) =>
      err ? done(new AppError(400, 'badRequest'), undefined) : done(null, value),
    );
  });
  return (req) => rawBodies.get(req) ?? '';
}

/** The nonce store of one plugin: Redis when configured (several processes), else in memory. */
function nonceStore(app: FastifyInstance): NonceStore {
  if (!app.config.redisUrl) return new MemoryNonceStore();
  const redis = new Redis(app.config.redisUrl, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Outages are reported by the app's own Redis client; the store falls back meanwhile.
  redis.on('error', () => undefined);
  app.addHook('onClose', async () => redis.disconnect());
  return new RedisNonceStore(redis);
}

/** Checks a signed request against a share; exported for callers that keep raw bodies their own way. */
export async function verifySignedShare(
  deps: { app: FastifyInstance; signer: ShareSigner; nonces: NonceStore },
  req: FastifyRequest,
  sid: string,
  rawBody: string,
): Promise<VerifiedShare> {
  const share = await checkedShare(deps.app.db, sid);
  const h = (name: string) => {
    const v = req.headers[name];
    return typeof v === 'string' ? v : '';
  };
  const token = h('share-token');
  const claims = token ? deps.signer.verify(token) : null;
  if (!claims || claims.s !== share.id || claims.v !== share.version)
    throw new AppError(401, SHARE_MSG.sessionInvalid, { data: { needSession: true } });
  const ts = h('timestamp');
  if (!TIMESTAMP.test(ts) || Math.abs(Number(ts) - Date.now()) > CLOCK_WINDOW_MS)
    throw new AppError(401, SHARE_MSG.timestampInvalid, { data: { serverTime: Date.now() } });
  const nonce = h('nonce');
  const sign = h('sign');
  const path = req.url.split('?')[0] ?? '';
  const canonical = canonicalRequest(req.method, path, ts, nonce, rawBody);
  if (!NONCE.test(nonce) || !sign || !signMatches(deps.signer.signKeyOf(token), canonical, sign))
    throw new AppError(401, SHARE_MSG.signInvalid);
  // Claimed only after the signature holds, so nobody can burn nonces of someone else's session.
  if (!(await deps.nonces.claim(`${share.id}:${nonce}`, NONCE_TTL_MS)))
    throw new AppError(401, SHARE_MSG.replayed);
  return share;
}

/** A verifier for the routes of one plugin scope (see the comment at the top). */
export function shareVerifier(app: FastifyInstance): ShareVerifier {
  const signer = new ShareSigner(app.config.secret);
  const nonces = nonceStore(app);
  const rawBody = keepRawJsonBodies(app);
  return {
    signer,
    verify: (req, sid) => verifySignedShare({ app, signer, nonces }, req, sid, rawBody(req)),
  };
}
