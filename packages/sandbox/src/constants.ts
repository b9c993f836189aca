/** Name given to the filter a new project starts with (docs/reference.md#data-binding). */
export const DEFAULT_FILTER_NAME = 'filter example';

/**
 * Code of the default filter: returns the data unchanged. It is a function body that receives
 * `data` (and `vars`, the current variables) and returns the new data.
 */
export const DEFAULT_FILTER_CODE = [
  '// 过滤器：对数据进行处理后返回新的数据。参数 data 为原始数据，vars 为当前变量。',
  '// Filter: transform the data and return the result. `data` is the incoming data, `vars` the current variables.',
  '// 示例 / example: return data.filter((item) => item.value > 0);',
  'return data;',
].join('\n');

/** Code given to a filter whose code was deleted: returns the data unchanged. */
export const DELETED_FILTER_CODE = 'return data;';

const MiB = 1024 * 1024;

/** Limits used when a caller does not set them. */
export const DEFAULT_FILTER_LIMITS = Object.freeze({
  /** Wall-clock deadline for one filter run (compile, run and serialise). */
  timeoutMs: 1000,
  /** QuickJS heap limit for one run. */
  memoryBytes: 32 * MiB,
  /** Cap on the UTF-8 size of the JSON sent in (data plus vars). */
  maxInputBytes: 8 * MiB,
  /** Cap on the UTF-8 size of the JSON the filter produces. */
  maxOutputBytes: 8 * MiB,
});

/**
 * QuickJS stack limit. Never raise above 256 KiB: QuickJS measures its own (linear-memory) stack, and
 * each of its frames costs several times as much of the host's native stack, so a larger limit lets
 * deep recursion overflow the host stack before QuickJS notices — which throws out of the WASM
 * module mid-call and leaves it unusable (and with an uncaught error, kills the process).
 */
export const MAX_STACK_BYTES = 256 * 1024;

/**
 * Deepest nesting of input JSON accepted. Parsing deeper JSON inside QuickJS can overflow the host's
 * native stack even within {@link MAX_STACK_BYTES}, so it is refused before the VM starts.
 */
export const MAX_INPUT_DEPTH = 1000;

/** Console capture inside the VM (no host bridge): at most this many lines of this many characters. */
export const MAX_LOG_LINES = 100;
export const MAX_LOG_LINE_CHARS = 1000;

/** Longest error message handed back to callers. */
export const MAX_ERROR_MESSAGE_CHARS = 2000;
