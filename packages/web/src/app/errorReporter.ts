import { api, ApiError } from './api';
import { useSession } from './session';

/** One browser report, as web-log/save takes it. */
export interface WebLogEntry {
  level: 'error' | 'warn' | 'info';
  message: string;
  stack?: string;
  page?: string;
  source?: string;
  userAgent?: string;
}

/** At most one report every MIN_GAP_MS, at most MAX_PER_PAGE a page load, MAX_QUEUE waiting. */
export const MIN_GAP_MS = 5_000;
export const MAX_PER_PAGE = 20;
export const MAX_QUEUE = 10;

/** Errors that say nothing we can act on (cross-origin scripts, benign layout notices). */
const NOISE = [/^Script error\.?$/, /ResizeObserver loop/];

const clip = (s: string | undefined, n: number) => (s && s.length > n ? s.slice(0, n) : s);

/**
 * Throttled sender of browser errors: identical messages are sent once, reports wait in a short queue and
 * leave one per MIN_GAP_MS, and a page load sends at most MAX_PER_PAGE. The server rate-limits again.
 */
export class ErrorReporter {
  private readonly seen = new Set<string>();
  private readonly queue: WebLogEntry[] = [];
  private sent = 0;
  private lastAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: (entry: WebLogEntry) => Promise<unknown>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  report(entry: WebLogEntry): void {
    if (!entry.message || NOISE.some((re) => re.test(entry.message))) return;
    const key = `${entry.level}|${entry.message}|${entry.source ?? ''}`;
    if (this.seen.has(key) || this.sent + this.queue.length >= MAX_PER_PAGE) return;
    if (this.queue.length >= MAX_QUEUE) return;
    this.seen.add(key);
    this.queue.push({
      ...entry,
      message: clip(entry.message, 4000)!,
      ...(entry.stack ? { stack: clip(entry.stack, 16_000) } : {}),
    });
    this.pump();
  }

  private pump(): void {
    if (this.timer || this.queue.length === 0) return;
    const wait = Math.max(0, this.lastAt + MIN_GAP_MS - this.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      const next = this.queue.shift();
      if (!next) return;
      this.lastAt = this.now();
      this.sent += 1;
      // A failed report is dropped: reporting must never raise another error.
      void this.send(next).catch(() => undefined);
      this.pump();
    }, wait);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.queue.length = 0;
  }
}

/** Sends through the one API client, quietly, and only with a signed-in session in a group. */
function sendThroughApi(entry: WebLogEntry): Promise<unknown> {
  if (!useSession.getState().session?.groupId) return Promise.resolve();
  return api.post('web-log/save', entry, { quiet: true });
}

const describe = (reason: unknown): { message: string; stack?: string } => {
  if (reason instanceof Error)
    return { message: `${reason.name}: ${reason.message}`, ...(reason.stack ? { stack: reason.stack } : {}) };
  try {
    return { message: typeof reason === 'string' ? reason : JSON.stringify(reason) };
  } catch {
    return { message: String(reason) };
  }
};

/**
 * Installs the global handlers (uncaught errors and unhandled promise rejections) that report through
 * web-log/save. Answers the uninstaller (App calls it from an effect).
 */
export function installErrorReporter(
  target: Window = window,
  reporter = new ErrorReporter(sendThroughApi),
): () => void {
  const base = () => ({
    page: `${target.location.pathname}${target.location.search}`,
    userAgent: target.navigator.userAgent,
  });
  const onError = (e: ErrorEvent) => {
    const d = e.error ? describe(e.error) : { message: e.message };
    reporter.report({
      level: 'error',
      ...d,
      ...base(),
      ...(e.filename ? { source: `${e.filename}:${e.lineno}:${e.colno}` } : {}),
    });
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    // The API client's own failures are already shown to the user and logged by the server.
    if (e.reason instanceof ApiError) return;
    reporter.report({ level: 'error', ...describe(e.reason), ...base() });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    reporter.dispose();
  };
}
