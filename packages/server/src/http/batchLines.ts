import { PassThrough, type Transform } from 'node:stream';
import { createBrotliCompress, createGzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/client.js';
import { spliceJson } from '../lib/jsonText.js';
import { ANSWER_BROTLI_QUALITY, answerEncoding } from './compressAnswers.js';
import { AppError } from './errors.js';
import { MESSAGES, langOf, type Bilingual, type Lang } from './messages.js';

/** Most items in one batch call (many components' data, many mappings); the body limit caps their size. */
export const MAX_BATCH_ITEMS = 200;

/** How long a finished item's line waits for others to go out with it. */
const LINE_GATHER_MS = 4;
const NEWLINE = Buffer.from('\n');

/**
 * Answers a batch call (many components' data in one request) as JSON lines (application/x-ndjson), one
 * per item in the order the items finish, each written as soon as its item settles: a chart whose source
 * answered at once is not held back by the slowest source of the batch. Each item answers as its single
 * call would have — its data, or its error's code and message — so one failure fails no neighbour.
 *
 * When every item is done by the first gathering (the usual case for a wall's other screens: the fan-out
 * already holds their data), the lines go as one body compressed in one call. Only an answer still waiting
 * on a source becomes a compressed stream flushed per write: a stream costs a compressor's state and a
 * thread-pool round trip per flush (about 0.8 ms per answer against 0.1 ms), which at ten viewers of a
 * 200-chart wall was a sixth of the server's time.
 */
export function sendBatchLines<T extends object>(
  req: FastifyRequest,
  reply: FastifyReply,
  works: readonly Promise<T>[],
  failed: Bilingual,
): Promise<FastifyReply> {
  const encoding = answerEncoding(req, reply);
  void reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    // Proxies that buffer answers (nginx) would hold every line until the last.
    .header('x-accel-buffering', 'no');
  let out: Transform | null = null;
  let begin: (sent: FastifyReply) => void = () => undefined;
  const begun = new Promise<FastifyReply>((resolve) => (begin = resolve));
  let left = works.length;
  let held: Buffer[] = [];
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const lines = Buffer.concat(held);
    held = [];
    if (!out) {
      // Every line at once: an ordinary answer, compressed in one call as JSON answers are.
      if (left === 0) return begin(reply.send(lines));
      out = compressor(encoding);
      if (encoding) void reply.header('content-encoding', encoding);
      begin(reply.send(out));
    }
    // The caller went away (a page closed mid-answer): the rest has nowhere to go.
    if (out.destroyed) return;
    out.write(lines);
    if (left === 0) out.end();
    else if (encoding) (out as Transform & { flush(): void }).flush();
  };
  const write = (json: Buffer) => {
    held.push(oneLine(json), NEWLINE);
    left -= 1;
    // Lines finishing within a few milliseconds go out together: the page then draws them in one pass
    // instead of one pass per line.
    if (left === 0) flush();
    else timer ??= setTimeout(flush, LINE_GATHER_MS);
  };
  const lang = langOf(req.headers['accept-language']);
  works.forEach((work, i) => {
    void settle(req, lang, work, failed).then((item) => write(spliceJson({ i, ...item })));
  });
  if (works.length === 0) flush();
  return begun;
}

function compressor(encoding: 'br' | 'gzip' | null): Transform {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } })
    : encoding === 'gzip'
      ? createGzip({ level: 1 })
      : new PassThrough();
}

/** Valid JSON has line breaks only as whitespace between tokens (a source's bytes spliced in may have some). */
function oneLine(json: Buffer): Buffer {
  if (!json.includes(0x0a) && !json.includes(0x0d)) return json;
  const copy = Buffer.from(json);
  for (let k = 0; k < copy.length; k++) if (copy[k] === 0x0a || copy[k] === 0x0d) copy[k] = 0x20;
  return copy;
}

async function settle<T extends object>(
  req: FastifyRequest,
  lang: Lang,
  work: Promise<T>,
  failed: Bilingual,
) {
  try {
    return { code: '0' as const, ...(await work) };
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, msg: e.text[lang], data: null };
    if (isDatabaseUnavailable(e)) return { code: '503', msg: MESSAGES.databaseUnavailable[lang], data: null };
    req.log.error({ err: e }, 'batch item failed');
    return { code: '500', msg: failed[lang], data: null };
  }
}
