import {
  SOCKET_FORCED_DISCONNECT_MS,
  SOCKET_HEARTBEAT_MS,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_INTERVAL_MS,
} from '@twincanvas/model';
import { badConfig } from './errors.js';

/**
 * Socket sources: the server stores the address; the browser (viewer runtime) opens the websocket
 * itself and follows these timings (docs/reference.md#realtime). They are the model's constants,
 * re-exported here so the answer of a socket source carries them and the web runtime reads one place.
 */
export const SOCKET_TIMINGS = {
  reconnectAttempts: SOCKET_RECONNECT_ATTEMPTS,
  reconnectIntervalMs: SOCKET_RECONNECT_INTERVAL_MS,
  heartbeatMs: SOCKET_HEARTBEAT_MS,
  forcedDisconnectMs: SOCKET_FORCED_DISCONNECT_MS,
} as const;

/** Only ws: and wss: addresses; answers the normalised URL. */
export function checkSocketUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badConfig('WebSocket 地址格式不正确', 'The WebSocket address is not a valid URL', raw);
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:')
    throw badConfig(
      'WebSocket 地址须以 ws:// 或 wss:// 开头',
      'A WebSocket address starts with ws:// or wss://',
    );
  return url.href;
}
