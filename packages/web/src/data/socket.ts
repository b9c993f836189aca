/**
 * A socket data source in the browser, relayed by the server (packages/server/src/modules/realtime/
 * dataSocket.ts): the page's Content-Security-Policy allows connections to its own origin only, and the
 * server judges the upstream address like any other data source. The server holds the upstream WebSocket
 * and applies the timings of docs/reference.md#realtime to it (3 reconnects 3000 ms apart, a heartbeat every 45 s, a forced
 * disconnect after 50 s of silence); the browser asks for a stream over the app's socket.io connection,
 * re-asks after that connection comes back, and marks the component stale when the server gives up.
 */
export const SOCKET_STATE = { connecting: 0, open: 1, closed: 3 } as const;

/** The part of the socket.io client used here (the app's connection; tests pass a stand-in). */
export interface RelayLink {
  readonly connected: boolean;
  on(event: string, cb: (payload: never) => void): unknown;
  off(event: string, cb: (payload: never) => void): unknown;
  emit(event: string, body: object, ack?: (answer: never) => void): unknown;
}

/** A stored socket source of the group, or a component's own ws:// / wss:// address. */
export type SocketTarget = { sourceId: string } | { url: string };

export interface SocketHandlers {
  onData(data: unknown): void;
  /** Reconnects are exhausted or the address is refused: the component keeps its data, marked stale. */
  onGiveUp(reason: string): void;
  onState?(state: number): void;
}

type OpenAck = { ok: true; streamId: string } | { ok: false; code: string; msg: { zh: string; en: string } };

const parse = (raw: unknown): unknown => {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
};

/** Opens a relayed stream; answers the function that closes it. */
export function openRelayedSocket(
  link: RelayLink,
  target: SocketTarget,
  handlers: SocketHandlers,
): () => void {
  let streamId: string | null = null;
  let stopped = false;
  let asking = false;

  const ask = () => {
    if (stopped || asking || !link.connected) return;
    asking = true;
    handlers.onState?.(SOCKET_STATE.connecting);
    link.emit('data_socket_open', { ...target }, (ack: OpenAck) => {
      asking = false;
      if (stopped) {
        if (ack.ok) link.emit('data_socket_close', { streamId: ack.streamId });
        return;
      }
      if (ack.ok) streamId = ack.streamId;
      else handlers.onGiveUp(ack.msg.en);
    });
  };
  const onData = (m: { streamId: string; data: unknown }) => {
    if (m.streamId === streamId) handlers.onData(parse(m.data));
  };
  const onState = (m: { streamId: string; state: number; gaveUp?: boolean; reason?: string }) => {
    if (m.streamId !== streamId) return;
    handlers.onState?.(m.state);
    if (m.gaveUp) {
      streamId = null;
      handlers.onGiveUp(m.reason ?? 'closed');
    }
  };
  // The server ends a tab's streams with its connection: ask again once the connection is back.
  const onDisconnect = () => {
    streamId = null;
    asking = false;
    handlers.onState?.(SOCKET_STATE.closed);
  };
  link.on('data_socket', onData);
  link.on('data_socket_state', onState);
  link.on('disconnect', onDisconnect);
  link.on('connect', ask);
  ask();
  return () => {
    stopped = true;
    link.off('data_socket', onData);
    link.off('data_socket_state', onState);
    link.off('disconnect', onDisconnect);
    link.off('connect', ask);
    if (streamId) link.emit('data_socket_close', { streamId });
    streamId = null;
  };
}
