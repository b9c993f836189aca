import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.js';
import { spliceJson } from '../lib/jsonText.js';
import { AppError, codeForStatus } from './errors.js';
import { isCallerGone } from './logging.js';
import { MESSAGES, langOf, type Bilingual, type MessageKey } from './messages.js';

/** Every API answer: `{code, msg, data}` with code '0' for success (ARCHITECTURE section 7). */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: '0', msg, data };
}

/**
 * Sends an answer whose data may hold a source's JSON bytes (lib/jsonText.ts) as they came: the same
 * bytes Fastify's JSON.stringify would send, without parsing and writing that data again.
 */
export function sendJson(reply: FastifyReply, answer: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(spliceJson(answer));
}

/** Most items in one batch call (many components' data, many mappings); the body limit caps their size. */
export const MAX_BATCH_ITEMS = 200;

/** Success with a message in the caller's language (e.g. 'invited' / 'added', docs/reference.md#errors). */
export function okWith<T>(req: FastifyRequest, data: T, text: Bilingual | MessageKey): Envelope<T> {
  return ok(data, pick(req, typeof text === 'string' ? MESSAGES[text] : text));
}

function pick(req: FastifyRequest, text: Bilingual): string {
  return text[langOf(req.headers['accept-language'])];
}

/** Registers the error and not-found handlers that turn anything thrown into the envelope. */
export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (!req.raw.complete && !smallBody(req)) void reply.header('connection', 'close');
    if (err instanceof AppError) {
      return send(reply, err.status, err.code, pick(req, err.text), err.data);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const problems = err.validation.map((v) => ({
        path: `${err.validationContext ?? 'body'}${v.instancePath.replace(/\//g, '.')}`,
        message: v.message ?? 'invalid',
      }));
      const detail = problems.map((p) => `${p.path}: ${p.message}`).join('; ');
      const text = {
        zh: `${MESSAGES.badRequest.zh}：${detail}`,
        en: `${MESSAGES.badRequest.en}: ${detail}`,
      };
      return send(reply, 400, '400', pick(req, text), { problems });
    }
    if (isCallerGone(err)) {
      // The caller closed the connection before a streamed answer's first bytes (a page closed while its
      // batch was still waiting on sources): nobody is left to answer and nothing went wrong here.
      req.log.info('the caller left before the answer began');
      reply.hijack();
      reply.raw.destroy();
      return;
    }
    const sysCode = (err as { code?: unknown }).code;
    if (sysCode === 'ENOSPC' || sysCode === 'EDQUOT') {
      req.log.error({ err: err.message }, 'storage full');
      return send(reply, 507, '507', pick(req, MESSAGES.storageFull), null);
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: err.message }, 'database unavailable');
      void reply.header('retry-after', '2');
      return send(reply, 503, codeForStatus(503), pick(req, MESSAGES.databaseUnavailable), null);
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    const text =
      status === 413
        ? MESSAGES.tooLarge
        : status === 429
          ? MESSAGES.tooManyRequests
          : status >= 500
            ? MESSAGES.internal
            : {
                zh: `${MESSAGES.badRequest.zh}：${err.message}`,
                en: `${MESSAGES.badRequest.en}: ${err.message}`,
              };
    return send(reply, status, codeForStatus(status), pick(req, text), null);
  });
}

/**
 * Refused before the whole body arrived (an early size check, a bad token, a database outage met by the
 * access check). Node reads and drops a small rest once the answer ends, so the connection stays open:
 * closing a socket while its peer still sends makes the kernel reset it, and the reset can reach the
 * client before the answer does ("fetch failed" instead of a 503 to retry). A large or unknown-length
 * rest is not worth reading: that connection is closed after the answer.
 */
export const SMALL_BODY_BYTES = 64 * 1024;
function smallBody(req: FastifyRequest): boolean {
  const length = Number(req.headers['content-length'] ?? Number.NaN);
  return Number.isInteger(length) && length >= 0 && length <= SMALL_BODY_BYTES;
}

function send(reply: FastifyReply, status: number, code: string, msg: string, data: unknown) {
  return reply.status(status).send({ code, msg, data } satisfies Envelope<unknown>);
}

export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, '404', pick(req, MESSAGES.routeNotFound), null);
}
