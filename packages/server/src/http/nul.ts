import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/**
 * PostgreSQL cannot store the NUL character, nor half of a UTF-16 surrogate pair, in text or jsonb: a name
 * or a document holding "\u0000" or a lone "\ud800" made the database throw and the request answer 500
 * (found by the fuzzing, fuzz/api.fuzz.test.ts and fuzz/save.fuzz.test.ts). Refusing such text at the
 * door answers a clear 400 before anything runs, for every route at once.
 */
const NUL_MESSAGE = {
  zh: '请求中包含无法保存的字符（空字符 \\u0000 或不成对的代理字符），未做任何修改',
  en: 'The request contains characters that cannot be stored (NUL \\u0000 or an unpaired surrogate); nothing changed',
};

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/**
 * Depth-first search for a string holding unstorable text, in the keys and values of parsed JSON (plain
 * objects and arrays); bounded by the body size limit. Anything else is skipped: a streamed upload's body
 * is a stream whose properties lead around in circles, and walking it grew this search's stack until V8
 * aborted the whole process.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (unstorable(v)) return true;
    } else if (v !== null && typeof v === 'object' && !seen.has(v)) {
      seen.add(v);
      if (Array.isArray(v)) {
        for (const item of v) stack.push(item);
        continue;
      }
      const proto: unknown = Object.getPrototypeOf(v);
      // Streams, buffers and other class instances are not text the database stores as such.
      if (proto !== Object.prototype && proto !== null) continue;
      for (const [k, item] of Object.entries(v)) {
        if (unstorable(k)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (containsNul(req.body) || containsNul(req.query) || containsNul(req.params))
      throw badRequest(NUL_MESSAGE);
  });
}
