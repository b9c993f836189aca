import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten-core';
import type { QuickJSSyncVariant, QuickJSWASMModule } from 'quickjs-emscripten-core';

/**
 * One QuickJS WASM module per process (or per Web Worker), loaded on first use. Every filter run
 * gets its own runtime and context inside it. The module is dropped and reloaded only after a
 * host-level fault (the host stack overflowing inside WASM, a WASM trap), which can leave it corrupt.
 */
let enginePromise: Promise<QuickJSWASMModule> | undefined;
let current: QuickJSWASMModule | undefined;

const counters = { runs: 0, liveRuntimes: 0, abandonedRuntimes: 0, engineLoads: 0, engineResets: 0 };

export interface SandboxStats {
  /** Filter runs that reached the VM. */
  runs: number;
  /** QuickJS runtimes created and not yet seen disposed (`runtime.alive === false`); 0 between runs. */
  liveRuntimes: number;
  /** Runtimes left inside a module discarded after a host-level fault (freed with the module). */
  abandonedRuntimes: number;
  /** Times the WASM module was loaded. */
  engineLoads: number;
  /** Times the module was thrown away after a host-level fault. */
  engineResets: number;
  /** Size of the current module's WASM memory, when it can be read. */
  wasmHeapBytes: number | undefined;
}

const WASM_PAGE = 64 * 1024;
/** The module's own starting size (emscripten's INITIAL_MEMORY): a capped memory starts there. */
const WASM_INITIAL_BYTES = 16 * 1024 * 1024;
let wasmMaxBytes: number | undefined;

/**
 * Caps the WebAssembly memory of the modules loaded from now on (the server's filter workers do). The
 * runtime's own heap limit is not enough on its own: some built-ins (`new Array(n).fill(x)`) grow the
 * heap past it, and WASM memory never shrinks. With a maximum, growth past it fails inside QuickJS as
 * "out of memory", whatever allocates.
 */
export function capEngineMemory(maxBytes: number): void {
  wasmMaxBytes = Math.max(WASM_INITIAL_BYTES, maxBytes);
}

/** The one build we ship (release, synchronous); naming it keeps the other three out of bundles. */
async function variant(): Promise<QuickJSSyncVariant> {
  // The package's default export is the variant; its types describe the CommonJS wrapper around it.
  const base = (await import('@jitl/quickjs-wasmfile-release-sync')).default as unknown as QuickJSSyncVariant;
  if (wasmMaxBytes === undefined) return base;
  const wasmMemory = new WebAssembly.Memory({
    initial: WASM_INITIAL_BYTES / WASM_PAGE,
    maximum: Math.floor(wasmMaxBytes / WASM_PAGE),
  });
  return newVariant(base, { wasmMemory });
}

export function loadEngine(): Promise<QuickJSWASMModule> {
  if (enginePromise === undefined) {
    const loading = newQuickJSWASMModuleFromVariant(variant()).then(
      (module) => {
        counters.engineLoads += 1;
        if (enginePromise === loading) current = module;
        return module;
      },
      (error: unknown) => {
        if (enginePromise === loading) enginePromise = undefined;
        throw error;
      },
    );
    enginePromise = loading;
  }
  return enginePromise;
}

/** Forget a module after a host-level fault; the next run loads a fresh one. */
export function discardEngine(module: QuickJSWASMModule): void {
  if (current !== module) return;
  current = undefined;
  enginePromise = undefined;
  counters.engineResets += 1;
}

export function noteRuntimeCreated(): void {
  counters.runs += 1;
  counters.liveRuntimes += 1;
}

/** Record the end of a runtime: disposed (checked through `alive`) or abandoned with its module. */
export function noteRuntimeGone(disposed: boolean): void {
  counters.liveRuntimes -= 1;
  if (!disposed) counters.abandonedRuntimes += 1;
}

function wasmHeapBytes(module: QuickJSWASMModule | undefined): number | undefined {
  // Not public API: the emscripten module behind the wrapper. Only read for diagnostics.
  const inner = (module as unknown as { module?: { HEAPU8?: Uint8Array } } | undefined)?.module;
  return inner?.HEAPU8?.length;
}

/** Counters for monitoring and for leak tests. */
export function getSandboxStats(): SandboxStats {
  return { ...counters, wasmHeapBytes: wasmHeapBytes(current) };
}
