import {
  AUTO_REQUEST_DEFAULT_INTERVAL,
  CACHE_STALE_MS,
  COMPONENT_STATE_THROTTLE_MS,
  WARNING_REFRESH_MS,
} from '../constants.js';
import { isEmptyValue } from '../conditions/operators.js';
import type { RuntimeFlags, UpdateMethod } from '../types/component2d.js';
import type { DataSourceConfig } from '../types/data.js';

export const UPDATE_METHODS: readonly UpdateMethod[] = ['api', 'websocket', 'event', 'dynamic'];

function isEmptyResult(data: unknown): boolean {
  if (isEmptyValue(data)) return true;
  return typeof data === 'object' && data !== null && !Array.isArray(data) && Object.keys(data).length === 0;
}

/**
 * Flags after a data result: _updateTime and _updateMethod always, _mistakeResult when the data is
 * empty, _dataInit from the first result on.
 */
export function applyDataResult<T extends RuntimeFlags>(
  component: T,
  data: unknown,
  method: UpdateMethod,
  now: number,
): T {
  return {
    ...component,
    _updateTime: now,
    _updateMethod: method,
    _mistakeResult: isEmptyResult(data),
    _dataInit: true,
  };
}

/** Whether a missing result should refresh the stored view-warning time: none stored, or older than 180000 ms. */
export function shouldRefreshWarning(now: number, stored: number | null | undefined): boolean {
  return stored === null || stored === undefined || now - stored > WARNING_REFRESH_MS;
}

/** Whether a throttled component-state update may run again (600 ms since the last one by default). */
export function throttleElapsed(
  now: number,
  last: number | null | undefined,
  interval: number = COMPONENT_STATE_THROTTLE_MS,
): boolean {
  return last === null || last === undefined || now - last >= interval;
}

/** Whether a cached request entry is still fresh (younger than the stale time, 300000 ms by default). */
export function isCacheFresh(now: number, lastTime: number, staleTime: number = CACHE_STALE_MS): boolean {
  return now - lastTime < staleTime;
}

/** Auto-refresh interval of a request in ms, or 0 when off; the interval is in seconds, default 10. */
export function refreshIntervalMs(rs: DataSourceConfig | undefined): number {
  if (!rs || rs.enable !== true) return 0;
  const s = Number(rs.interval ?? AUTO_REQUEST_DEFAULT_INTERVAL);
  return Math.max(1, Number.isFinite(s) && s > 0 ? s : AUTO_REQUEST_DEFAULT_INTERVAL) * 1000;
}

/**
 * The wait before a component's next refresh. Each component refreshes at its own point of the interval,
 * fixed on the wall clock (a hash of its id): a wall of charts loaded together would otherwise refresh in
 * one burst every interval (one batch of 200 sources, 200 charts drawn in one go, every chart waiting for
 * the slowest), while viewers of one chart on other screens still refresh together, so the server's
 * fan-out calls its source once for all of them.
 */
export function nextRefreshDelayMs(componentId: string, every: number, now: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < componentId.length; i += 1)
    hash = Math.imul(hash ^ componentId.charCodeAt(i), 0x01000193) >>> 0;
  const phase = hash % every;
  const delay = (((phase - now) % every) + every) % every;
  // A timer that fired a little early must not refresh again at once.
  return delay < every / 10 ? delay + every : delay;
}

/**
 * How long a chart animates to new data: its own setting, but never more than a third of its refresh
 * interval — a wall of charts refreshing every second with two-second animations never stops drawing.
 */
export function updateAnimationMs(configured: number, rs: DataSourceConfig | undefined): number {
  const every = refreshIntervalMs(rs);
  return every === 0 ? configured : Math.min(configured, Math.round(every / 3));
}
