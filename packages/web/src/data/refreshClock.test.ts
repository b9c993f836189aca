import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextRefreshDelayMs } from '@twincanvas/model';
import { ANIMATED_REFRESHES_PER_S, onRefreshClock, refreshesTooBusyToAnimate } from './refreshClock';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

/** The component's point of a 1 s interval on the wall clock. */
const pointOf = (id: string) => nextRefreshDelayMs(id, 1000, 0) % 1000;

describe('the refresh clock', () => {
  it('runs every source once an interval at its own point, on one timer, stopped with the last source', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `Elive${i}`);
    const runs = new Map<string, number[]>(ids.map((id) => [id, []]));
    // Counted by the calls, not by vi.getTimerCount(): a test file shares its worker with others, whose
    // left-over work (an animation's timeout) may set timers of its own while this one runs.
    const started = vi.spyOn(globalThis, 'setInterval');
    const stopped = vi.spyOn(globalThis, 'clearInterval');
    const stops = ids.map((id) => onRefreshClock(id, 1000, () => runs.get(id)!.push(Date.now())));
    expect(started).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    for (const id of ids) {
      const at = runs.get(id)!;
      expect(at.length, id).toBeGreaterThanOrEqual(9);
      expect(at.length, id).toBeLessThanOrEqual(10);
      for (const t of at) expect((t - pointOf(id) + 1000) % 1000, id).toBeLessThan(60);
    }
    expect(stopped).not.toHaveBeenCalled();
    for (const stop of stops) stop();
    expect(stopped).toHaveBeenCalledExactlyOnceWith(started.mock.results[0]!.value);
  });

  it('a busy moment that delays every refresh leaves them at their own points again afterwards', async () => {
    const ids = ['Ea', 'Eb', 'Ec', 'Ed'];
    const runs = new Map<string, number[]>(ids.map((id) => [id, []]));
    const stops = ids.map((id) => onRefreshClock(id, 1000, () => runs.get(id)!.push(Date.now())));
    await vi.advanceTimersByTimeAsync(2000);
    // The page is busy for 1.7 s: no timer runs, then all due ones run late, together.
    vi.setSystemTime(Date.now() + 1700);
    await vi.advanceTimersByTimeAsync(3000);
    for (const id of ids) {
      const last = runs.get(id)!.slice(-2);
      for (const t of last) expect((t - pointOf(id) + 1000) % 1000, id).toBeLessThan(60);
    }
    for (const stop of stops) stop();
  });

  it('tells charts to drop update animations while the page refreshes more often than they can be drawn', () => {
    // At 1 s each, the line is crossed by the source after the limit, and back below it when one stops.
    const stops = Array.from({ length: ANIMATED_REFRESHES_PER_S }, (_, i) =>
      onRefreshClock(`Ewall${i}`, 1000, () => undefined),
    );
    expect(refreshesTooBusyToAnimate()).toBe(false);
    const slow = onRefreshClock('Eslow', 10_000, () => undefined);
    expect(refreshesTooBusyToAnimate()).toBe(true);
    slow();
    expect(refreshesTooBusyToAnimate()).toBe(false);
    stops.push(onRefreshClock('Eone-more', 1000, () => undefined));
    expect(refreshesTooBusyToAnimate()).toBe(true);
    // Stopping twice counts once.
    const last = stops.pop()!;
    last();
    last();
    expect(refreshesTooBusyToAnimate()).toBe(false);
    for (const stop of stops) stop();
    expect(refreshesTooBusyToAnimate()).toBe(false);
  });
});
