import type { LookupFunction } from 'node:net';
import { Agent, WebSocket, type MessageEvent as UndiciMessageEvent } from 'undici';
import { checkSocketUrl } from '../../connectors/socket.js';
import { checkHost, type AddressPolicy } from '../../connectors/target.js';

/**
 * One upstream WebSocket of a socket data source, opened BY THE SERVER (the browser's CSP allows only
 * its own origin, and a browser-side connection would bypass the address policy). Timings of platform
 * docs/reference.md#realtime: up to 3 reconnects 3000 ms apart, a 'ping' every 45 s, and a forced disconnect (then a
 * reconnect) after 50 s without any message. Every (re)connect judges the host again (connectors/target.ts)
 * and pins the connection to the judged address through an undici Agent whose lookup answers only that
 * address, so a DNS answer that changes between check and connect cannot move it. A WebSocket handshake
 * never follows redirects (undici fetches it with redirect: 'error').
 */
export interface UpstreamTimings {
  reconnectAttempts: number;
  reconnectIntervalMs: number;
  heartbeatMs: number;
  forcedDisconnectMs: number;
}

export interface UpstreamHandlers {
  /** Text of one message (binary frames are decoded as UTF-8). */
  onMessage(text: string): void;
  /** 0 connecting, 1 open, 3 closed (the browser WebSocket's numbers). */
  onState(state: 0 | 1 | 3): void;
  /** Reconnects exhausted or the address refused: nothing more will come. */
  onGiveUp(reason: string): void;
}

/** Messages larger than this are dropped (the browser link is capped the same way). */
export const MAX_UPSTREAM_MESSAGE = 1_000_000;

function pinnedAgent(address: string, family: number): Agent {
  const lookup: LookupFunction = (_name, opts, cb) => {
    if (opts.all)
      (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else cb(null, address, family);
  };
  return new Agent({ connect: { lookup, timeout: 8_000 } });
}

export class UpstreamSocket {
  private ws: WebSocket | null = null;
  private agent: Agent | null = null;
  private attempts = 0;
  private stopped = false;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private silence: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly url: string,
    private readonly policy: AddressPolicy,
    private readonly timings: UpstreamTimings,
    private readonly handlers: UpstreamHandlers,
  ) {}

  /**
   * Judges the address and starts connecting. Rejects (ConnectorError) when the address is refused, so
   * the caller can answer the browser at once; later failures go through the reconnect rules.
   */
  async start(): Promise<void> {
    await this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    clearTimeout(this.retry);
    this.drop();
  }

  private clearTimers(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.silence);
  }

  private drop(): void {
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      ws.onerror = null;
      ws.onopen = null;
      try {
        ws.close();
      } catch {
        // closing a socket still connecting throws in some states; it is abandoned either way
      }
    }
    const agent = this.agent;
    this.agent = null;
    if (agent) void agent.destroy().catch(() => undefined);
  }

  private armSilence(): void {
    clearTimeout(this.silence);
    this.silence = setTimeout(() => this.lost(), this.timings.forcedDisconnectMs);
  }

  private async connect(): Promise<void> {
    const url = new URL(checkSocketUrl(this.url));
    const checked = await checkHost(url.hostname, this.policy);
    if (this.stopped) return;
    this.handlers.onState(0);
    this.agent = pinnedAgent(checked.address, checked.family);
    const ws = new WebSocket(url.href, { dispatcher: this.agent });
    ws.binaryType = 'arraybuffer';
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      this.handlers.onState(1);
      this.heartbeat = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send('ping');
      }, this.timings.heartbeatMs);
      this.armSilence();
    };
    ws.onmessage = (e: UndiciMessageEvent) => {
      this.armSilence();
      const raw: unknown = e.data;
      const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw as ArrayBuffer);
      if (text.length > MAX_UPSTREAM_MESSAGE || text === 'pong' || text === 'ping') return;
      this.handlers.onMessage(text);
    };
    ws.onerror = () => undefined; // a close always follows; reconnection is decided there
    ws.onclose = () => this.lost();
  }

  /** The connection closed, failed, or went silent: reconnect within the limits, or give up. */
  private lost(): void {
    this.clearTimers();
    this.drop();
    this.handlers.onState(3);
    if (this.stopped) return;
    if (this.attempts >= this.timings.reconnectAttempts) {
      this.stopped = true;
      this.handlers.onGiveUp('closed; reconnects exhausted');
      return;
    }
    this.attempts += 1;
    this.retry = setTimeout(() => {
      this.connect().catch((e: unknown) => {
        // The address is refused now (its DNS answer changed): no point in trying again.
        this.stopped = true;
        this.handlers.onGiveUp((e as Error).message);
      });
    }, this.timings.reconnectIntervalMs);
  }
}
