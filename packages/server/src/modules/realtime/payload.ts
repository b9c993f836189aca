import { AppError } from '../../http/errors.js';
import { MESSAGES } from '../../http/messages.js';
import { MAX_SELECTION, type Ack } from './protocol.js';

/** Reading what a client sent over the socket (never trusted: cut to size, wrong types dropped), and the ack of a refusal. */

/** The acknowledgement of a refused message: an AppError's code and bilingual text, anything else a 500. */
export const failure = (err: unknown): Ack => {
  if (err instanceof AppError) return { ok: false, code: err.code, msg: err.text };
  return { ok: false, code: '500', msg: MESSAGES.internal };
};

export const str = (v: unknown, max = 64): string => (typeof v === 'string' ? v.slice(0, max) : '');

export function selectionOf(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  return v.filter((id): id is string => typeof id === 'string' && id.length <= 64).slice(0, MAX_SELECTION);
}
