import { nextRefreshDelayMs } from '@twincanvas/model';

/**
 * One clock for every auto-refreshing source of the page. Each source refreshes at its own fixed point of
 * its interval on the wall clock (`nextRefreshDelayMs`), so a wall of charts loaded together does not
 * refresh in one burst, and every viewer of one chart asks at about the same moment (the server's fan-out
 * then calls the source once for all of them). The points are re-read from the wall clock at every
 * refresh, so a busy moment that delays some refreshes never leaves them bunched afterwards (a plain
 * interval per source keeps whatever bunching its first, late, run had).
 */

/** How often the clock looks for due refreshes: a refresh falls at most this late after its point. */
const TICK_MS = 50;

interface Entry {
  id: string;
  every: number;
  due: number;
  run: () => void;
}

const entries = new Set<Entry>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  const now = Date.now();
  for (const e of entries)
    if (now >= e.due) {
      e.due = now + nextRefreshDelayMs(e.id, e.every, now);
      e.run();
    }
}

/** Runs `run` every `every` ms at the component's point of the interval; answers the stop. */
export function onRefreshClock(componentId: string, every: number, run: () => void): () => void {
  const now = Date.now();
  const entry: Entry = { id: componentId, every, run, due: now + nextRefreshDelayMs(componentId, every, now) };
  entries.add(entry);
  timer ??= setInterval(tick, TICK_MS);
  return () => {
    entries.delete(entry);
    if (entries.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
