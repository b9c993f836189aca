/** First retry delay after a stream error, and the ceiling the doubling stops at. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s, with up to 20 %
 * jitter so many screens on one stream server do not reconnect in lock-step.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const exp = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, Math.floor(attempt)));
  return Math.round(exp * (1 - 0.2 * random()));
}
