/** Most items in one call (the server's cap) and how long a call waits for others to join it. */
export const MAX_BATCH = 200;
const BATCH_WAIT_MS = 8;

/** One line of a batch answer (server http/batchLines.ts): the item's index, its code, and its fields or message. */
export interface BatchLine {
  i: number;
  code: string;
  msg?: string;
  data?: unknown;
  meta?: unknown;
}

export function isBatchLine(v: unknown): v is BatchLine {
  const line = v as Partial<BatchLine> | null;
  return typeof line?.i === 'number' && typeof line.code === 'string';
}

/**
 * Calls made within a few milliseconds go to the server as one: a wall of charts refreshing every second
 * would otherwise queue behind the browser's six connections per host. `send` hands each item's answer to
 * `deliver` as it arrives (the server streams them as they finish, so a slow source holds back no other
 * chart) and resolves with the answer for any item it did not deliver; a call that fails rejects the
 * callers still waiting.
 */
export function batcher<I, A>(
  send: (items: I[], deliver: (index: number, answer: A) => void) => Promise<A>,
): (item: I) => Promise<A> {
  let queue: { item: I; resolve: (a: A) => void; reject: (e: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const sent = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    if (queue.length > 0) timer = setTimeout(flush, 0);
    const waiting = new Set(sent.keys());
    const deliver = (i: number, answer: A) => {
      if (waiting.delete(i)) sent[i]!.resolve(answer);
    };
    send(
      sent.map((p) => p.item),
      deliver,
    ).then(
      (rest) => waiting.forEach((i) => sent[i]!.resolve(rest)),
      (e: unknown) => waiting.forEach((i) => sent[i]!.reject(e)),
    );
  };
  return (item) =>
    new Promise<A>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (queue.length >= MAX_BATCH) flush();
      else timer ??= setTimeout(flush, BATCH_WAIT_MS);
    });
}
