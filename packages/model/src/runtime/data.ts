import { CACHE_STALE_MS, COMPONENT_STATE_THROTTLE_MS, WARNING_REFRESH_MS } from '../constants.js';
import { isEmptyValue } from '../conditions/operators.js';
import type { RuntimeFlags, UpdateMethod } from '../types/component2d.js';

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
