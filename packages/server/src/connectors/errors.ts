import type { Bilingual } from '../http/messages.js';

/**
 * A connector's refusal or failure, with a message a person can act on in both languages. `kind` says
 * whose fault it is: `refused` (our guard said no: the route answers 400), `upstream` (the source failed
 * or timed out: 502), `config` (the source's settings are incomplete: 400). `detail` is shown to the
 * person with the message; `logDetail` goes to the server log only (what would make a refusal or a failed
 * connection a map of the network: resolved internal addresses, refused vs timed out, server banners).
 */
export class ConnectorError extends Error {
  constructor(
    readonly kind: 'refused' | 'upstream' | 'config',
    readonly text: Bilingual,
    readonly detail?: string,
    readonly logDetail?: string,
  ) {
    super(text.en + (detail ? `: ${detail}` : ''));
    this.name = 'ConnectorError';
  }
}

export const refused = (zh: string, en: string, detail?: string, logDetail?: string) =>
  new ConnectorError('refused', { zh, en }, detail, logDetail);
export const upstream = (zh: string, en: string, detail?: string, logDetail?: string) =>
  new ConnectorError('upstream', { zh, en }, detail, logDetail);
export const badConfig = (zh: string, en: string, detail?: string) =>
  new ConnectorError('config', { zh, en }, detail);

/** Caps every connector path obeys (ARCHITECTURE section 5); the module may lower them per request. */
export const LIMITS = {
  /** Bytes of an HTTP answer read before giving up. */
  httpMaxBytes: 10 * 1024 * 1024,
  /** Whole HTTP exchange, redirects included. */
  httpTimeoutMs: 15_000,
  httpMaxRedirects: 5,
  /** Rows a SQL query may return; more are cut off and the answer says so. */
  sqlMaxRows: 10_000,
  /** Bytes (as JSON) of a SQL answer read before giving up, like httpMaxBytes. */
  sqlMaxBytes: 10 * 1024 * 1024,
  sqlTimeoutMs: 15_000,
  sqlConnectTimeoutMs: 8_000,
} as const;
