import { runFilter } from './runFilter.js';
import type { FilterLimits, FilterResult, FilterVars } from './types.js';

/**
 * Message protocol for running filters in a Web Worker. The worker entry (in the web app) wraps it:
 *
 *   self.onmessage = async (event) => self.postMessage(await handleSandboxMessage(event.data));
 *
 * Nothing here imports Node-only modules.
 */
export type SandboxRequestId = string | number;

export interface SandboxRequest {
  id: SandboxRequestId;
  /** Filter code: the body of a function `(data, vars) => newData`. */
  code: string;
  data: unknown;
  vars?: FilterVars;
  options?: FilterLimits;
}

export interface SandboxReply {
  /** The request's id, or null when the message was not a request at all. */
  id: SandboxRequestId | null;
  result: FilterResult;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refuse(id: SandboxRequestId | null, message: string): SandboxReply {
  return { id, result: { ok: false, error: { code: 'runtime', message } } };
}

/** Run the filter a message asks for. Never rejects: every problem comes back as a failed result. */
export async function handleSandboxMessage(message: unknown): Promise<SandboxReply> {
  if (!isRecord(message)) return refuse(null, 'malformed sandbox request');
  const { id, code, data, vars, options } = message;
  if (typeof id !== 'string' && typeof id !== 'number') return refuse(null, 'sandbox request without an id');
  if (typeof code !== 'string') return refuse(id, 'sandbox request without filter code');
  if (vars !== undefined && !isRecord(vars)) return refuse(id, 'sandbox request vars must be an object');
  if (options !== undefined && !isRecord(options))
    return refuse(id, 'sandbox request options must be an object');
  const { timeoutMs, memoryBytes, maxInputBytes, maxOutputBytes } = (options ?? {}) as FilterLimits;
  try {
    const result = await runFilter(code, data, {
      timeoutMs,
      memoryBytes,
      maxInputBytes,
      maxOutputBytes,
      vars,
    });
    return { id, result };
  } catch (error) {
    return refuse(id, error instanceof Error ? error.message : String(error));
  }
}
