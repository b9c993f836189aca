import { decodeJwt } from 'jose';

/**
 * Limits every co-editing socket lives under (see docs/security.md, Platform). A socket may not outlive
 * its access token, may not send faster than a person edits, and one account may not open sockets
 * without bound.
 */
export const SOCKET_LIMITS = {
  /** Sockets one user may hold (across every process with REDIS_URL; a person with many tabs stays far below). */
  perUser: 20,
  /** Messages per second a socket may send on average, and the burst it may send at once. */
  messagesPerSecond: 20,
  burst: 40,
  /** A socket that had this many messages dropped in a row is flooding: it is disconnected. */
  floodDisconnect: 200,
};

/** When the token's `exp` passes (ms since the epoch); tokens without one expire at once. */
export function tokenExpiry(token: string): number {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** A token bucket: `take` answers whether one more message may pass now. */
export class MessageBudget {
  private tokens: number;
  private at = Date.now();
  /** Messages dropped since the last one that passed. */
  dropped = 0;

  constructor(
    private readonly perSecond = SOCKET_LIMITS.messagesPerSecond,
    private readonly burst = SOCKET_LIMITS.burst,
  ) {
    this.tokens = burst;
  }

  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.dropped = 0;
      return true;
    }
    this.dropped += 1;
    return false;
  }
}

/** setTimeout's longest delay; a later expiry is re-armed when it fires. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
