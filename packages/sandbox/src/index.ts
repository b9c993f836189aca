export {
  DEFAULT_FILTER_CODE,
  DEFAULT_FILTER_LIMITS,
  DEFAULT_FILTER_NAME,
  DELETED_FILTER_CODE,
  MAX_INPUT_DEPTH,
  MAX_STACK_BYTES,
} from './constants.js';
export { runFilter } from './runFilter.js';
export { resolveFilterCode, runFilterChain } from './chain.js';
export { handleSandboxMessage } from './worker.js';
export type { SandboxReply, SandboxRequest, SandboxRequestId } from './worker.js';
export { getSandboxStats } from './engine.js';
export type { SandboxStats } from './engine.js';
export type {
  FilterChainResult,
  FilterError,
  FilterErrorCode,
  FilterLimits,
  FilterRef,
  FilterResult,
  FilterVars,
  RunFilterChainOptions,
  RunFilterOptions,
} from './types.js';
