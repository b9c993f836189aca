import { DEFAULT_FILTER_LIMITS, MAX_INPUT_DEPTH } from './constants.js';
import { formatBytes, jsonDepthExceeds, utf8LengthExceeds } from './json.js';
import type { FilterError, FilterLimits, FilterVars } from './types.js';

export type ResolvedLimits = Required<FilterLimits>;

const LIMIT_KEYS = ['timeoutMs', 'memoryBytes', 'maxInputBytes', 'maxOutputBytes'] as const;

/** Fill in defaults; a limit that is set must be a positive finite number (else RangeError). */
export function resolveLimits(options: FilterLimits = {}): ResolvedLimits {
  const limits: ResolvedLimits = { ...DEFAULT_FILTER_LIMITS };
  for (const key of LIMIT_KEYS) {
    const value: unknown = options[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new RangeError(`sandbox option ${key} must be a positive finite number`);
    }
    limits[key] = value;
  }
  return limits;
}

function toJson(value: unknown, what: string): string | FilterError {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { code: 'input-not-json', message: `${what} cannot be written as JSON: ${reason}` };
  }
  if (json === undefined)
    return { code: 'input-not-json', message: `${what} is a ${typeof value}, not JSON` };
  return json;
}

export interface EncodedInput {
  input: string;
  vars: string;
}

/**
 * Serialise the data and vars for the VM and enforce the input caps before any VM exists.
 * `undefined` data is sent as null.
 */
export function encodeInput(
  data: unknown,
  vars: FilterVars | undefined,
  limits: ResolvedLimits,
): EncodedInput | FilterError {
  const input = toJson(data === undefined ? null : data, 'the data');
  if (typeof input !== 'string') return input;
  const varsJson = toJson(vars ?? {}, 'the variables');
  if (typeof varsJson !== 'string') return varsJson;
  if (utf8LengthExceeds(input + varsJson, limits.maxInputBytes)) {
    return {
      code: 'input-too-large',
      message: `the input is larger than the ${formatBytes(limits.maxInputBytes)} limit`,
    };
  }
  if (jsonDepthExceeds(input, MAX_INPUT_DEPTH) || jsonDepthExceeds(varsJson, MAX_INPUT_DEPTH)) {
    return {
      code: 'input-too-large',
      message: `the input is nested more than ${MAX_INPUT_DEPTH} levels deep`,
    };
  }
  return { input, vars: varsJson };
}
