/** Why a filter run failed. */
export type FilterErrorCode =
  | 'timeout'
  | 'memory'
  | 'syntax'
  | 'runtime'
  | 'input-too-large'
  | 'input-not-json'
  | 'output-too-large'
  | 'output-not-json';

export interface FilterError {
  code: FilterErrorCode;
  message: string;
}

/** Variables handed to a filter as its second argument. Must be JSON-serialisable. */
export type FilterVars = Readonly<Record<string, unknown>>;

export interface FilterLimits {
  /** Deadline for one run, in milliseconds (default 1000). */
  timeoutMs?: number;
  /** QuickJS memory limit in bytes (default 32 MiB). */
  memoryBytes?: number;
  /** Cap on the UTF-8 size of the input JSON, data plus vars (default 8 MiB). */
  maxInputBytes?: number;
  /** Cap on the UTF-8 size of the output JSON (default 8 MiB). */
  maxOutputBytes?: number;
}

export interface RunFilterOptions extends FilterLimits {
  /** Variables passed as the filter's second argument, `vars` (default `{}`). */
  vars?: FilterVars;
}

export type FilterResult =
  | {
      ok: true;
      data: unknown;
      /** Wall-clock time of the run in milliseconds. */
      ms: number;
      /** Lines the filter wrote with console.* (capped), when there were any. */
      logs?: string[];
    }
  | { ok: false; error: FilterError; logs?: string[] };

/** One filter in a chain: only the id and the code matter here. */
export interface FilterRef {
  id: string | number;
  /** The filter's code; empty, null or missing means it was deleted (runs the placeholder). */
  code?: string | null;
}

/** Runs one filter: in this thread (runFilter) or elsewhere (the server's worker pool). */
export type FilterRunner = (code: string, data: unknown, options: RunFilterOptions) => Promise<FilterResult>;

export interface RunFilterChainOptions extends FilterLimits {
  /** `false` turns filtering off: the data passes through untouched. Default `true`. */
  filterOn?: boolean;
  /**
   * Wall-clock budget for the whole chain, in milliseconds: each filter's deadline is cut to what is
   * left, and a chain that uses it up fails with a timeout naming the filter it stopped at.
   */
  budgetMs?: number;
  /** Where each filter runs (default: runFilter, in this thread). */
  runner?: FilterRunner;
}

export type FilterChainResult =
  | {
      ok: true;
      data: unknown;
      ms: number;
      /** Ids of the filters applied, in order (empty when filterOn is false). */
      applied: (string | number)[];
      logs?: string[];
    }
  | {
      ok: false;
      /** Id and position of the filter that failed. */
      filterId: string | number;
      index: number;
      error: FilterError;
      logs?: string[];
    };
