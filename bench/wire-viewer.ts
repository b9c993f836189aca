// A viewer of a share link without a browser (not a bench itself: bench/share-data.ts uses it). A wall of
// ten screens is ten machines; ten Chromium pages on this 2-core bench machine measure the bench machine
// (each page draws every chart), not whether the server keeps up with ten viewers. So one viewer is a real
// page and the others are these: each opens its own share session and asks for every chart's data at the
// chart's own point of its interval (the page's refresh clock), in signed batch calls gathered per clock
// tick as the page gathers them, and reads each JSON-lines answer to its end.
import { nextRefreshDelayMs } from '@twincanvas/model';
import { signParts, signedHeaders, type ShareSession } from '../packages/server/src/modules/shares/testkit';

/** The page's refresh clock tick (web/src/data/refreshClock.ts) and the batch cap of the batch route. */
const TICK_MS = 50;
const MAX_BATCH = 200;

export interface WireFigures {
  calls: number;
  items: number;
  failedItems: number;
  /** Failed items by their line's code ('fetch' when the whole call failed). */
  failedCodes: Record<string, number>;
  /** From sending a batch to its last line, per call. */
  answerMs: number[];
}

export async function wireViewer(
  serverUrl: string,
  link: string,
  componentIds: string[],
  everyMs: number,
): Promise<{ reset(): void; stop(): Promise<WireFigures> }> {
  const sid = link.split('/').at(-1)!;
  const opened = await fetch(`${serverUrl}/api/project/share/v2/${sid}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const session = ((await opened.json()) as { data: ShareSession }).data;
  if (!session?.signKey) throw new Error(`no share session for ${link}`);
  const path = `/api/project/share/v2/${sid}/data/batch`;
  const fresh = (): WireFigures => ({ calls: 0, items: 0, failedItems: 0, failedCodes: {}, answerMs: [] });
  let figures = fresh();
  const start = Date.now();
  const due = new Map(componentIds.map((id) => [id, start + nextRefreshDelayMs(id, everyMs, start)]));
  const inFlight = new Set<Promise<void>>();

  async function ask(ids: string[]): Promise<void> {
    const text = JSON.stringify({ items: ids.map((componentId) => ({ componentId, vars: {} })) });
    const sent = Date.now();
    const res = await fetch(`${serverUrl}${path}`, {
      method: 'POST',
      headers: {
        ...signedHeaders(session, signParts(session, 'POST', path, text)),
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
      },
      body: text,
    });
    const lines = (await res.text()).split('\n').filter(Boolean);
    figures.calls += 1;
    figures.answerMs.push(Date.now() - sent);
    figures.items += ids.length;
    let ok = 0;
    for (const line of lines) {
      const code = String((JSON.parse(line) as { code?: string }).code);
      if (code === '0') ok += 1;
      else figures.failedCodes[code] = (figures.failedCodes[code] ?? 0) + 1;
    }
    figures.failedItems += ids.length - ok;
  }

  const timer = setInterval(() => {
    const now = Date.now();
    const ready: string[] = [];
    for (const [id, at] of due)
      if (now >= at) {
        ready.push(id);
        due.set(id, now + nextRefreshDelayMs(id, everyMs, now));
      }
    for (let i = 0; i < ready.length; i += MAX_BATCH) {
      const call = ask(ready.slice(i, i + MAX_BATCH)).catch(() => {
        const n = Math.min(MAX_BATCH, ready.length - i);
        figures.failedItems += n;
        figures.failedCodes.fetch = (figures.failedCodes.fetch ?? 0) + n;
      });
      inFlight.add(call);
      void call.finally(() => inFlight.delete(call));
    }
  }, TICK_MS);

  return {
    /** Starts counting afresh (the end of a warm-up). */
    reset() {
      figures = fresh();
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return figures;
    },
  };
}
