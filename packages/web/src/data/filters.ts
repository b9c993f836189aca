import type { FilterChainResult, FilterRef } from '@twincanvas/sandbox';

/**
 * Filters in the browser run in one shared Web Worker (./filterWorker.ts) holding the QuickJS sandbox.
 * The sandbox stops a run at its own deadline (1 s per filter); this side adds a watchdog for a worker
 * that stops answering altogether (terminated and replaced), and refuses cleanly where Worker is missing.
 */
const WATCHDOG_MS = 15_000;

type Pending = { resolve: (r: FilterChainResult) => void; timer: ReturnType<typeof setTimeout> };

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

const failure = (message: string): FilterChainResult => ({
  ok: false,
  filterId: '',
  index: 0,
  error: { code: 'runtime', message },
});

function dropWorker(reason: string): void {
  worker?.terminate();
  worker = null;
  for (const [id, p] of pending) {
    clearTimeout(p.timer);
    p.resolve(failure(reason));
    pending.delete(id);
  }
}

function ensureWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined') return null;
  worker = new Worker(new URL('./filterWorker.ts', import.meta.url), { type: 'module', name: 'tc-filters' });
  worker.onmessage = (event: MessageEvent<{ id: number; result: FilterChainResult }>) => {
    const p = pending.get(event.data.id);
    if (!p) return;
    clearTimeout(p.timer);
    pending.delete(event.data.id);
    p.resolve(event.data.result);
  };
  worker.onerror = (event) => dropWorker(`filter worker failed: ${event.message || 'load error'}`);
  return worker;
}

/** Runs a filter chain in the worker. Never rejects: problems come back as a failed result. */
export function runFiltersInWorker(
  chain: readonly FilterRef[],
  data: unknown,
  vars: Record<string, unknown> = {},
  filterOn = true,
): Promise<FilterChainResult> {
  if (!filterOn || chain.length === 0) return Promise.resolve({ ok: true, data, ms: 0, applied: [] });
  const w = ensureWorker();
  if (!w) return Promise.resolve(failure('Web Worker is not available in this browser'));
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => dropWorker('filter worker did not answer in time'), WATCHDOG_MS);
    pending.set(id, { resolve, timer });
    try {
      w.postMessage({
        id,
        chain: chain.map((f) => ({ id: f.id, code: f.code ?? null })),
        data,
        vars,
        filterOn,
      });
    } catch (error) {
      // Data that cannot be cloned (functions, cyclic DOM objects) never reaches the worker.
      clearTimeout(timer);
      pending.delete(id);
      resolve(failure(`filter input cannot be sent: ${String(error)}`));
    }
  });
}

/** Stops the worker (tests, and the viewer when it unmounts). */
export function stopFilterWorker(): void {
  dropWorker('stopped');
}
