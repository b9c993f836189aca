import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { runFilterChain } from './chain.js';
import { DEFAULT_FILTER_LIMITS } from './constants.js';
import { formatBytes } from './json.js';
import type {
  FilterChainResult,
  FilterRef,
  FilterResult,
  FilterVars,
  RunFilterChainOptions,
  RunFilterOptions,
} from './types.js';
import type { SandboxReply, SandboxRequest } from './worker.js';

/**
 * Filters on the server, off the main thread: a small pool of worker threads, each with its own QuickJS
 * module. The limits hold from outside the VM, whatever the filter does:
 * - CPU: QuickJS's deadline interrupts ordinary code, but some built-ins run long without checking it;
 *   a worker that has not answered `killGraceMs` after the deadline is terminated and replaced.
 * - Memory: each worker's WebAssembly memory has a maximum (engine.ts capEngineMemory) and its V8 heap
 *   has resourceLimits; a worker that dies of either is replaced, and the filter gets a memory error.
 *   A terminated worker's memory goes back to the system, so resident memory stays bounded.
 * - Waiting: at most `maxQueue` runs wait for a worker; more are refused at once.
 * The event loop serving HTTP never runs filter code. See docs/security.md.
 */
export interface FilterPoolOptions {
  size?: number;
  /** WebAssembly memory of each worker's QuickJS module. */
  maxWasmBytes?: number;
  /** V8 old-generation heap of each worker (input and output JSON live there). */
  maxHeapMb?: number;
  killGraceMs?: number;
  maxQueue?: number;
}

const MiB = 1024 * 1024;
const DEFAULTS = {
  size: Math.min(4, Math.max(2, availableParallelism())),
  maxWasmBytes: 64 * MiB,
  maxHeapMb: 128,
  killGraceMs: 500,
  maxQueue: 200,
};

/**
 * The worker's entry: the compiled .js next to this file; or, when this file runs as .ts source (tests,
 * the dev loop), a bootstrap that registers tsx in the worker and imports the .ts worker.
 */
function workerEntry(): { entry: URL | string; eval: boolean } {
  if (!import.meta.url.endsWith('.ts'))
    return { entry: new URL('./poolWorker.js', import.meta.url), eval: false };
  // The ESM build of tsx's API (require.resolve answers its CommonJS twin, which cannot register here).
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const tsx = pathToFileURL(api).href;
  const worker = new URL('./poolWorker.ts', import.meta.url).href;
  return {
    entry: `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(worker)}); })`,
    eval: true,
  };
}

interface Task {
  request: SandboxRequest;
  resolve(result: FilterResult): void;
}

class Slot {
  worker: Worker | undefined;
  /** The worker has loaded its QuickJS module. */
  ready = false;
  task: Task | undefined;
  timer: NodeJS.Timeout | undefined;
}

export interface FilterPoolStats {
  workers: number;
  busy: number;
  queued: number;
  /** Workers terminated at a deadline or lost to a memory limit, since the pool started. */
  replaced: number;
}

export class FilterPool {
  private readonly opts: typeof DEFAULTS;
  private readonly slots: Slot[];
  private readonly queue: Task[] = [];
  private seq = 0;
  private replaced = 0;
  private closed = false;

  constructor(options: FilterPoolOptions = {}) {
    this.opts = { ...DEFAULTS, ...options };
    this.slots = Array.from({ length: this.opts.size }, () => new Slot());
  }

  /** Runs one filter in a worker; never rejects (every problem is a failed result). */
  run: (code: string, data: unknown, options?: RunFilterOptions) => Promise<FilterResult> = (
    code,
    data,
    options = {},
  ) => {
    if (this.closed) return Promise.resolve(failed('runtime', 'the filter pool is closed'));
    if (this.queue.length >= this.opts.maxQueue)
      return Promise.resolve(failed('timeout', 'the server is busy running filters; try again shortly'));
    const { vars, ...limits } = options;
    const request: SandboxRequest = { id: ++this.seq, code, data, vars, options: limits };
    return new Promise<FilterResult>((resolve) => {
      this.queue.push({ request, resolve });
      this.pump();
    });
  };

  /** A chain of filters, each run in the pool, within the chain's budget. */
  runChain(
    filters: readonly FilterRef[],
    data: unknown,
    vars: FilterVars | undefined,
    options: Omit<RunFilterChainOptions, 'runner'> = {},
  ): Promise<FilterChainResult> {
    return runFilterChain(filters, data, vars, { ...options, runner: this.run });
  }

  stats(): FilterPoolStats {
    return {
      workers: this.slots.filter((s) => s.worker).length,
      busy: this.slots.filter((s) => s.task).length,
      queued: this.queue.length,
      replaced: this.replaced,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.splice(0)) t.resolve(failed('runtime', 'the filter pool is closed'));
    await Promise.all(this.slots.map((s) => this.retire(s, failed('runtime', 'the filter pool is closed'))));
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.task) continue;
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(slot: Slot): Worker {
    const { entry, eval: isEval } = workerEntry();
    const worker = new Worker(entry, {
      eval: isEval,
      workerData: { maxWasmBytes: this.opts.maxWasmBytes },
      resourceLimits: {
        maxOldGenerationSizeMb: this.opts.maxHeapMb,
        maxYoungGenerationSizeMb: 16,
        stackSizeMb: 4,
      },
      stdout: false,
      stderr: false,
    });
    worker.on('message', (reply: SandboxReply | { ready: true }) => {
      if (slot.worker !== worker) return;
      if ('ready' in reply) {
        slot.ready = true;
        if (slot.task) this.dispatch(slot, worker, slot.task);
        return;
      }
      if (!slot.task || reply.id !== slot.task.request.id) return;
      this.finish(slot, reply.result);
    });
    const lost = (why: unknown) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      this.replaced += 1;
      const oom = String((why as { code?: string })?.code ?? why).includes('OUT_OF_MEMORY');
      if (slot.task)
        this.finish(
          slot,
          oom
            ? failed(
                'memory',
                `the filter exceeded the ${formatBytes(this.opts.maxHeapMb * MiB)} memory limit`,
              )
            : failed('runtime', 'the filter worker stopped unexpectedly'),
        );
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(`exit ${code}`));
    // An idle worker must not keep the process alive.
    worker.unref();
    slot.worker = worker;
    slot.ready = false;
    return worker;
  }

  private start(slot: Slot, task: Task): void {
    const worker = slot.worker ?? this.spawn(slot);
    slot.task = task;
    // A worker with work keeps the process alive until it answers.
    worker.ref();
    if (slot.ready) this.dispatch(slot, worker, task);
  }

  /** Sends the task to a ready worker and starts its clock. */
  private dispatch(slot: Slot, worker: Worker, task: Task): void {
    const timeoutMs = Number(task.request.options?.timeoutMs ?? DEFAULT_FILTER_LIMITS.timeoutMs);
    slot.timer = setTimeout(() => {
      this.replaced += 1;
      void this.retire(
        slot,
        failed('timeout', `the filter ran longer than the ${timeoutMs} ms limit and was stopped`),
      );
    }, timeoutMs + this.opts.killGraceMs);
    worker.postMessage(task.request);
  }

  private finish(slot: Slot, result: FilterResult): void {
    const task = slot.task;
    clearTimeout(slot.timer);
    slot.task = undefined;
    slot.timer = undefined;
    slot.worker?.unref();
    task?.resolve(result);
    if (!this.closed) this.pump();
  }

  /** Terminates the slot's worker (a fresh one is spawned for the next task) and answers its task. */
  private async retire(slot: Slot, result: FilterResult): Promise<void> {
    const worker = slot.worker;
    slot.worker = undefined;
    if (slot.task) this.finish(slot, result);
    if (worker) await worker.terminate().catch(() => undefined);
  }
}

function failed(code: 'timeout' | 'memory' | 'runtime', message: string): FilterResult {
  return { ok: false, error: { code, message } };
}
