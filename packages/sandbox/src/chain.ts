import { DEFAULT_FILTER_LIMITS, DELETED_FILTER_CODE } from './constants.js';
import { runFilter } from './runFilter.js';
import type { FilterChainResult, FilterRef, FilterVars, RunFilterChainOptions } from './types.js';

/** The code a filter runs: its own, or the placeholder when its code was deleted. */
export function resolveFilterCode(code: string | null | undefined): string {
  return typeof code === 'string' && code.trim() !== '' ? code : DELETED_FILTER_CODE;
}

/**
 * Apply filters in order, each in its own fresh sandbox, feeding each one's output to the next.
 * Stops at the first failure and reports which filter failed. With `filterOn: false` (or no
 * filters) the data passes through untouched.
 */
export async function runFilterChain(
  filters: readonly FilterRef[],
  data: unknown,
  vars?: FilterVars,
  options: RunFilterChainOptions = {},
): Promise<FilterChainResult> {
  const { filterOn = true, budgetMs, runner = runFilter, ...limits } = options;
  if (!filterOn || filters.length === 0) return { ok: true, data, ms: 0, applied: [] };
  const applied: (string | number)[] = [];
  const logs: string[] = [];
  const started = performance.now();
  let current = data;
  let ms = 0;
  for (const [index, filter] of filters.entries()) {
    const timeoutMs = deadlineWithin(limits.timeoutMs, budgetMs, started);
    if (timeoutMs <= 0) {
      const error = {
        code: 'timeout' as const,
        message: `the filters of this request ran longer than the ${budgetMs} ms budget`,
      };
      const failed = { ok: false as const, filterId: filter.id, index, error };
      return logs.length > 0 ? { ...failed, logs } : failed;
    }
    const result = await runner(resolveFilterCode(filter.code), current, { ...limits, timeoutMs, vars });
    if (result.logs !== undefined) logs.push(...result.logs);
    if (!result.ok) {
      const failed = { ok: false as const, filterId: filter.id, index, error: result.error };
      return logs.length > 0 ? { ...failed, logs } : failed;
    }
    applied.push(filter.id);
    current = result.data;
    ms += result.ms;
  }
  const done = { ok: true as const, data: current, ms: Math.round(ms * 100) / 100, applied };
  return logs.length > 0 ? { ...done, logs } : done;
}

/** One filter's deadline: its own limit, cut to what is left of the chain's budget (0: none left). */
function deadlineWithin(own: number | undefined, budgetMs: number | undefined, started: number): number {
  const limit = own ?? DEFAULT_FILTER_LIMITS.timeoutMs;
  if (budgetMs === undefined) return limit;
  return Math.min(limit, Math.floor(budgetMs - (performance.now() - started)));
}
