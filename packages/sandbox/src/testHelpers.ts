import { expect } from 'vitest';
import type { FilterError, FilterErrorCode, FilterResult } from './types.js';

/** Assert a successful run and return its data. */
export function okData(result: FilterResult): unknown {
  if (!result.ok) expect.fail(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result.data;
}

/** Assert a failed run with the given code and return the error. */
export function failure(result: FilterResult, code: FilterErrorCode): FilterError {
  if (result.ok) expect.fail(`expected ${code}, got success with ${JSON.stringify(result.data)}`);
  expect(result.error.code, result.error.message).toBe(code);
  return result.error;
}
