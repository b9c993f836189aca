import { MESSAGES, type Bilingual, type MessageKey } from './messages.js';

/**
 * The one error type routes throw. `status` is the HTTP status; `code` is the envelope code, which
 * (docs/reference.md#api) follows the status: 401, 403, 404 for 404-421, 500 for 500-504, else the status.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly text: Bilingual;
  readonly data: unknown;

  constructor(status: number, text: Bilingual | MessageKey, opts: { code?: string; data?: unknown } = {}) {
    const t = typeof text === 'string' ? MESSAGES[text] : text;
    super(t.en);
    this.status = status;
    this.text = t;
    this.code = opts.code ?? codeForStatus(status);
    this.data = opts.data ?? null;
  }
}

export function codeForStatus(status: number): string {
  if (status >= 404 && status <= 421) return '404';
  if (status >= 500 && status <= 504) return '500';
  return String(status);
}

export const badRequest = (text: Bilingual | MessageKey = 'badRequest', data?: unknown) =>
  new AppError(400, text, { data });
export const unauthorized = (text: Bilingual | MessageKey = 'unauthorized') => new AppError(401, text);
export const forbidden = (text: Bilingual | MessageKey = 'forbidden') => new AppError(403, text);
export const notFound = (text: Bilingual | MessageKey = 'notFound') => new AppError(404, text);
export const tooMany = () => new AppError(429, 'tooManyRequests');
