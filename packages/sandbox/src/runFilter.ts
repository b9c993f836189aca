import type {
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import { MAX_ERROR_MESSAGE_CHARS, MAX_STACK_BYTES } from './constants.js';
import { discardEngine, loadEngine, noteRuntimeCreated, noteRuntimeGone } from './engine.js';
import { formatBytes, utf8LengthExceeds } from './json.js';
import { encodeInput, resolveLimits } from './limits.js';
import type { ResolvedLimits } from './limits.js';
import { PRELUDE_SOURCE } from './prelude.js';
import type { FilterError, FilterResult, RunFilterOptions } from './types.js';

type Stage = 'setup' | 'compile' | 'run' | 'serialize';

/** Time and memory granted after a failure to read the error and the console lines. */
const GRACE_MS = 50;
const GRACE_BYTES = 1024 * 1024;

/**
 * Run one filter: `code` is the body of a function `(data, vars) => newData`.
 * Resolves with the new data or a classified error; rejects only for invalid options or when the
 * WASM module cannot be loaded.
 */
export async function runFilter(
  code: string,
  data: unknown,
  options: RunFilterOptions = {},
): Promise<FilterResult> {
  const limits = resolveLimits(options);
  if (typeof code !== 'string') throw new TypeError('filter code must be a string');
  const encoded = encodeInput(data, options.vars, limits);
  if ('code' in encoded) return { ok: false, error: encoded };
  const module = await loadEngine();
  return runInEngine(module, code, encoded.input, encoded.vars, limits);
}

interface Clock {
  deadline: number;
  timedOut: boolean;
}

interface PreludeApi {
  compile: QuickJSHandle;
  run: QuickJSHandle;
  serialize: QuickJSHandle;
  describe: QuickJSHandle;
  takeLogs: QuickJSHandle;
}

type Call = { value: QuickJSHandle; error?: undefined } | { error: QuickJSHandle };

/** One run's runtime, context and every handle taken, so that all of it is disposed. */
class Session {
  private readonly handles: QuickJSHandle[] = [];
  /** The prelude's functions, once it has run. */
  api: PreludeApi | undefined;

  constructor(
    readonly runtime: QuickJSRuntime,
    readonly vm: QuickJSContext,
  ) {}

  keep(handle: QuickJSHandle): QuickJSHandle {
    this.handles.push(handle);
    return handle;
  }

  call(fn: QuickJSHandle, ...args: QuickJSHandle[]): Call {
    const result = this.vm.callFunction(fn, this.vm.undefined, ...args);
    if (result.error) return { error: this.keep(result.error) };
    return { value: this.keep(result.value) };
  }

  string(handle: QuickJSHandle): string | undefined {
    return this.vm.typeof(handle) === 'string' ? this.vm.getString(handle) : undefined;
  }

  dispose(): void {
    for (const handle of this.handles.reverse()) if (handle.alive) handle.dispose();
    if (this.vm.alive) this.vm.dispose();
    if (this.runtime.alive) this.runtime.dispose();
  }
}

function runInEngine(
  module: QuickJSWASMModule,
  code: string,
  input: string,
  vars: string,
  limits: ResolvedLimits,
): FilterResult {
  const started = performance.now();
  const clock: Clock = { deadline: started + limits.timeoutMs, timedOut: false };
  let stage: Stage = 'setup';
  let runtime: QuickJSRuntime | undefined;
  let session: Session | undefined;
  let faulted = false;
  try {
    runtime = module.newRuntime();
    noteRuntimeCreated();
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(MAX_STACK_BYTES);
    runtime.setInterruptHandler(() => {
      if (performance.now() <= clock.deadline) return false;
      clock.timedOut = true;
      return true;
    });
    const current = new Session(runtime, runtime.newContext());
    session = current;
    const { vm } = current;

    const prelude = vm.evalCode(PRELUDE_SOURCE, 'sandbox-prelude.js');
    if (prelude.error) return failure(session, stage, session.keep(prelude.error), clock, limits);
    const api = session.keep(prelude.value);
    const fn = (name: keyof PreludeApi): QuickJSHandle => current.keep(vm.getProp(api, name));
    const { compile, run, serialize } = (session.api = {
      compile: fn('compile'),
      run: fn('run'),
      serialize: fn('serialize'),
      describe: fn('describe'),
      takeLogs: fn('takeLogs'),
    });

    stage = 'compile';
    const compiled = session.call(compile, session.keep(vm.newString(code)));
    if (compiled.error) return failure(session, stage, compiled.error, clock, limits);

    stage = 'run';
    const inputHandle = session.keep(vm.newString(input));
    const varsHandle = session.keep(vm.newString(vars));
    const result = session.call(run, compiled.value, inputHandle, varsHandle);
    if (result.error) return failure(session, stage, result.error, clock, limits);

    stage = 'serialize';
    const maxLength = session.keep(vm.newNumber(limits.maxOutputBytes));
    const serialized = session.call(serialize, result.value, maxLength);
    if (serialized.error) return failure(session, stage, serialized.error, clock, limits);
    const json = session.string(serialized.value);
    const logs = takeLogs(session, clock, limits);
    if (json === undefined || utf8LengthExceeds(json, limits.maxOutputBytes)) {
      return withLogs({ ok: false, error: outputTooLarge(limits) }, logs);
    }
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch {
      return withLogs(
        { ok: false, error: { code: 'output-not-json', message: 'the result is not valid JSON' } },
        logs,
      );
    }
    return withLogs({ ok: true, data, ms: Math.round((performance.now() - started) * 100) / 100 }, logs);
  } catch (error) {
    // A host-level fault: the host stack overflowed inside WASM, or WASM trapped. The module may be
    // corrupt, so it is abandoned (not disposed into) and the next run loads a fresh one.
    faulted = true;
    discardEngine(module);
    return { ok: false, error: faultError(stage, error) };
  } finally {
    if (!faulted) {
      try {
        session?.dispose();
        if (session === undefined && runtime?.alive) runtime.dispose();
      } catch {
        discardEngine(module);
      }
    }
    if (runtime !== undefined) noteRuntimeGone(!runtime.alive);
  }
}

function withLogs<T extends FilterResult>(result: T, logs: string[]): T {
  return logs.length > 0 ? { ...result, logs } : result;
}

function outputTooLarge(limits: ResolvedLimits): FilterError {
  return {
    code: 'output-too-large',
    message: `the result is larger than the ${formatBytes(limits.maxOutputBytes)} limit`,
  };
}

/** Give the VM a little time and memory back, for reading errors and console lines. */
function grace(session: Session, clock: Clock, limits: ResolvedLimits): void {
  clock.deadline = performance.now() + GRACE_MS;
  clock.timedOut = false;
  session.runtime.setMemoryLimit(limits.memoryBytes + GRACE_BYTES);
}

function takeLogs(session: Session, clock: Clock, limits: ResolvedLimits): string[] {
  grace(session, clock, limits);
  if (session.api === undefined) return [];
  const result = session.call(session.api.takeLogs);
  const json = result.error ? undefined : session.string(result.value);
  if (json === undefined) return [];
  try {
    const logs: unknown = JSON.parse(json);
    if (!Array.isArray(logs)) return [];
    return logs.filter((line): line is string => typeof line === 'string');
  } catch {
    return [];
  }
}

/** Read a VM error (within the grace allowance) and classify it. */
function failure(
  session: Session,
  stage: Stage,
  errorHandle: QuickJSHandle,
  clock: Clock,
  limits: ResolvedLimits,
): FilterResult {
  const timedOut = clock.timedOut;
  grace(session, clock, limits);
  let name = '';
  let message = 'unknown error';
  if (session.api !== undefined) {
    const described = session.call(session.api.describe, errorHandle);
    const json = described.error ? undefined : session.string(described.value);
    const parsed = parseDescription(json);
    if (parsed !== undefined) [name, message] = parsed;
  }
  const error = classify(stage, name, message.slice(0, MAX_ERROR_MESSAGE_CHARS), timedOut, limits);
  return withLogs({ ok: false, error }, takeLogs(session, clock, limits));
}

function classify(
  stage: Stage,
  name: string,
  message: string,
  timedOut: boolean,
  limits: ResolvedLimits,
): FilterError {
  if (timedOut) {
    return { code: 'timeout', message: `the filter ran longer than the ${limits.timeoutMs} ms limit` };
  }
  if (name === 'InternalError' && (message === 'out of memory' || message === 'string too long')) {
    return {
      code: 'memory',
      message: `the filter exceeded the ${formatBytes(limits.memoryBytes)} memory limit (${message})`,
    };
  }
  const text =
    name === 'InternalError' && message === 'stack overflow'
      ? 'stack overflow: recursion or nesting too deep'
      : name === ''
        ? message
        : `${name}: ${message}`;
  if (stage === 'compile' && name === 'SyntaxError') return { code: 'syntax', message: text };
  if (stage === 'serialize') return { code: 'output-not-json', message: `the result is not JSON: ${text}` };
  return { code: 'runtime', message: text };
}

function faultError(stage: Stage, error: unknown): FilterError {
  if (error instanceof RangeError) {
    const message = 'stack overflow: the code or data is nested too deeply for the sandbox';
    if (stage === 'compile') return { code: 'syntax', message };
    if (stage === 'serialize') return { code: 'output-not-json', message };
    return { code: 'runtime', message };
  }
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { code: 'runtime', message: `sandbox failure: ${reason}`.slice(0, MAX_ERROR_MESSAGE_CHARS) };
}

function parseDescription(json: string | undefined): [string, string] | undefined {
  if (json === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string') {
      return [value[0], value[1]];
    }
  } catch {
    // fall through
  }
  return undefined;
}
