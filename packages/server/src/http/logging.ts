import type { FastifyServerOptions } from 'fastify';

/**
 * A caller that closed its connection before its answer was complete (a page closed, a tab reloaded while
 * a file or a batch was still streaming): Node's ERR_STREAM_PREMATURE_CLOSE, or end-of-stream's
 * "premature close" as @fastify/compress's pipe reports it.
 */
export function isCallerGone(arg: unknown): boolean {
  const err = arg instanceof Error ? arg : (arg as { err?: unknown } | null)?.err;
  if (!(err instanceof Error)) return false;
  return (
    (err as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /^premature close$/i.test(err.message)
  );
}

const ERROR_LEVEL = 50;

/**
 * The server's logger: pino at the configured level, where a caller going away is logged at info. Such
 * lines came at error level from libraries that pipe answers (@fastify/compress logs every failed pipe as
 * an error), so a wall of screens being switched off filled the error log with nothing to act on.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    hooks: {
      logMethod(args, method, at) {
        if (at >= ERROR_LEVEL && isCallerGone(args[0])) return this.info(...(args as [unknown]));
        return method.apply(this, args);
      },
    },
  };
}
