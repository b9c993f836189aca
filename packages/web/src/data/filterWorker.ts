/// <reference lib="webworker" />
import { handleSandboxMessage, runFilterChain, type FilterRef } from '@twincanvas/sandbox';

/**
 * The filter Web Worker: QuickJS (packages/sandbox) off the main thread, so a slow or hostile filter
 * never blocks the page. Two messages:
 *   { id, chain: [{id, code}], data, vars, filterOn }  → { id, result: FilterChainResult }
 *   { id, code, data, vars, options }                   → the sandbox's own protocol (one filter)
 */
declare const self: DedicatedWorkerGlobalScope;

interface ChainRequest {
  id: string | number;
  chain: FilterRef[];
  data: unknown;
  vars?: Record<string, unknown>;
  filterOn?: boolean;
}

const isChain = (m: unknown): m is ChainRequest =>
  typeof m === 'object' && m !== null && Array.isArray((m as { chain?: unknown }).chain);

self.onmessage = async (event: MessageEvent<unknown>) => {
  const message = event.data;
  if (isChain(message)) {
    try {
      const result = await runFilterChain(message.chain, message.data, message.vars ?? {}, {
        filterOn: message.filterOn !== false,
      });
      self.postMessage({ id: message.id, result });
    } catch (error) {
      self.postMessage({
        id: message.id,
        result: { ok: false, filterId: '', index: 0, error: { code: 'runtime', message: String(error) } },
      });
    }
    return;
  }
  self.postMessage(await handleSandboxMessage(message));
};
