import { useSyncExternalStore } from 'react';
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

/**
 * Refreshes per second of the whole page above which a refresh is drawn without its update animation.
 * Each animated update redraws its chart every frame for the animation's length (up to a third of the
 * interval, `updateAnimationMs`): a wall of 200 charts refreshing every second asked for thousands of
 * chart frames a second and kept the page's one thread 95 % busy, so new data waited in its queue
 * (p95 380 ms from source to screen). Under this load the animations still play.
 */
export const ANIMATED_REFRESHES_PER_S = 40;

let load = 0;
let busy = false;
const busyListeners = new Set<() => void>();

function setLoad(delta: number): void {
  // Back to exactly 0 with the last source, so float sums never drift over days of pages coming and going.
  load = entries.size === 0 ? 0 : load + delta;
  const next = load > ANIMATED_REFRESHES_PER_S + 1e-9;
  if (next === busy) return;
  busy = next;
  for (const l of busyListeners) l();
}

/** Whether the page refreshes too often for update animations (see ANIMATED_REFRESHES_PER_S). */
export function refreshesTooBusyToAnimate(): boolean {
  return busy;
}

function subscribeBusy(listener: () => void): () => void {
  busyListeners.add(listener);
  return () => void busyListeners.delete(listener);
}

/** The same, as a hook: a chart re-renders when the page crosses the line (sources added or removed). */
export function useRefreshesTooBusyToAnimate(): boolean {
  return useSyncExternalStore(subscribeBusy, refreshesTooBusyToAnimate);
}

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
  const entry: Entry = {
    id: componentId,
    every,
    run,
    due: now + nextRefreshDelayMs(componentId, every, now),
  };
  entries.add(entry);
  setLoad(1000 / every);
  timer ??= setInterval(tick, TICK_MS);
  return () => {
    if (!entries.delete(entry)) return;
    setLoad(-1000 / every);
    if (entries.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
